import type { IncomesReport, Language, WorkloadReport } from '@dental/contracts';
import { translate } from '@dental/i18n';
import { csvText, type CsvCell, type CsvColumn } from '@dental/server-core';

/** Headers and fixed words of the exports: `errors:report_export.*` in the caller's language. */
const text = (language: Language, key: string) => translate(language, `errors:report_export.${key}`);

const subject = (language: Language, row: { label: string | null; key: string | null }) => row.label ?? text(language, 'none');

/** A payment method's name (`errors:report_export.method_<code>`), or its code when it has none. */
function methodLabel(language: Language, method: string): string {
  const key = `errors:report_export.method_${method}`;
  const label = translate(language, key);
  return label === key ? method : label;
}

/** Cents as a decimal amount a spreadsheet adds up (e.g. 1234 -> "12.34"). */
const amount = (cents: number) => (cents / 100).toFixed(2);

/** One line per row, then the totals line; amounts in euros with a dot, numeric columns left as numbers. */
export function incomesCsv(report: IncomesReport, language: Language): string {
  const columns: CsvColumn[] = [
    { header: text(language, 'bucket') },
    { header: text(language, report.by) },
    { header: text(language, 'received'), numeric: true },
    ...report.methods.map((method) => ({ header: `${text(language, 'received')}: ${methodLabel(language, method)}`, numeric: true })),
    { header: text(language, 'invoiced'), numeric: true },
    { header: text(language, 'production'), numeric: true },
  ];
  const line = (bucket: string, who: string, figures: IncomesReport['totals']): CsvCell[] => [
    bucket,
    who,
    amount(figures.received),
    ...report.methods.map((method) => amount(figures.by_method[method] ?? 0)),
    amount(figures.invoiced),
    amount(figures.production),
  ];
  return csvText(columns, [
    ...report.rows.map((row) => line(row.bucket, subject(language, row), row)),
    line(text(language, 'total'), '', report.totals),
  ]);
}

export function workloadCsv(report: WorkloadReport, language: Language): string {
  const fields = ['appointments', 'finished', 'canceled', 'no_show', 'booked_minutes', 'working_minutes'] as const;
  const columns: CsvColumn[] = [
    { header: text(language, 'bucket') },
    { header: text(language, report.by) },
    ...fields.map((field) => ({ header: text(language, field), numeric: true })),
    { header: text(language, 'utilisation'), numeric: true },
  ];
  const line = (bucket: string, who: string, figures: WorkloadReport['totals']): CsvCell[] => [
    bucket,
    who,
    ...fields.map((field) => figures[field]),
    figures.utilisation === null ? null : (figures.utilisation * 100).toFixed(1),
  ];
  return csvText(columns, [...report.rows.map((row) => line(row.bucket, subject(language, row), row)), line(text(language, 'total'), '', report.totals)]);
}

/** The file's name: `<kind>-<from>-<to>.csv`. */
export const csvFilename = (kind: string, report: { from: string; to: string }) => `${kind}-${report.from}-${report.to}.csv`;
