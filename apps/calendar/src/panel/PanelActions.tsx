import { useTranslation } from 'react-i18next';
import type { Appointment } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { Button, ConfirmDialog } from '@dental/ui';
import { todayIn, wallOf } from '@dental/domain-time';
import { DentalCardLink } from '../components/DentalCardLink';
import { canCancel, canEnd, canStart } from '../lib/status';
import { InvoiceButton } from './InvoiceButton';
import type { BookingActions } from './useBookingActions';

/**
 * The panel's buttons: Save (or Book), Start (today's appointments only, the server refuses
 * others), End, the invoice, the dental card, and Cancel after a confirmation; with the notes that
 * explain an appointment outside work time or a Start not offered today.
 */
export function PanelActions({
  appointment,
  branch,
  timeZone,
  editable,
  actions,
  fieldId,
}: {
  appointment: Appointment | null;
  branch: string;
  timeZone: string;
  editable: boolean;
  actions: BookingActions;
  fieldId: (name: string) => string;
}) {
  const { t } = useTranslation('calendar');
  const can = useCan();
  const { action, busy } = actions;
  const startable = !!appointment && can('calendar_edit') && canStart(appointment.status);
  const isToday = !!appointment?.time_from && wallOf(Date.parse(appointment.time_from), timeZone).ymd === todayIn(timeZone);
  return (
    <>
      {appointment?.outside_work_time ? (
        <p className="cal-hint cal-warning" role="note">
          {t('errors:USER_NOT_WORKING')}
        </p>
      ) : null}
      {startable && !isToday ? (
        <p id={fieldId('start-note')} className="cal-hint">
          {t('panel.start_only_today')}
        </p>
      ) : null}
      <div className="cal-panel__actions">
        {editable ? (
          <Button type="submit" disabled={busy}>
            {appointment ? t('panel.save') : t('panel.create')}
          </Button>
        ) : null}
        {appointment && startable ? (
          <Button
            variant="secondary"
            disabled={busy || !isToday}
            title={isToday ? undefined : t('panel.start_only_today')}
            aria-describedby={isToday ? undefined : fieldId('start-note')}
            onClick={() => action.mutate('start')}
          >
            {t('panel.start')}
          </Button>
        ) : null}
        {appointment && can('calendar_edit') && canEnd(appointment.status) ? (
          <Button variant="secondary" disabled={busy} onClick={() => action.mutate('end')}>
            {t('panel.end')}
          </Button>
        ) : null}
        <InvoiceButton appointment={appointment} branch={branch} />
        {appointment && appointment.status !== 0 ? <DentalCardLink appointment={appointment} /> : null}
        {appointment && can('calendar_delete') && canCancel(appointment.status) ? (
          <Button variant="ghost" className="cal-danger" disabled={busy} onClick={() => actions.setConfirmCancel(true)}>
            {t('panel.cancel_appointment')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={actions.confirmCancel}
        title={t('panel.cancel_confirm_title')}
        text={t('panel.cancel_confirm_text')}
        confirmLabel={t('panel.cancel_confirm_yes')}
        cancelLabel={t('panel.keep')}
        danger
        busy={action.isPending}
        onConfirm={() => action.mutate('cancel')}
        onCancel={() => actions.setConfirmCancel(false)}
      />
    </>
  );
}
