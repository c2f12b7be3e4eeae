import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recall } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { Table, useDateFormat } from '@dental/ui';
import { Link } from '@dental/ui/router';
import { personName } from '../data/reference-data';
import { RecallRowActions } from './RecallRowActions';
import { typeName } from './recall-format';

/** The recall list's rows: who (and their doctor), the phone to call, what is due when, where it stands, the attempts, the actions. */
export function RecallTable({
  rows,
  timeZone,
  booking,
  onLog,
  onDate,
  onBook,
  invitation,
}: {
  rows: Recall[];
  timeZone: string;
  booking: boolean;
  onLog: (recall: Recall) => void;
  onDate: (recall: Recall) => void;
  onBook: (recall: Recall) => void;
  /** The row actions' "Send an invitation" slot (RecallRowActions), for the messaging module. */
  invitation?: (recall: Recall) => ReactNode;
}) {
  const { t, i18n } = useTranslation('recalls');
  const dates = useDateFormat();
  const can = useCan();
  return (
    <Table
      caption={t('caption')}
      rows={rows}
      rowKey={(r) => r.uuid}
      columns={[
        {
          key: 'patient',
          header: t('columns.patient'),
          render: (r) => (
            <span className="rc-cell">
              <strong>{can('patients_view') ? <Link to={`/patients/${r.patient.uuid}/details`}>{personName(r.patient)}</Link> : personName(r.patient)}</strong>
              {r.doctor ? <span className="cal-muted">{t('doctor', { name: personName(r.doctor) })}</span> : null}
            </span>
          ),
        },
        {
          key: 'phone',
          header: t('columns.phone'),
          render: (r) =>
            r.patient.phone ? (
              <a href={`tel:${r.patient.phone.replace(/[^\d+]/g, '')}`} aria-label={t('call', { patient: personName(r.patient), phone: r.patient.phone })}>
                {r.patient.phone}
              </a>
            ) : (
              <span className="cal-muted">{t('no_phone')}</span>
            ),
        },
        { key: 'type', header: t('columns.type'), render: (r) => typeName(r.type.name, i18n.language) },
        {
          key: 'due',
          header: t('columns.due_date'),
          render: (r) => (
            <span className="rc-cell">
              <span>{dates.date(r.due_date)}</span>
              {r.done_on ? <span className="cal-muted">{t('done_on', { date: dates.date(r.done_on) })}</span> : null}
              {r.override ? <span className="cal-muted">{t(`by_hand.${r.override.kind}`, { reason: r.override.reason })}</span> : null}
            </span>
          ),
        },
        {
          key: 'state',
          header: t('columns.state'),
          render: (r) => (
            <span className="rc-cell">
              <span className={`rc-state rc-state--${r.state}`}>{t(`state.${r.state}`)}</span>
              {r.booking ? <span className="cal-muted">{t('booked_for', { when: dates.dateTime(r.booking.time_from, timeZone) })}</span> : null}
            </span>
          ),
        },
        {
          key: 'attempts',
          header: t('columns.attempts'),
          render: (r) => {
            const [last] = r.attempts;
            return last ? (
              <span className="rc-cell">
                <span>{t('attempts_count', { count: r.attempts.length })}</span>
                <span className="cal-muted">
                  {t('attempt_line', { date: dates.date(last.created_at, timeZone), channel: t(`channel.${last.channel}`), outcome: t(`outcome.${last.outcome}`) })}
                </span>
              </span>
            ) : (
              <span className="cal-muted">{t('attempts_none')}</span>
            );
          },
        },
        {
          key: 'actions',
          header: t('columns.actions'),
          render: (r) => <RecallRowActions recall={r} booking={booking} onLog={onLog} onDate={onDate} onBook={onBook} invitation={invitation} />,
        },
      ]}
    />
  );
}
