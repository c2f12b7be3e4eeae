import { useTranslation } from 'react-i18next';
import type { IncomesReport, WorkloadReport } from '@dental/contracts';
import { TableFrame } from '@dental/ui';

interface Formatters {
  money: (cents: number) => string;
  number: (n: number) => string;
  percent: (ratio: number | null) => string;
  bucket: (bucket: string) => string;
}

/** Incomes per bucket and person or room: received (and per method), invoiced, production; the totals line last. */
export function IncomesTable({ report, f }: { report: IncomesReport; f: Formatters }) {
  const { t } = useTranslation('reports');
  const figures = (row: IncomesReport['totals']) => (
    <>
      <td className="rep-num">{f.money(row.received)}</td>
      {report.methods.map((method) => (
        <td key={method} className="rep-num">
          {f.money(row.by_method[method] ?? 0)}
        </td>
      ))}
      <td className="rep-num">{f.money(row.invoiced)}</td>
      <td className="rep-num">{f.money(row.production)}</td>
    </>
  );
  return (
    <TableFrame
      caption={t('report.table_caption', { report: t('titles.incomes') })}
      className="rep-table"
      head={
        <>
          <th scope="col">{t('report.bucket_column')}</th>
          <th scope="col">{t(`by.${report.by}`)}</th>
          <th scope="col" className="rep-num">{t('incomes.received')}</th>
          {report.methods.map((method) => (
            <th key={method} scope="col" className="rep-num">
              {t(`incomes.method.${method}`, { defaultValue: method })}
            </th>
          ))}
          <th scope="col" className="rep-num">{t('incomes.invoiced')}</th>
          <th scope="col" className="rep-num">{t('incomes.production')}</th>
        </>
      }
    >
      <tbody>
        {report.rows.length === 0 ? (
          <tr>
            <td colSpan={5 + report.methods.length}>{t('empty.report_title')}</td>
          </tr>
        ) : (
          report.rows.map((row) => (
            <tr key={`${row.bucket}-${row.key ?? ''}`}>
              <td>{f.bucket(row.bucket)}</td>
              <td>{row.label ?? t('report.none')}</td>
              {figures(row)}
            </tr>
          ))
        )}
      </tbody>
      <tfoot>
        <tr data-testid="report-totals">
          <th scope="row" colSpan={2}>
            {t('report.total')}
          </th>
          {figures(report.totals)}
        </tr>
      </tfoot>
    </TableFrame>
  );
}

/** Workload per bucket and person or room: counts by status, booked and working minutes, utilisation. */
export function WorkloadTable({ report, f }: { report: WorkloadReport; f: Formatters }) {
  const { t } = useTranslation('reports');
  const fields = ['appointments', 'finished', 'canceled', 'no_show', 'booked_minutes', 'working_minutes'] as const;
  const figures = (row: WorkloadReport['totals']) => (
    <>
      {fields.map((field) => (
        <td key={field} className="rep-num">
          {f.number(row[field])}
        </td>
      ))}
      <td className="rep-num">{f.percent(row.utilisation)}</td>
    </>
  );
  return (
    <TableFrame
      caption={t('report.table_caption', { report: t('titles.workload') })}
      className="rep-table"
      head={
        <>
          <th scope="col">{t('report.bucket_column')}</th>
          <th scope="col">{t(`by.${report.by}`)}</th>
          {fields.map((field) => (
            <th key={field} scope="col" className="rep-num">
              {t(`workload.${field}`)}
            </th>
          ))}
          <th scope="col" className="rep-num">{t('workload.utilisation')}</th>
        </>
      }
    >
      <tbody>
        {report.rows.length === 0 ? (
          <tr>
            <td colSpan={9}>{t('empty.report_title')}</td>
          </tr>
        ) : (
          report.rows.map((row) => (
            <tr key={`${row.bucket}-${row.key ?? ''}`}>
              <td>{f.bucket(row.bucket)}</td>
              <td>{row.label ?? t('report.none')}</td>
              {figures(row)}
            </tr>
          ))
        )}
      </tbody>
      <tfoot>
        <tr data-testid="report-totals">
          <th scope="row" colSpan={2}>
            {t('report.total')}
          </th>
          {figures(report.totals)}
        </tr>
      </tfoot>
    </TableFrame>
  );
}
