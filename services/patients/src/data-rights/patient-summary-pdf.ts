import type { Language } from '@dental/contracts';
import { translate } from '@dental/i18n';
import { renderPdf, type PdfDocument } from '@dental/server-core';

/** What the summary says: the person, what the ZIP holds of each kind, and the audit's extent. */
export interface PatientSummary {
  clinic: string;
  exportedAt: Date;
  name: string;
  personalCode: string | null;
  dob: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  /** Rows of each kind of data (`appointments`, `invoices`, …), as patient.json names them. */
  counts: Record<string, number>;
  files: number;
  auditRows: number;
}

const day = (value: Date) => value.toISOString().slice(0, 10);

/** One language's part of the summary: a title, the person, the contents, the audit. */
function section(language: Language, summary: PatientSummary, first: boolean): PdfDocument['content'] {
  const t = (key: string, params?: Record<string, unknown>) => translate(language, `rights:summary.${key}`, params);
  const kind = (key: string) => {
    const label = translate(language, `rights:summary.kinds.${key}`);
    return label === `rights:summary.kinds.${key}` ? key : label;
  };
  const dash = '—';
  return [
    { text: t('title'), style: 'title', ...(first ? {} : { pageBreak: 'before' as const }) },
    { text: t('intro', { clinic: summary.clinic, date: day(summary.exportedAt) }), margin: [0, 0, 0, 12] },
    {
      table: {
        widths: ['35%', '65%'],
        body: [
          [t('name'), summary.name],
          [t('personal_code'), summary.personalCode ?? dash],
          [t('dob'), summary.dob ?? dash],
          [t('phone'), summary.phone ?? dash],
          [t('email'), summary.email ?? dash],
          [t('address'), summary.address ?? dash],
        ],
      },
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 12],
    },
    { text: t('contents'), style: 'heading' },
    {
      table: {
        widths: ['65%', '35%'],
        body: [
          ...Object.entries(summary.counts).map(([key, count]) => [kind(key), String(count)]),
          [t('files'), String(summary.files)],
          [t('audit'), String(summary.auditRows)],
        ],
      },
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 12],
    },
    { text: t('rights'), fontSize: 9 },
  ];
}

/** summary.pdf: in Latvian, then in the patient's language when it is English or Russian. */
export function patientSummaryPdf(summary: PatientSummary, language: Language): Promise<Buffer> {
  const languages: Language[] = language === 'lv' ? ['lv'] : ['lv', language];
  return renderPdf({
    info: { title: translate('lv', 'rights:summary.title') },
    content: languages.map((lang, index) => section(lang, summary, index === 0)),
    styles: { title: { fontSize: 16, bold: true, margin: [0, 0, 0, 8] }, heading: { fontSize: 12, bold: true, margin: [0, 4, 0, 6] } },
    defaultStyle: { font: 'Roboto', fontSize: 10 },
  });
}
