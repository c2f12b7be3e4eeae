import type { Language, TreatmentPlan as TreatmentPlanAnswer } from '@dental/contracts';
import { formatMoney } from '@dental/domain-money';
import { DEFAULT_TIME_ZONE, formatDate } from '@dental/domain-time';
import { translate } from '@dental/i18n';
import type { Patient } from '@dental/patients';
import type { PdfDocument } from '@dental/server-core';
import type { ToothMapItem } from '../items/tooth-map-item.entity.js';

type Content = Extract<NonNullable<PdfDocument['content']>, unknown[]>[number];

/**
 * The estimate a patient takes home: the plan's phases, each procedure with its tooth and price, the
 * totals; the approval's date in the language's form on the card's day (Riga's, as the card's `?at=`).
 */
export function planPdf(plan: TreatmentPlanAnswer, items: readonly ToothMapItem[], patient: Patient, language: Language): PdfDocument {
  const t = (key: string) => translate(language, `errors:plan_pdf.${key}`);
  const money = (cents: number) => formatMoney(cents, language);
  const byUuid = new Map(items.map((item) => [item.uuid, item]));
  const status = plan.status === 'approved' ? t('approved') : t(plan.status);
  const phases: Content[] = plan.phases.flatMap((phase): Content[] => [
    { text: `${t('phase')}: ${phase.name}`, bold: true, margin: [0, 12, 0, 4] as [number, number, number, number] },
    {
      table: {
        headerRows: 1,
        widths: [40, '*', 80, 80],
        body: [
          [t('tooth'), t('procedure'), t('price'), t('insurance')].map((text) => ({ text, bold: true })),
          ...phase.items.map((uuid) => {
            const item = byUuid.get(uuid);
            return [String(item?.tooth ?? item?.jaw ?? ''), item?.service?.getEntity().name ?? '', { text: money(item?.price ?? 0), alignment: 'right' as const }, { text: money(item?.insurance ?? 0), alignment: 'right' as const }];
          }),
          [{ text: t('total'), colSpan: 2, bold: true }, '', { text: money(phase.total), alignment: 'right' as const, bold: true }, { text: money(phase.insurance), alignment: 'right' as const }],
        ],
      },
    },
  ]);
  return {
    info: { title: `${t('title')}: ${plan.name}` },
    content: [
      { text: t('title'), fontSize: 18, bold: true },
      { text: `${t('patient')}: ${patient.firstName} ${patient.lastName}`, margin: [0, 8, 0, 0] },
      ...(patient.personalCode ? [{ text: `${t('personal_code')}: ${patient.personalCode}` }] : []),
      { text: `${t('plan')}: ${plan.name} (${status})` },
      ...(plan.approved_at && plan.approved_by ? [{ text: `${t('approved_by')}: ${plan.approved_by.first_name} ${plan.approved_by.last_name}, ${formatDate(plan.approved_at, language, DEFAULT_TIME_ZONE)}` }] : []),
      ...phases,
      {
        margin: [0, 16, 0, 0],
        table: {
          widths: ['*', 100],
          body: [
            [{ text: t('total'), bold: true }, { text: money(plan.total), alignment: 'right' as const, bold: true }],
            [t('insurance'), { text: money(plan.insurance), alignment: 'right' as const }],
            [{ text: t('to_pay'), bold: true }, { text: money(plan.to_pay), alignment: 'right' as const, bold: true }],
          ],
        },
      },
      { text: t('prices_note'), fontSize: 8, margin: [0, 12, 0, 0] },
    ],
  };
}
