import { useTranslation } from 'react-i18next';
import type { Appointment } from '@dental/contracts';
import { Button, Spinner } from '@dental/ui';
import { appointmentsApi, toastFailure, toastSaved, useAppointmentWrite } from '../data/appointments';
import { useQueue } from '../data/queue';
import { personName } from '../data/reference-data';
import { QUEUE_DRAG_TYPE, type Draft } from '../state/panel-store';
import { instantOf } from '@dental/domain-time';
import { iso } from '../lib/dates';

/**
 * Unplanned appointments (the queue) in the panel: drag one onto a free slot of the calendar, or
 * "Plan here" into the slot that opened the panel.
 */
export function UnplannedTab({
  branch,
  draft,
  rooms,
  timeZone,
  onPlanned,
}: {
  branch: string;
  draft: Draft | null;
  rooms: readonly { uuid: string; name: string }[];
  timeZone: string;
  onPlanned?: () => void;
}) {
  const { t } = useTranslation('calendar');
  const query = useQueue(branch);
  const plan = useAppointmentWrite(
    branch,
    (a: Appointment) =>
      appointmentsApi.plan(a.uuid, {
        room_uuid: draft!.room_uuid ?? rooms[0].uuid,
        time_from: iso(instantOf(draft!.date, draft!.from, timeZone)),
        time_to: iso(instantOf(draft!.date, draft!.to, timeZone)),
        version: a.version,
      }),
    {
      onSuccess: (saved, a) => {
        toastSaved(saved, t('toast.planned'), t, a);
        onPlanned?.();
      },
      onError: (error) => toastFailure(error, t('toast.plan_failed')),
    },
  );
  if (query.isPending) return <Spinner />;
  const list = query.data ?? [];
  if (!list.length) return <p className="cal-muted">{t('panel.no_unplanned')}</p>;
  return (
    <div>
      <p className="cal-hint">{t('queue.drag_hint')}</p>
      <ul className="cal-list">
        {list.map((a) => (
          <li
            key={a.uuid}
            className="cal-list__item cal-draggable"
            draggable
            onDragStart={(e) => {
              e.dataTransfer.setData(QUEUE_DRAG_TYPE, a.uuid);
              e.dataTransfer.effectAllowed = 'move';
            }}
          >
            <span>
              <strong>{personName(a.patient)}</strong>
              <span className="cal-muted"> {[a.desired_date, personName(a.practitioner)].filter(Boolean).join(' · ')}</span>
            </span>
            {draft && (draft.room_uuid || rooms.length) ? (
              <Button variant="secondary" className="cal-small" disabled={plan.isPending} onClick={() => plan.mutate(a)}>
                {t('panel.plan_here')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
