import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { PatientListItem, PatientListQuery } from '@dental/contracts';
import { PATIENT_SORTS } from '@dental/contracts/values';
import { downloadBlob } from '@dental/api-client';
import { useCan } from '@dental/auth';
import { Button, Card, EmptyState, ErrorCard, IconPatients, LoadingBlock, Page, Pagination, SearchInput, Select, SortButton, TableScroll, toast, useDateFormat, type DateFormat } from '@dental/ui';
import { Link, useNavigate, useSearchParams } from '@dental/ui/router';
import { useBranches } from '../data/branches';
import { patientsApi, usePatientList } from '../data/patients';
import { useStaff } from '../data/staff';
import { pagerLabels } from '../lib/pager';
import { STATUSES, fullName, personalCodeText } from '../lib/labels';
import { failed } from '../lib/notify';
import { SharedCodesNotice } from './SharedCodesNotice';
import './list.css';

const PER_PAGE = 25;
type Sort = PatientListQuery['sort'];
const COLUMNS: { key: string; sort?: Sort; narrow?: boolean; cell: (p: PatientListItem, dates: DateFormat, t: TFunction) => string }[] = [
  { key: 'name', sort: 'last_name', cell: (p) => `${p.last_name} ${p.first_name}` },
  { key: 'personal_code', cell: (p, _dates, t) => personalCodeText(p, t) },
  { key: 'dob', sort: 'dob', cell: (p, dates) => dates.date(p.dob) },
  { key: 'phone', narrow: true, cell: (p) => p.phone ?? '' },
  { key: 'client_card', sort: 'client_card', narrow: true, cell: (p) => p.client_card ?? '' },
  { key: 'doctor', narrow: true, cell: (p) => (p.doctor ? fullName(p.doctor) : '') },
];

/** The filters live in the address (?search=&status=...), so Back and a shared link keep them. */
function useListParams(): [PatientListQuery, (patch: Partial<PatientListQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const status = Number(params.get('status') ?? Number.NaN);
  const sort = params.get('sort') ?? '';
  const value: PatientListQuery = {
    search: params.get('search') || undefined,
    status: STATUSES.find((s) => s === status),
    doctor_uuid: params.get('doctor_uuid') || undefined,
    branch_uuid: params.get('branch_uuid') || undefined,
    sort: PATIENT_SORTS.find((s) => s === sort) ?? 'last_name',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: Math.max(1, Number(params.get('page')) || 1),
    per_page: PER_PAGE,
  };
  const update = (patch: Partial<PatientListQuery>) => {
    const next = { ...value, page: 1, ...patch };
    const out = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) {
      if (k === 'per_page' || v === undefined || v === '' || (k === 'page' && v === 1) || (k === 'sort' && v === 'last_name') || (k === 'order' && v === 'asc')) continue;
      out.set(k, String(v));
    }
    setParams(out, { replace: true });
  };
  return [value, update];
}

export function PatientsListPage() {
  const { t } = useTranslation('patients');
  const dates = useDateFormat();
  const can = useCan();
  const navigate = useNavigate();
  const [params, update] = useListParams();
  const list = usePatientList(params);
  const branches = useBranches();
  const doctors = useStaff(1);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    if (list.isError) failed(t, 'toast.list_failed', list.error);
  }, [list.isError, list.error, t]);

  const filtered = Boolean(params.search || params.status || params.doctor_uuid || params.branch_uuid);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await patientsApi.exportCsv(params);
      downloadBlob(file.blob, file.filename ?? 'patients.csv');
      toast.success(t('toast.export_done'));
    } catch (error) {
      failed(t, 'toast.export_failed', error);
    } finally {
      setExporting(false);
    }
  };
  const rows = list.data?.data ?? [];

  return (
    <Page
      title={t('titles.list')}
      actions={
        <div className="pt-actions">
          {can('patients_export') ? (
            <Button variant="secondary" onClick={exportCsv} disabled={exporting}>
              {exporting ? t('actions.exporting') : t('actions.export')}
            </Button>
          ) : null}
          {can('patients_add') ? <Button onClick={() => navigate('/patients/new')}>{t('actions.new')}</Button> : null}
        </div>
      }
    >
      <SharedCodesNotice />
      <div className="pt-filters" role="search">
        <SearchInput
          className="pt-filters__search"
          value={params.search ?? ''}
          onSearch={(search) => search !== (params.search ?? '') && update({ search: search || undefined })}
          label={t('list.search')}
          clearLabel={t('list.clear_search')}
          placeholder={t('list.search_placeholder')}
        />
        <label className="pt-filter">
          <span>{t('list.status')}</span>
          <Select value={params.status === undefined ? '' : String(params.status)} onChange={(e) => update({ status: STATUSES.find((s) => String(s) === e.target.value) })} placeholder={t('list.all')} options={STATUSES.map((s) => ({ value: String(s), label: t(`statuses.${s}`) }))} />
        </label>
        {doctors.data ? (
          <label className="pt-filter">
            <span>{t('list.doctor')}</span>
            <Select value={params.doctor_uuid ?? ''} onChange={(e) => update({ doctor_uuid: e.target.value || undefined })} placeholder={t('list.all')} options={doctors.data.map((u) => ({ value: u.uuid, label: fullName(u) }))} />
          </label>
        ) : null}
        {branches.data && branches.data.length > 1 ? (
          <label className="pt-filter">
            <span>{t('list.branch')}</span>
            <Select value={params.branch_uuid ?? ''} onChange={(e) => update({ branch_uuid: e.target.value || undefined })} placeholder={t('list.all')} options={branches.data.map((b) => ({ value: b.uuid, label: b.name }))} />
          </label>
        ) : null}
      </div>

      {list.isPending ? (
        <LoadingBlock label={t('list.loading')} />
      ) : list.isError && !list.data ? (
        <ErrorCard text={t('toast.list_failed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : rows.length === 0 ? (
        <Card>
          {filtered ? (
            <EmptyState
              icon={<IconPatients size={28} />}
              title={t('empty.search_title')}
              text={params.search ? t('empty.search_text', { search: params.search }) : t('empty.filter_text')}
              action={
                <Button variant="secondary" onClick={() => update({ search: undefined, status: undefined, doctor_uuid: undefined, branch_uuid: undefined })}>
                  {t('actions.clear_filters')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<IconPatients size={28} />}
              title={t('empty.list_title')}
              text={t('empty.list_text')}
              action={can('patients_add') ? <Button onClick={() => navigate('/patients/new')}>{t('actions.new')}</Button> : undefined}
            />
          )}
        </Card>
      ) : (
        <div aria-busy={list.isFetching}>
          <TableScroll label={t('list.caption')} className={list.isPlaceholderData ? 'pt-stale' : undefined}>
            <table className="dc-table pt-table">
              <caption className="dc-visually-hidden">{t('list.caption')}</caption>
              <thead>
                <tr>
                  {COLUMNS.map((c) => (
                    <th
                      key={c.key}
                      scope="col"
                      className={c.narrow ? 'pt-wide-only' : undefined}
                      aria-sort={c.sort && params.sort === c.sort ? (params.order === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {c.sort ? (
                        <SortButton
                          label={t(`columns.${c.key}`)}
                          active={params.sort === c.sort}
                          order={params.order}
                          title={t('list.sort_by', { column: t(`columns.${c.key}`) })}
                          onSort={(order) => update({ sort: c.sort, order })}
                        />
                      ) : (
                        t(`columns.${c.key}`)
                      )}
                    </th>
                  ))}
                  <th scope="col">{t('columns.status')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((p) => (
                  <tr key={p.uuid} className="pt-row" data-disabled={p.status === 0 ? 'true' : undefined} onClick={() => navigate(`/patients/${p.uuid}/details`)}>
                    {COLUMNS.map((c) => (
                      <td key={c.key} className={c.narrow ? 'pt-wide-only' : undefined}>
                        {c.key === 'name' ? (
                          <Link to={`/patients/${p.uuid}/details`} onClick={(e) => e.stopPropagation()} className="pt-name">
                            {c.cell(p, dates, t)}
                          </Link>
                        ) : (
                          c.cell(p, dates, t)
                        )}
                      </td>
                    ))}
                    <td>
                      <span className={`pt-badge pt-badge--${p.status}`}>{t(`statuses.${p.status}`)}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <Pagination
            page={params.page}
            perPage={PER_PAGE}
            total={list.data?.meta.total ?? 0}
            onPage={(page) => update({ page })}
            labels={pagerLabels(t)}
          />
        </div>
      )}
    </Page>
  );
}
