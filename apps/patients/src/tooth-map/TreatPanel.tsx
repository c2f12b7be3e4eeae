import { useTranslation } from 'react-i18next';
import { appointmentTakesTreatment } from '@dental/contracts/values';
import { Button, toast } from '@dental/ui';
import { useCardAppointment, useTreatItem } from '../data/tooth-map';
import { failed } from '../lib/notify';
import { stageName, treatable } from './card-model';
import type { ToothMapItem, TreatmentPlan } from './types';

interface Props {
  patient: string;
  appointment: string | null;
  items: readonly ToothMapItem[];
  plans: readonly TreatmentPlan[];
}

/**
 * Treatment mode: what the open (draft or approved) plans hold and is waiting, to treat in the
 * appointment the card was opened from. Treat is offered only when that appointment is this
 * patient's and takes treatment (started, or ended and not yet invoiced: the rule the server applies).
 */
export function TreatPanel({ patient, appointment, items, plans }: Props) {
  const { t } = useTranslation('dental');
  const treat = useTreatItem(patient);
  const visit = useCardAppointment(appointment);
  const takesTreatment = visit.data !== undefined && visit.data.patient.uuid === patient && appointmentTakesTreatment(visit.data.status);
  // Only what open plans hold: a closed plan's procedures are not done (the server refuses them).
  const openPlans = new Set(plans.filter((p) => p.status !== 'closed').map((p) => p.uuid));
  const waiting = items.filter((item) => treatable(item) && item.plan_uuid !== null && openPlans.has(item.plan_uuid));
  const planName = (uuid: string | null) => plans.find((p) => p.uuid === uuid)?.name ?? '';
  return (
    <section className="tm-form" aria-labelledby="tm-today">
      <h3 id="tm-today">{t('treat.today')}</h3>
      {appointment ? null : <p className="tm-hint">{t('treat.needs_appointment')}</p>}
      {appointment && (visit.isError || (visit.data && !takesTreatment)) ? <p className="tm-hint">{t('treat.not_open')}</p> : null}
      {waiting.length === 0 ? (
        <p className="tm-hint">{t('treat.today_empty')}</p>
      ) : (
        <ul className="tm-today">
          {waiting.map((item) => {
            const what = `${item.tooth ?? t(`jaws.${item.jaw ?? 'both'}`)} ${item.service?.name ?? stageName(item)}`;
            return (
              <li key={item.uuid}>
                <span>
                  <strong>{item.tooth ?? t(`jaws.${item.jaw ?? 'both'}`)}</strong> {item.service?.name ?? stageName(item)}
                  {item.surfaces.length ? ` · ${item.surfaces.map((s) => t(`surfaces.short.${s}`)).join('')}` : ''}
                  <small>{planName(item.plan_uuid)}</small>
                </span>
                <Button
                  variant="secondary"
                  disabled={!takesTreatment}
                  aria-label={t('treat.action_item', { what })}
                  onClick={() =>
                    takesTreatment &&
                    appointment &&
                    treat.mutate(
                      { item: item.uuid, appointment_uuid: appointment },
                      { onSuccess: () => toast.success(t('treat.done')), onError: (e) => failed(t, 'errors.save_failed', e) },
                    )
                  }
                >
                  {t('treat.action')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
