import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@dental/api-client';
import { useCan } from '@dental/auth';
import type { HistoryPage } from '@dental/contracts';
import { Card, EmptyState, ErrorCard, IconCalendar, LoadingBlock, Pagination, useDateFormat } from '@dental/ui';
import { keys } from '../api/queries';
import { fullName } from '../lib/labels';

type Row = HistoryPage['data'][number];
const PER_PAGE = 10;

/** The patient's appointments in every branch (calendar_view), upcoming first, then past. */
export function AppointmentsSection({ patientUuid }: { patientUuid: string }) {
  const can = useCan();
  return can('calendar_view') ? <AppointmentsList patientUuid={patientUuid} /> : null;
}

function AppointmentsList({ patientUuid }: { patientUuid: string }) {
  const { t } = useTranslation('patients');
  // On the appointment's branch wall clock, as the calendar shows it, whatever the browser's zone.
  const dates = useDateFormat();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: keys.part(patientUuid, 'appointments', page),
    queryFn: ({ signal }) =>
      api.page<Row>('/calendar/history', { patient_uuid: patientUuid, include_upcoming: 'true', page, per_page: PER_PAGE }, { signal }),
    placeholderData: keepPreviousData,
  });

  let body;
  if (query.isPending) body = <LoadingBlock />;
  else if (query.isError) body = <ErrorCard text={t('appointments.load_failed')} onRetry={() => void query.refetch()} />;
  else if (query.data.data.length === 0) {
    body = <EmptyState icon={<IconCalendar size={28} />} title={t('appointments.empty_title')} text={t('appointments.empty_text')} />;
  } else {
    // The answer is newest first: what has not ended yet comes before what has.
    const now = Date.now();
    const rows = query.data.data;
    const upcoming = rows.filter((r) => r.time_to && Date.parse(r.time_to) > now);
    const past = rows.filter((r) => !upcoming.includes(r));
    const group = (label: string, items: Row[]) =>
      items.length ? (
        <tbody>
          <tr>
            <th scope="colgroup" colSpan={6}>
              {label}
            </th>
          </tr>
          {items.map((r) => (
            <tr key={r.uuid} className={r.deleted || r.status === 4 ? 'pt-faint' : undefined}>
              <td className="pt-nowrap">{dates.dateTime(r.time_from, r.branch.time_zone)}</td>
              <td>{r.branch.name}</td>
              <td className="pt-wide-only">{r.room?.name ?? ''}</td>
              <td>{r.practitioner ? fullName(r.practitioner) : ''}</td>
              <td className="pt-wide-only">{r.service?.name ?? ''}</td>
              <td>
                {t(`common:appointment_status.${r.status_name}`)}
                {r.deleted ? <div className="pt-muted">{t('appointments.deleted')}</div> : null}
              </td>
            </tr>
          ))}
        </tbody>
      ) : null;
    body = (
      <>
        <div className="dc-table-wrap">
          <table className="dc-table">
            <caption className="dc-visually-hidden">{t('appointments.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('appointments.when')}</th>
                <th scope="col">{t('appointments.branch')}</th>
                <th scope="col" className="pt-wide-only">
                  {t('appointments.room')}
                </th>
                <th scope="col">{t('appointments.practitioner')}</th>
                <th scope="col" className="pt-wide-only">
                  {t('appointments.service')}
                </th>
                <th scope="col">{t('appointments.status')}</th>
              </tr>
            </thead>
            {group(t('appointments.upcoming'), upcoming)}
            {group(t('appointments.past'), past)}
          </table>
        </div>
        <Pagination
          page={page}
          perPage={query.data.meta.per_page}
          total={query.data.meta.total}
          onPage={setPage}
          labels={{
            nav: t('list.pages'),
            previous: t('list.previous'),
            next: t('list.next'),
            page: (n) => t('list.page', { page: n }),
            range: (from, to, total) => t('list.range', { from, to, total }),
          }}
        />
      </>
    );
  }
  return <Card title={t('appointments.title')}>{body}</Card>;
}
