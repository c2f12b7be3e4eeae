import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@dental/auth';
import { Button, Card, ErrorCard, FormItem, Input, Modal, Page, Spinner, Table, useDateFormat } from '@dental/ui';
import { HISTORY_PAGE_SIZE, useAppointmentChanges, useBranchHistory, type HistoryRow as Row } from '../data/history';
import { personName, useBranchTimeZone } from '../data/reference-data';
import { statusKey } from '../lib/status';
import { SectionTabs } from './SectionTabs';

/** One appointment's change log (oldest first): who, when, what changed from what to what. */
function ChangesDialog({ row, timeZone, onClose }: { row: Row; timeZone: string; onClose: () => void }) {
  const { t } = useTranslation('calendar');
  const dates = useDateFormat();
  const query = useAppointmentChanges(row.uuid);
  // Field names as the panel labels them; instants on the branch's clock, cents as euros, codes as labels.
  const fieldLabel: Record<string, string> = {
    time_from: t('panel.time_from'),
    time_to: t('panel.time_to'),
    room_uuid: t('panel.room'),
    practitioner_uuid: t('panel.practitioner'),
    assistant_uuid: t('panel.assistant'),
    patient_uuid: t('panel.patient'),
    speciality_uuid: t('panel.speciality'),
    service_uuid: t('panel.service'),
    price: t('panel.price'),
    reason: t('panel.reason'),
    status: t('panel.status'),
    comment: t('panel.comment'),
    desired_date: t('panel.desired_date'),
  };
  const show = (field: string, v: unknown, names: Record<string, string> = {}): string => {
    if (v === null || v === undefined || v === '') return '—';
    if (field === 'status' && typeof v === 'number') return t(statusKey(v as 0));
    if (field === 'reason') return t(`reason.${v}` as 'reason.acute');
    if (field === 'price' && typeof v === 'number') return `${(v / 100).toFixed(2)} €`;
    if (field.endsWith('_uuid')) return (typeof v === 'string' && names[v]) || t('history.unknown_record');
    if (typeof v === 'string' && /^\d{4}-\d\d-\d\dT/.test(v)) return dates.dateTime(v, timeZone);
    return typeof v === 'object' ? JSON.stringify(v) : String(v);
  };
  return (
    <Modal open title={`${t('history.changes_title')}: ${personName(row.patient)}`} onClose={onClose}>
      {query.isPending ? <Spinner /> : null}
      {query.data && !query.data.length ? <p className="cal-muted">{t('history.no_changes')}</p> : null}
      <ol className="cal-changes">
        {(query.data ?? []).map((c) => (
          <li key={c.uuid}>
            <strong>{t(`history.action.${c.action}`)}</strong> · {dates.dateTime(c.created_at, timeZone)} ·{' '}
            {t('history.by', { name: c.user ? personName(c.user) : t('history.system') })}
            {Object.keys(c.changes).length ? (
              <ul className="cal-plain">
                {Object.entries(c.changes).map(([field, [before, after]]) => (
                  <li key={field}>
                    {fieldLabel[field] ?? t('history.other_field')}: {show(field, before, c.names)} → {show(field, after, c.names)}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </Modal>
  );
}

/** /calendar-history: past appointments of the branch, newest first, each with its change log. */
export default function HistoryPage() {
  const { t } = useTranslation('calendar');
  const dates = useDateFormat();
  const branch = useSession((s) => s.branchUuid) ?? '';
  const tz = useBranchTimeZone(branch);
  const [page, setPage] = useState(1);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [open, setOpen] = useState<Row | null>(null);
  const query = useBranchHistory(branch, page, from, to);
  const rows = query.data ?? [];
  return (
    <Page title={t('titles.history')}>
      <SectionTabs section="calendar" />
      <div className="cal-filters">
        <FormItem label={t('history.from')} htmlFor="history-from">
          <Input id="history-from" type="date" value={from} onChange={(e) => (setFrom(e.target.value), setPage(1))} />
        </FormItem>
        <FormItem label={t('history.to')} htmlFor="history-to">
          <Input id="history-to" type="date" value={to} onChange={(e) => (setTo(e.target.value), setPage(1))} />
        </FormItem>
      </div>
      {query.isError ? <ErrorCard text={t('history.load_failed')} onRetry={() => void query.refetch()} /> : null}
      <Card>
        <Table
          caption={t('titles.history')}
          rows={rows}
          rowKey={(r) => r.uuid}
          isDisabled={(r) => r.deleted}
          empty={query.isPending ? t('common.loading') : t('empty.history_text')}
          columns={[
            { key: 'when', header: t('history.when'), render: (r) => dates.dateTime(r.time_from, tz) },
            { key: 'patient', header: t('history.patient'), render: (r) => <strong>{personName(r.patient)}</strong> },
            { key: 'practitioner', header: t('history.practitioner'), render: (r) => personName(r.practitioner) },
            { key: 'status', header: t('history.status'), render: (r) => `${t(statusKey(r.status))}${r.deleted ? ` (${t('history.deleted')})` : ''}` },
            {
              key: 'changes',
              header: t('history.changes'),
              render: (r) => (
                <Button variant="ghost" className="cal-small" onClick={() => setOpen(r)}>
                  {t('history.show_changes', { count: r.change_count })}
                </Button>
              ),
            },
          ]}
        />
        <div className="cal-pager">
          <button type="button" className="dc-step-button" aria-label={t('history.previous_page')} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            ‹
          </button>
          <span className="cal-pager__text">{page}</span>
          <button type="button" className="dc-step-button" aria-label={t('history.next_page')} disabled={rows.length < HISTORY_PAGE_SIZE} onClick={() => setPage(page + 1)}>
            ›
          </button>
        </div>
      </Card>
      {open ? <ChangesDialog row={open} timeZone={tz} onClose={() => setOpen(null)} /> : null}
    </Page>
  );
}
