import { useTranslation } from 'react-i18next';
import type { BranchesReport, BranchFigures } from '@dental/contracts';
import { formatMoney } from '@dental/domain-money';
import { Button, Card, ErrorCard, LoadingBlock, Page, TableFrame } from '@dental/ui';
import { useSearchParams } from '@dental/ui/router';
import { useBranchesReport } from '../data/reports';
import { readSearch } from '../lib/report-period';
import { PeriodFields } from './PeriodFields';
import { ReportTabs } from './ReportPage';
import './reports.css';

const WORKLOAD = ['appointments', 'finished', 'canceled', 'no_show', 'booked_minutes', 'working_minutes'] as const;

/**
 * /reports/branches, the owner's view: every branch of the company in a row, its incomes and
 * workload over the period (presets or two dates, in the address as on the other reports), and the
 * chain's totals last.
 */
export function BranchesPage() {
  const { t } = useTranslation('reports');
  const [search, setSearch] = useSearchParams();
  const settings = readSearch(search);
  const report = useBranchesReport(settings.from, settings.to);
  const update = (change: Record<string, string>) => setSearch({ ...Object.fromEntries(search), ...change });

  return (
    <Page title={`${t('titles.reports')}: ${t('titles.branches')}`}>
      <div className="rep-noprint">
        <ReportTabs query={`?${search.toString()}`} />
      </div>
      <form className="rep-toolbar rep-noprint" aria-label={t('report.settings')} onSubmit={(e) => e.preventDefault()}>
        <PeriodFields from={settings.from} to={settings.to} update={update} />
        <div className="rep-toolbar__actions">
          <Button variant="ghost" onClick={() => window.print()}>
            {t('report.print')}
          </Button>
        </div>
      </form>
      <p className="rep-note">{t('branches.explain')}</p>
      {report.isError ? <ErrorCard text={t('report.load_failed')} onRetry={() => void report.refetch()} /> : null}
      {report.isPending ? <LoadingBlock /> : null}
      {report.data ? (
        <Card className="rep-card">
          <BranchesTable report={report.data} />
        </Card>
      ) : null}
    </Page>
  );
}

/** A row per branch: received, invoiced, production, then the workload's counts, minutes and utilisation; the chain's totals in the foot. */
function BranchesTable({ report }: { report: BranchesReport }) {
  const { t, i18n } = useTranslation('reports');
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const number = (n: number) => n.toLocaleString(i18n.language);
  const percent = (ratio: number | null) => (ratio === null ? '–' : `${(ratio * 100).toLocaleString(i18n.language, { maximumFractionDigits: 1 })}%`);
  const figures = (f: BranchFigures) => (
    <>
      <td className="rep-num">{money(f.incomes.received)}</td>
      <td className="rep-num">{money(f.incomes.invoiced)}</td>
      <td className="rep-num">{money(f.incomes.production)}</td>
      {WORKLOAD.map((field) => (
        <td key={field} className="rep-num">
          {number(f.workload[field])}
        </td>
      ))}
      <td className="rep-num">{percent(f.workload.utilisation)}</td>
    </>
  );
  return (
    <TableFrame
      caption={t('branches.caption')}
      className="rep-table"
      head={
        <>
          <th scope="col">{t('report.branch')}</th>
          {(['received', 'invoiced', 'production'] as const).map((field) => (
            <th key={field} scope="col" className="rep-num">
              {t(`incomes.${field}`)}
            </th>
          ))}
          {WORKLOAD.map((field) => (
            <th key={field} scope="col" className="rep-num">
              {t(`workload.${field}`)}
            </th>
          ))}
          <th scope="col" className="rep-num">{t('workload.utilisation')}</th>
        </>
      }
    >
      <tbody>
        {report.branches.map((line) => (
          <tr key={line.branch_uuid}>
            <th scope="row">{line.name}</th>
            {figures(line)}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr data-testid="report-totals">
          <th scope="row">{t('branches.total')}</th>
          {figures(report.totals)}
        </tr>
      </tfoot>
    </TableFrame>
  );
}
