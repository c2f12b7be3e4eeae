import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recall, RecallState } from '@dental/contracts';
import { RECALL_STATES } from '@dental/contracts/values';
import { useCan, useSession } from '@dental/auth';
import { Button, Card, EmptyState, ErrorCard, IconRecall, Input, LoadingBlock, Page, Pagination, Select, Tabs } from '@dental/ui';
import { useNavigate, useSearchParams } from '@dental/ui/router';
import { todayIn } from '@dental/domain-time';
import { personName, useBranchTimeZone, useServices, useStaff } from '../data/reference-data';
import { toastFailure } from '../data/appointments';
import { useBookingPatient } from '../data/patients';
import { RECALLS_PAGE_SIZE, useRecalls, useRecallTypes, type RecallFilters } from '../data/recalls';
import { usePanel } from '../state/panel-store';
import { AddRecallDialog } from './AddRecallDialog';
import { AttemptDialog } from './AttemptDialog';
import { DueDateDialog } from './DueDateDialog';
import { InviteDialog } from './InviteDialog';
import { RecallTable } from './RecallTable';
import { recallBookingDraft } from './recall-booking';
import { typeName } from './recall-format';
import './texts';
import './recalls.css';

/** The tabs, in the order the desk works them: the overdue first. */
const TABS = ['all', 'overdue', 'due', 'contacted', 'booked'] as const;
const isDate = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '');

/** The filters live in the address (?state=&type=&doctor=&due_from=&due_to=&page=): Back and a shared link keep them. */
function useRecallParams(branch: string): [RecallFilters, (patch: Partial<RecallFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters: RecallFilters = {
    branch,
    state: RECALL_STATES.find((s) => s === params.get('state')) ?? '',
    type: params.get('type') ?? '',
    doctor: params.get('doctor') ?? '',
    dueFrom: isDate(params.get('due_from')),
    dueTo: isDate(params.get('due_to')),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const update = (patch: Partial<RecallFilters>) => {
    const next = { ...filters, page: 1, ...patch };
    const out = new URLSearchParams();
    const put = (key: string, value: string | number) => (value && !(key === 'page' && value === 1) ? out.set(key, String(value)) : undefined);
    put('state', next.state);
    put('type', next.type);
    put('doctor', next.doctor);
    put('due_from', next.dueFrom);
    put('due_to', next.dueTo);
    put('page', next.page);
    setParams(out, { replace: true });
  };
  return [filters, update];
}

/**
 * /recalls: the branch's patients due for a periodic visit, by due date, with the count of each
 * state as tabs; one click calls (tel:), logs an attempt, changes the date, or books: the
 * calendar opens on the day with the booking panel filled (patient, service, their doctor).
 */
export default function RecallsPage() {
  const { t, i18n } = useTranslation('recalls');
  const can = useCan();
  const navigate = useNavigate();
  const id = useId();
  const branch = useSession((s) => s.branchUuid) ?? '';
  const timeZone = useBranchTimeZone(branch);
  const [filters, update] = useRecallParams(branch);
  const list = useRecalls(filters);
  const types = useRecallTypes();
  const services = useServices();
  const doctors = useStaff(branch).filter((s) => s.position_types.includes(1));
  const bookingPatient = useBookingPatient();
  const [logging, setLogging] = useState<Recall | null>(null);
  const [dating, setDating] = useState<Recall | null>(null);
  const [adding, setAdding] = useState(false);
  const [inviting, setInviting] = useState<Recall | null>(null);
  // The invitation is the branch's template: it needs a branch chosen, and writes on the patient's card (patients_edit).
  const invitation =
    branch && can('patients_edit') && can('recall_edit')
      ? (recall: Recall) => (
          <Button variant="ghost" className="cal-small" aria-label={t('actions.row', { action: t('actions.invite'), patient: personName(recall.patient) })} onClick={() => setInviting(recall)}>
            {t('actions.invite')}
          </Button>
        )
      : undefined;

  const book = (recall: Recall) =>
    bookingPatient.mutate(recall.patient.uuid, {
      onSuccess: ({ patient, doctor }) => {
        const draft = recallBookingDraft({ recall, patient, doctor, services, today: todayIn(timeZone) });
        usePanel.getState().openNew(draft);
        navigate(`/calendar?view=day&date=${draft.date}`);
      },
      onError: (error) => toastFailure(error, t('toast.book_failed')),
    });

  const counts = list.data?.counts;
  const total = counts ? RECALL_STATES.reduce((sum, s) => sum + counts[s], 0) : null;
  const tabLabel = (tab: (typeof TABS)[number]) => {
    const count = tab === 'all' ? total : (counts?.[tab] ?? null);
    return count === null ? t(`state.${tab}`) : t('state_count', { state: t(`state.${tab}`), count });
  };
  const filtered = Boolean(filters.type || filters.doctor || filters.dueFrom || filters.dueTo);
  const rows = list.data?.data ?? [];
  const f = (name: string) => `${id}-${name}`;

  return (
    <Page
      title={t('title')}
      subtitle={t('intro')}
      actions={
        can('recall_edit') && can('patients_view') && types.data?.length ? (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {t('actions.add')}
          </Button>
        ) : null
      }
    >
      <Tabs label={t('states_label')} value={filters.state || 'all'} onChange={(tab) => update({ state: tab === 'all' ? '' : (tab as RecallState) })} items={TABS.map((tab) => ({ id: tab, label: tabLabel(tab) }))} />
      <div className="cal-filters rc-filters" role="search" aria-label={t('filters.label')}>
        <label className="rc-filter" htmlFor={f('type')}>
          <span>{t('filters.type')}</span>
          <Select
            id={f('type')}
            value={filters.type}
            placeholder={t('filters.all')}
            onChange={(e) => update({ type: e.target.value })}
            options={(types.data ?? []).map((type) => ({ value: type.uuid, label: typeName(type.name, i18n.language) }))}
          />
        </label>
        <label className="rc-filter" htmlFor={f('doctor')}>
          <span>{t('filters.doctor')}</span>
          <Select id={f('doctor')} value={filters.doctor} placeholder={t('filters.all')} onChange={(e) => update({ doctor: e.target.value })} options={doctors.map((d) => ({ value: d.uuid, label: personName(d) }))} />
        </label>
        <label className="rc-filter" htmlFor={f('from')}>
          <span>{t('filters.due_from')}</span>
          <Input id={f('from')} type="date" value={filters.dueFrom} max={filters.dueTo || undefined} onChange={(e) => update({ dueFrom: e.target.value })} />
        </label>
        <label className="rc-filter" htmlFor={f('to')}>
          <span>{t('filters.due_to')}</span>
          <Input id={f('to')} type="date" value={filters.dueTo} min={filters.dueFrom || undefined} onChange={(e) => update({ dueTo: e.target.value })} />
        </label>
        {filtered ? (
          <Button variant="ghost" onClick={() => update({ type: '', doctor: '', dueFrom: '', dueTo: '' })}>
            {t('filters.clear')}
          </Button>
        ) : null}
      </div>

      {list.isPending ? (
        <LoadingBlock label={t('loading')} />
      ) : list.isError && !list.data ? (
        <ErrorCard text={t('toast.load_failed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : types.data && !types.data.length ? (
        <Card>
          <EmptyState icon={<IconRecall size={28} />} title={t('empty.types_title')} text={t('empty.types_text')} />
        </Card>
      ) : rows.length === 0 ? (
        <Card>
          <EmptyState
            icon={<IconRecall size={28} />}
            title={t('empty.title')}
            text={t('empty.text')}
            action={
              filtered ? (
                <Button variant="secondary" onClick={() => update({ type: '', doctor: '', dueFrom: '', dueTo: '' })}>
                  {t('filters.clear')}
                </Button>
              ) : undefined
            }
          />
        </Card>
      ) : (
        <Card>
          <div aria-busy={list.isFetching}>
            <RecallTable rows={rows} timeZone={timeZone} booking={bookingPatient.isPending} onLog={setLogging} onDate={setDating} onBook={book} invitation={invitation} />
          </div>
          <Pagination
            page={filters.page}
            perPage={RECALLS_PAGE_SIZE}
            total={list.data?.meta.total ?? 0}
            onPage={(page) => update({ page })}
            labels={{
              nav: t('pager.nav'),
              previous: t('pager.previous'),
              next: t('pager.next'),
              page: (page) => t('pager.page', { page }),
              range: (from, to, total) => t('pager.range', { from, to, total }),
            }}
          />
        </Card>
      )}
      {logging ? <AttemptDialog recall={logging} timeZone={timeZone} onClose={() => setLogging(null)} /> : null}
      {dating ? <DueDateDialog recall={dating} onClose={() => setDating(null)} /> : null}
      {inviting ? <InviteDialog recall={inviting} branch={branch} onClose={() => setInviting(null)} /> : null}
      {adding && types.data ? <AddRecallDialog types={types.data} today={todayIn(timeZone)} onClose={() => setAdding(false)} /> : null}
      {list.data && list.isFetching ? (
        <span className="dc-visually-hidden" role="status">
          {t('loading')}
        </span>
      ) : null}
    </Page>
  );
}
