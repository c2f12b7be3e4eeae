import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_BUCKETS, REPORT_SPLITS_BY, type ReportSplitBy } from '@dental/contracts/values';
import type { IncomesReport, WorkloadReport } from '@dental/contracts';
import { formatMoney } from '@dental/domain-money';
import { useSession } from '@dental/auth';
import { Button, Card, EmptyState, ErrorCard, IconReports, LoadingBlock, NavTabs, Page, Select, Tabs, toast, useDateFormat } from '@dental/ui';
import { Navigate, useParams, useSearchParams } from '@dental/ui/router';
import { ReportChart } from '../chart/ReportChart';
import { downloadReportCsv, useReport, type ReportKind, type ReportParams } from '../data/reports';
import { incomesChart, workloadChart } from '../lib/chart-series';
import { readSearch } from '../lib/report-period';
import { PeriodFields } from './PeriodFields';
import { IncomesTable, WorkloadTable } from './ReportTable';
import './reports.css';

export const REPORT_KINDS = ['incomes', 'workload'] as const satisfies readonly ReportKind[];
/** The spec's older split names in the address (/reports/incomes/users-doctor) and what they are now. */
export const LEGACY_SPLITS: Record<string, ReportSplitBy> = { 'users-doctor': 'doctor', 'users-assistant': 'assistant', rooms: 'room' };

const isKind = (value: string | undefined): value is ReportKind => (REPORT_KINDS as readonly string[]).includes(value ?? '');

/**
 * /reports/incomes and /reports/workload: period (presets or two dates), bucket, split and branch
 * in the address, so a report can be bookmarked and the back button works; the chart, the table
 * with its totals, the CSV of the same rows and a print layout for A4.
 */
export function ReportPage() {
  const { t, i18n } = useTranslation('reports');
  const { kind, split } = useParams();
  const [search, setSearch] = useSearchParams();
  const sessionBranch = useSession((s) => s.branchUuid);
  const branches = useSession((s) => s.me?.branches ?? []);
  const dates = useDateFormat();
  const [exporting, setExporting] = useState(false);
  const settings = readSearch(search);
  const branch = settings.branch === 'all' ? null : (settings.branch ?? sessionBranch);
  const params: ReportParams = { branch, from: settings.from, to: settings.to, bucket: settings.bucket, by: settings.by };
  const report = useReport(isKind(kind) ? kind : 'incomes', params);

  if (!isKind(kind)) return <Navigate to="/404" replace />;
  if (split) {
    const by = LEGACY_SPLITS[split];
    return by ? <Navigate to={`/reports/${kind}?by=${by}`} replace /> : <Navigate to="/404" replace />;
  }

  const update = (change: Record<string, string>) => setSearch({ ...Object.fromEntries(search), ...change });
  const query = `?${search.toString()}`;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadReportCsv(kind, params);
    } catch {
      toast.error(t('report.export_failed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Page title={`${t('titles.reports')}: ${t(`titles.${kind}`)}`}>
      <div className="rep-noprint">
        <ReportTabs query={query} />
      </div>
      <form className="rep-toolbar rep-noprint" aria-label={t('report.settings')} onSubmit={(e) => e.preventDefault()}>
        <PeriodFields from={settings.from} to={settings.to} update={update} />
        <label className="rep-field">
          <span>{t('report.bucket')}</span>
          <Select value={settings.bucket} onChange={(e) => update({ bucket: e.target.value })} options={REPORT_BUCKETS.map((b) => ({ value: b, label: t(`periods.${b}`) }))} />
        </label>
        <label className="rep-field">
          <span>{t('report.branch')}</span>
          <Select
            value={branch ?? 'all'}
            onChange={(e) => update({ branch: e.target.value })}
            options={[{ value: 'all', label: t('report.all_branches') }, ...branches.map((b) => ({ value: b.uuid, label: b.name }))]}
          />
        </label>
        <div className="rep-toolbar__actions">
          <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporting || !report.data}>
            {t('report.export_csv')}
          </Button>
          <Button variant="ghost" onClick={() => window.print()}>
            {t('report.print')}
          </Button>
        </div>
      </form>
      <div className="rep-noprint">
        <Tabs label={t('report.split')} value={settings.by} onChange={(by) => update({ by })} items={REPORT_SPLITS_BY.map((id) => ({ id, label: t(`splits_by.${id}`) }))} />
      </div>
      <p className="rep-print-heading">
        {t(`titles.${kind}`)} · {dates.date(settings.from)} – {dates.date(settings.to)} · {t(`splits_by.${settings.by}`)} ·{' '}
        {branch ? (branches.find((b) => b.uuid === branch)?.name ?? '') : t('report.all_branches')}
      </p>
      <Explanation kind={kind} />
      {report.isError ? <ErrorCard text={t('report.load_failed')} onRetry={() => void report.refetch()} /> : null}
      {report.isPending ? <LoadingBlock /> : null}
      {report.data ? <ReportBody kind={kind} report={report.data} language={i18n.language} /> : null}
    </Page>
  );
}

/** The reports' tabs: incomes, workload and the branches side by side, keeping the address's settings. */
export function ReportTabs({ query }: { query: string }) {
  const { t } = useTranslation('reports');
  const items = [...REPORT_KINDS, 'branches' as const].map((k) => ({ to: `/reports/${k}${query}`, label: t(`titles.${k}`) }));
  return <NavTabs label={t('titles.reports')} items={items} />;
}

/** What each number is, said on the screen (received vs invoiced vs production; booked vs working time). */
function Explanation({ kind }: { kind: ReportKind }) {
  const { t } = useTranslation('reports');
  const items = kind === 'incomes' ? (['received', 'invoiced', 'production', 'attribution'] as const) : (['appointments', 'booked', 'working', 'utilisation'] as const);
  return (
    <dl className="rep-explain" aria-label={t('report.what_numbers_are')}>
      {items.map((item) => (
        <div key={item}>
          <dt>{t(`explain.${kind}.${item}.term`)}</dt>
          <dd>{t(`explain.${kind}.${item}.text`)}</dd>
        </div>
      ))}
    </dl>
  );
}

function ReportBody({ kind, report, language }: { kind: ReportKind; report: IncomesReport | WorkloadReport; language: string }) {
  const { t } = useTranslation('reports');
  const dates = useDateFormat();
  const number = (n: number) => n.toLocaleString(language);
  const bucket = (b: string) => (report.bucket === 'month' ? dates.monthYear(b) : report.bucket === 'week' ? t('report.week_of', { date: dates.dayMonth(b) }) : dates.dayMonth(b));
  const f = {
    money: (cents: number) => formatMoney(cents, language),
    number,
    percent: (ratio: number | null) => (ratio === null ? '–' : `${(ratio * 100).toLocaleString(language, { maximumFractionDigits: 1 })}%`),
    bucket,
  };
  const names = { none: t('report.none'), others: t('report.others') };
  const model = useMemo(
    () =>
      kind === 'incomes'
        ? incomesChart(report as IncomesReport, { ...names, invoiced: t('incomes.invoiced'), production: t('incomes.production') })
        : workloadChart(report as WorkloadReport, { ...names, utilisation: t('workload.utilisation') }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts follow the language
    [kind, report, language],
  );
  const empty = report.rows.length === 0;
  return (
    <>
      <Card title={kind === 'incomes' ? t('chart.incomes_title') : t('chart.workload_title')} className="rep-card">
        {empty ? (
          <EmptyState icon={<IconReports size={28} />} title={t('empty.report_title')} text={t('empty.report_text')} />
        ) : (
          <ReportChart
            model={model}
            label={kind === 'incomes' ? t('chart.incomes_title') : t('chart.workload_title')}
            bucketLabel={bucket}
            formatValue={(v) => (kind === 'incomes' ? formatMoney(Math.round(v * 100), language) : t('chart.hours', { value: number(Math.round(v * 10) / 10) }))}
            formatRight={(v) => `${number(v)}%`}
          />
        )}
      </Card>
      <Card className="rep-card">
        {kind === 'incomes' ? <IncomesTable report={report as IncomesReport} f={f} /> : <WorkloadTable report={report as WorkloadReport} f={f} />}
        {kind === 'incomes' ? <OpeningBalancesNote balances={(report as IncomesReport).opening_balances} money={f.money} /> : null}
      </Card>
    </>
  );
}

/** Balances carried over from the clinic's old system in the period: said apart, never added to income. */
function OpeningBalancesNote({ balances, money }: { balances: IncomesReport['opening_balances']; money: (cents: number) => string }) {
  const { t } = useTranslation('reports');
  if (!balances.debt && !balances.credit) return null;
  return (
    <p className="rep-note" data-testid="opening-balances">
      {t('incomes.opening', { debt: money(balances.debt), credit: money(balances.credit) })}
    </p>
  );
}
