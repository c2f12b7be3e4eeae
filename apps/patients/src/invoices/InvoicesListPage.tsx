import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceListQuery } from '@dental/contracts';
import { INVOICE_FILTER_KEYS, INVOICE_LIST_STATUSES, PAYMENT_METHODS, type InvoiceFilterKey } from '@dental/contracts/values';
import { downloadBlob } from '@dental/api-client';
import { useCan, useSession } from '@dental/auth';
import { Button, Card, EmptyState, ErrorCard, IconInvoice, Input, LoadingBlock, Page, Pagination, SearchInput, Select, toast } from '@dental/ui';
import { Navigate, useSearchParams } from '@dental/ui/router';
import { invoicesApi, useInvoiceList } from '../data/invoices';
import { useStaff } from '../data/staff';
import { failed } from '../lib/notify';
import { pagerLabels } from '../lib/pager';
import { personName } from './format';
import { InvoiceSumsBar, InvoiceTable } from './InvoiceTable';

const PER_PAGE = 25;
/**
 * The contract's list filters the screen keeps in the address: all but the branch (the session's),
 * the kind and the patient (the patient's own invoice tab sets those).
 */
const ADDRESS_FILTERS = INVOICE_FILTER_KEYS.filter((key): key is Exclude<InvoiceFilterKey, 'branch_uuid' | 'kind' | 'patient_uuid'> => !['branch_uuid', 'kind', 'patient_uuid'].includes(key));
const isDate = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

/** The filters live in the address (?status=&date_from=&method=...), so Back and a shared link keep them. */
function useListParams(branch: string | undefined): [InvoiceListQuery, (patch: Partial<InvoiceListQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const method = Number(params.get('method') ?? Number.NaN);
  const value: InvoiceListQuery = {
    branch_uuid: branch,
    status: INVOICE_LIST_STATUSES.find((s) => s === status),
    date_from: isDate(params.get('date_from')),
    date_to: isDate(params.get('date_to')),
    doctor_uuid: params.get('doctor_uuid') || undefined,
    method: PAYMENT_METHODS.find((m) => m === method),
    search: params.get('search') || undefined,
    sort: 'created_at',
    order: 'desc',
    page: Math.max(1, Number(params.get('page')) || 1),
    per_page: PER_PAGE,
  };
  const update = (patch: Partial<InvoiceListQuery>) => {
    const next = { ...value, page: 1, ...patch };
    const out = new URLSearchParams();
    for (const key of [...ADDRESS_FILTERS, 'page'] as const) {
      const v = next[key];
      if (v === undefined || v === '' || (key === 'page' && v === 1)) continue;
      out.set(key, String(v));
    }
    setParams(out, { replace: true });
  };
  return [value, update];
}

/** /invoices: every invoice of the chosen branch, filtered, with the sums of the filtered rows. */
export default function InvoicesListPage() {
  const can = useCan();
  // The route needs patients_view (docs/spec.md); reading invoices needs patients_invoices_view.
  return can('patients_invoices_view') ? <BranchInvoices /> : <Navigate to="/403" replace />;
}

function BranchInvoices() {
  const { t } = useTranslation('invoices');
  const can = useCan();
  const id = useId();
  const branch = useSession((s) => s.branchUuid) ?? undefined;
  const [params, update] = useListParams(branch);
  const list = useInvoiceList(params);
  const doctors = useStaff(1);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    if (list.isError) failed(t, 'invoices:toast.list_failed', list.error);
  }, [list.isError, list.error, t]);

  const filtered = ADDRESS_FILTERS.some((key) => params[key] !== undefined && params[key] !== '');
  const clear = () => update(Object.fromEntries(ADDRESS_FILTERS.map((key) => [key, undefined])));
  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await invoicesApi.exportCsv(params);
      downloadBlob(file.blob, file.filename ?? 'invoices.csv');
      toast.success(t('toast.export_done'));
    } catch (error) {
      failed(t, 'invoices:toast.export_failed', error);
    } finally {
      setExporting(false);
    }
  };
  const rows = list.data?.data ?? [];
  const f = (name: string) => `${id}-${name}`;

  return (
    <Page
      title={t('titles.list')}
      actions={
        can('invoices_export') ? (
          <Button variant="secondary" onClick={exportCsv} disabled={exporting}>
            {exporting ? t('actions.exporting') : t('actions.export')}
          </Button>
        ) : null
      }
    >
      <div className="pt-filters" role="search" aria-label={t('filters.label')}>
        <SearchInput
          className="pt-filters__search"
          value={params.search ?? ''}
          onSearch={(search) => search !== (params.search ?? '') && update({ search: search || undefined })}
          label={t('columns.patient')}
          clearLabel={t('filters.clear')}
          placeholder={t('filters.patient_placeholder')}
        />
        <label className="pt-filter" htmlFor={f('status')}>
          <span>{t('columns.status')}</span>
          <Select
            id={f('status')}
            value={params.status ?? ''}
            onChange={(e) => update({ status: INVOICE_LIST_STATUSES.find((s) => s === e.target.value) })}
            placeholder={t('filters.all')}
            options={INVOICE_LIST_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
        </label>
        <label className="pt-filter" htmlFor={f('from')}>
          <span>{t('filters.from')}</span>
          <Input id={f('from')} type="date" value={params.date_from ?? ''} max={params.date_to} onChange={(e) => update({ date_from: e.target.value || undefined })} />
        </label>
        <label className="pt-filter" htmlFor={f('to')}>
          <span>{t('filters.to')}</span>
          <Input id={f('to')} type="date" value={params.date_to ?? ''} min={params.date_from} onChange={(e) => update({ date_to: e.target.value || undefined })} />
        </label>
        {doctors.data ? (
          <label className="pt-filter" htmlFor={f('doctor')}>
            <span>{t('columns.doctor')}</span>
            <Select
              id={f('doctor')}
              value={params.doctor_uuid ?? ''}
              onChange={(e) => update({ doctor_uuid: e.target.value || undefined })}
              placeholder={t('filters.all')}
              options={doctors.data.map((u) => ({ value: u.uuid, label: personName(u) }))}
            />
          </label>
        ) : null}
        {/* Any payment of the method: a cash + card invoice is under both (docs/decisions.md "Invoices screens"). */}
        <label className="pt-filter" htmlFor={f('method')}>
          <span>{t('filters.method')}</span>
          <Select
            id={f('method')}
            value={params.method === undefined ? '' : String(params.method)}
            onChange={(e) => update({ method: PAYMENT_METHODS.find((m) => String(m) === e.target.value) })}
            placeholder={t('filters.all')}
            options={PAYMENT_METHODS.map((m) => ({ value: String(m), label: t(`method.${m}`) }))}
          />
        </label>
      </div>

      {list.isPending ? (
        <LoadingBlock label={t('list.loading')} />
      ) : list.isError && !list.data ? (
        <ErrorCard text={t('toast.list_failed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : rows.length === 0 ? (
        <Card>
          {filtered ? (
            <EmptyState
              icon={<IconInvoice size={28} />}
              title={t('empty.filter_title')}
              text={t('empty.filter_text')}
              action={
                <Button variant="secondary" onClick={clear}>
                  {t('filters.clear')}
                </Button>
              }
            />
          ) : (
            <EmptyState icon={<IconInvoice size={28} />} title={t('empty.list_title')} text={t('empty.list_text')} />
          )}
        </Card>
      ) : (
        <div className="inv-sections" aria-busy={list.isFetching}>
          {list.data ? <InvoiceSumsBar sums={list.data.sums} /> : null}
          <InvoiceTable rows={rows} caption={t('list.caption')} withPatient stale={list.isPlaceholderData} />
          <Pagination page={params.page} perPage={PER_PAGE} total={list.data?.meta.total ?? 0} onPage={(page) => update({ page })} labels={pagerLabels(t)} />
        </div>
      )}
    </Page>
  );
}
