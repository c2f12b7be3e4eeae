import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@dental/auth';
import { Card, IconCalendar, ListState, Pagination, TableFrame, useDateFormat } from '@dental/ui';
import { usePatientAppointments, type AppointmentRow as Row } from '../data/patient-history';
import { fullName } from '../lib/labels';
import { pagerLabels } from '../lib/pager';

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
  const query = usePatientAppointments(patientUuid, page);
  return (
    <Card title={t('appointments.title')}>
      <ListState
        query={query}
        errorText={t('appointments.load_failed')}
        isEmpty={({ data }) => data.length === 0}
        empty={{ icon: <IconCalendar size={28} />, title: t('appointments.empty_title'), text: t('appointments.empty_text') }}
      >
        {({ data: rows, meta }) => {
          // The answer is newest first: what has not ended yet comes before what has.
          const now = Date.now();
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
          return (
            <>
              <TableFrame
                caption={t('appointments.title')}
                head={
                  <>
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
                  </>
                }
              >
                {group(t('appointments.upcoming'), upcoming)}
                {group(t('appointments.past'), past)}
              </TableFrame>
              <Pagination page={page} perPage={meta.per_page} total={meta.total} onPage={setPage} labels={pagerLabels(t)} />
            </>
          );
        }}
      </ListState>
    </Card>
  );
}
