import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Patient, PatientAuditEntry } from '@dental/contracts';
import { addNamespaceBundle } from '@dental/i18n/browser';
import dentalTexts from '@dental/i18n/bundles/dental';
import notesTexts from '@dental/i18n/bundles/notes';
import { Card, IconClipboard, ListState, Pagination, TableFrame, useDateFormat } from '@dental/ui';
import { useAuditTrail } from '../data/patient-history';
import { useMoney } from '../invoices/format';
import '../invoices/texts';
import { describeEntry, type WordFormats } from './history-words';
import { fullName } from '../lib/labels';
import { pagerLabels } from '../lib/pager';
import { AppointmentsSection } from './AppointmentsSection';

// The words of the trail name teeth, surfaces, payments and notes: their texts travel with this tab's chunk.
addNamespaceBundle('dental', dentalTexts);
addNamespaceBundle('notes', notesTexts);

/** The history tab: the patient's appointments (with calendar_view), then the card's audit trail. */
export default function HistoryTab({ patient }: { patient: Patient }) {
  const { t } = useTranslation('patients');
  return (
    <div className="pt-details">
      <AppointmentsSection patientUuid={patient.uuid} />
      <Card title={t('appointments.changes')}>
        <AuditTrail patient={patient} />
      </Card>
    </div>
  );
}

/** The audit trail of the card, newest first (admins also see reads and IPs). */
function AuditTrail({ patient }: { patient: Patient }) {
  const { t } = useTranslation('patients');
  const dates = useDateFormat();
  const money = useMoney();
  const formats = useMemo<WordFormats>(() => ({ date: dates.date, dateTime: dates.dateTime, money }), [dates, money]);
  const [page, setPage] = useState(1);
  const history = useAuditTrail(patient.uuid, page);
  return (
    <ListState
      query={history}
      errorText={t('toast.load_failed')}
      isEmpty={({ data }) => data.length === 0}
      empty={{ icon: <IconClipboard size={28} />, title: t('empty.history_title'), text: t('empty.history_text') }}
    >
      {({ data, meta }) => {
        const admin = data.some((e) => e.ip);
        return (
          <div>
            <TableFrame
              caption={t('tabs.history')}
              head={
                <>
                  <th scope="col">{t('history.when')}</th>
                  <th scope="col">{t('history.who')}</th>
                  <th scope="col">{t('history.what')}</th>
                  {admin ? <th scope="col" className="pt-wide-only">{t('history.where')}</th> : null}
                </>
              }
            >
              <tbody>
                {data.map((e) => (
                  <tr key={e.uuid}>
                    <td className="pt-nowrap">{dates.dateTime(e.created_at)}</td>
                    <td>{e.actor ? fullName(e.actor) : t('history.system')}</td>
                    <EntryCell entry={e} formats={formats} />
                    {admin ? <td className="pt-wide-only pt-muted">{[e.ip, e.request_id].filter(Boolean).join(' · ')}</td> : null}
                  </tr>
                ))}
              </tbody>
            </TableFrame>
            <Pagination page={page} perPage={meta.per_page} total={meta.total} onPage={setPage} labels={pagerLabels(t)} />
          </div>
        );
      }}
    </ListState>
  );
}

/** One entry in words: the sentence, then its values one a line. */
function EntryCell({ entry, formats }: { entry: PatientAuditEntry; formats: WordFormats }) {
  const { t } = useTranslation('patients');
  const words = describeEntry(entry, t, formats);
  return (
    <td>
      <strong>{words.title}</strong>
      {words.lines.map((line) => (
        <div key={line} className="pt-muted">
          {line}
        </div>
      ))}
    </td>
  );
}
