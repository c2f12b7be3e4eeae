import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Patient, PatientAuditChanges, PatientAuditEntry } from '@dental/contracts';
import { Card, IconClipboard, ListState, Pagination, TableFrame, useDateFormat } from '@dental/ui';
import { useAuditTrail } from '../data/patient-history';
import { fullName } from '../lib/labels';
import { pagerLabels } from '../lib/pager';
import { AppointmentsSection } from './AppointmentsSection';

/** Fields whose values are codes of a dictionary, and fields that hold dates. */
const CODED: Record<string, string> = { gender: 'genders', status: 'statuses', document_type: 'document_types' };
const DATES = new Set(['dob', 'document_date', 'document_expiration', 'insurance_expiration']);

/** One recorded value as the user reads it: codes translated, dates in the UI format, lists joined. */
function valueText(field: string, value: unknown, t: TFunction, date: (ymd: string) => string): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return t('patients:not_set');
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (CODED[field]) return t(`patients:${CODED[field]}.${String(value)}`, { defaultValue: String(value) });
  if (DATES.has(field) && typeof value === 'string') return date(value);
  return String(value);
}

/** What changed, in words: each changed field's value before and after, else the fields sent, or the file's name. */
function detail(entry: PatientAuditEntry, t: TFunction, date: (ymd: string) => string): string[] {
  const d = entry.details ?? {};
  // The remote carries no schema library: `changes` is the contract's PatientAuditChanges when it is an object.
  const changes = d.changes && typeof d.changes === 'object' ? (d.changes as PatientAuditChanges) : null;
  if (changes && Object.keys(changes).length) {
    return Object.entries(changes).map(([field, { before, after }]) =>
      t('patients:history.change', {
        field: t(`patients:fields.${field}`, { defaultValue: field }),
        before: valueText(field, before, t, date),
        after: valueText(field, after, t, date),
      }),
    );
  }
  if (typeof d.merged_name === 'string') return [t('patients:history.merged_from', { name: d.merged_name })];
  const fields = Array.isArray(d.fields) ? (d.fields as string[]) : null;
  if (fields?.length) return [t('patients:history.fields', { fields: fields.map((f) => t(`patients:fields.${f}`, { defaultValue: f })).join(', ') })];
  const name = typeof d.name === 'string' ? d.name : typeof d.file_name === 'string' ? d.file_name : '';
  return name ? [name] : [];
}

/** The history tab: the patient's appointments (with calendar_view), then the card's audit trail. */
export function HistoryTab({ patient }: { patient: Patient }) {
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
                    <td>
                      <strong>{t(`history.actions.${e.action}`)}</strong> {t(`history.resources.${e.resource}`, { defaultValue: e.resource })}
                      {detail(e, t, dates.date).map((line) => (
                        <div key={line} className="pt-muted">
                          {line}
                        </div>
                      ))}
                    </td>
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
