import type { Language, PerioExam } from '@dental/contracts';
import { PERIO_SITES } from '@dental/domain-teeth';
import { DEFAULT_TIME_ZONE, formatDate } from '@dental/domain-time';
import { translate } from '@dental/i18n';
import type { Patient } from '@dental/patients';
import type { PdfDocument } from '@dental/server-core';

type Cell = { text: string; bold?: boolean; color?: string; alignment?: 'center' | 'left' | 'right'; fontSize?: number };

/** The jaws as a row of teeth the way the chart shows them (facing the patient). */
const ROWS = [
  [18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28],
  [48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37, 38],
];

/**
 * A perio exam on paper: the patient, the exam's date and sign-off, the summary, then per jaw a
 * table of the teeth with each site's depth / margin / CAL and the marks for bleeding (B),
 * suppuration (S) and plaque (P), mobility and furcation; deep sites (>= 4 mm) in red.
 */
export function perioPdf(exam: PerioExam, patient: Patient, language: Language): PdfDocument {
  const t = (key: string, params?: Record<string, unknown>) => translate(language, `perio:pdf_doc.${key}`, params);
  const sites = new Map(exam.sites.map((site) => [`${site.tooth}:${site.site}`, site]));
  const teeth = new Map(exam.teeth.map((tooth) => [tooth.tooth, tooth]));
  const s = exam.summary;
  const siteText = (tooth: number, site: string): Cell => {
    const found = sites.get(`${tooth}:${site}`);
    if (!found || found.probing_depth === null) return { text: '' };
    const marks = [found.bleeding ? 'B' : '', found.suppuration ? 'S' : '', found.plaque ? 'P' : ''].join('');
    return {
      text: `${found.probing_depth}/${found.gingival_margin ?? 0}/${found.clinical_attachment_level ?? ''}${marks ? ` ${marks}` : ''}`,
      color: found.probing_depth >= 4 ? '#b71c1c' : undefined,
      fontSize: 6,
    };
  };
  const jaw = (row: number[]) => ({
    margin: [0, 8, 0, 0] as [number, number, number, number],
    table: {
      headerRows: 1,
      widths: [60, ...row.map(() => '*' as const)],
      body: [
        [{ text: t('tooth'), bold: true, fontSize: 7 }, ...row.map((tooth) => ({ text: String(tooth), bold: true, alignment: 'center' as const, fontSize: 7 }))],
        [{ text: t('state'), fontSize: 6 }, ...row.map((tooth) => {
          const found = exam.teeth.find((x) => x.tooth === tooth);
          return { text: found?.missing ? t('missing') : found?.implant ? t('implant') : '', fontSize: 6 };
        })],
        ...PERIO_SITES.map((site) => [{ text: t(`sites.${site}`), fontSize: 6 }, ...row.map((tooth) => siteText(tooth, site))]),
        [{ text: t('mobility'), fontSize: 6 }, ...row.map((tooth) => ({ text: String(teeth.get(tooth)?.mobility ?? ''), fontSize: 6 }))],
        [{ text: t('furcation'), fontSize: 6 }, ...row.map((tooth) => ({
          text: Object.entries(teeth.get(tooth)?.furcation ?? {}).map(([entrance, grade]) => `${t(`furcation_sites.${entrance}`)}${grade}`).join(' '),
          fontSize: 6,
        }))],
      ],
    },
  });
  return {
    pageOrientation: 'landscape',
    info: { title: t('title') },
    content: [
      { text: t('title'), fontSize: 16, bold: true },
      { text: `${t('patient')}: ${patient.firstName} ${patient.lastName}${patient.personalCode ? ` (${patient.personalCode})` : ''}`, margin: [0, 6, 0, 0] },
      { text: `${t('examined')}: ${formatDate(exam.examined_at, language, DEFAULT_TIME_ZONE)}` },
      {
        text: exam.signed_off_at && exam.signed_off_by
          ? `${t('signed_off')}: ${exam.signed_off_by.first_name} ${exam.signed_off_by.last_name}, ${formatDate(exam.signed_off_at, language, DEFAULT_TIME_ZONE)}`
          : t('not_signed_off'),
      },
      {
        text: t('summary', { bleeding: s.bleeding_percent, plaque: s.plaque_percent, deep4: s.sites_4mm, deep6: s.sites_6mm, cal: s.mean_cal ?? '-', sites: s.sites }),
        margin: [0, 6, 0, 0],
      },
      { text: t('legend'), fontSize: 7, margin: [0, 4, 0, 0] },
      ...ROWS.map(jaw),
      ...(exam.note ? [{ text: `${t('note')}: ${exam.note}`, margin: [0, 8, 0, 0] as [number, number, number, number] }] : []),
    ],
  };
}
