import type { Language, TreatmentPlan as TreatmentPlanAnswer } from '@dental/contracts';
import { formatMoney } from '@dental/domain-money';
import { DEFAULT_TIME_ZONE, formatDate } from '@dental/domain-time';
import { translate } from '@dental/i18n';
import type { Patient } from '@dental/patients';
import type { PdfDocument } from '@dental/server-core';
import type { ToothMapItem } from '../items/tooth-map-item.entity.js';
import type { ServiceRef } from '../items/service-refs.js';
import type { PlanClinic } from './plan-clinic.js';
import type { StoredSnapshot } from './treatment-plan.entity.js';

type Content = Extract<NonNullable<PdfDocument['content']>, unknown[]>[number];

/** What the estimate prints: the snapshot of an approved plan, or a draft's procedures as they are now. */
interface Printed {
  name: string;
  phases: { name: string; lines: { place: string; name: string; price: number; insurance: number }[]; total: number; insurance: number }[];
  total: number;
  insurance: number;
  toPay: number;
  approval: { by: string; at: string; signature: string | null } | null;
}

const place = (line: { tooth: number | null; jaw: string | null }) => String(line.tooth ?? line.jaw ?? '');

/** An approved (or later closed) plan prints what was signed; a draft its procedures as they are now. */
function printed(plan: TreatmentPlanAnswer, snapshot: StoredSnapshot | null, items: readonly ToothMapItem[], services: ReadonlyMap<string, ServiceRef>): Printed {
  if (snapshot) {
    return {
      name: snapshot.name,
      phases: snapshot.phases.map((phase) => ({
        name: phase.name,
        lines: phase.lines.map((line) => ({ place: place(line), name: line.service_name, price: line.price, insurance: line.insurance })),
        total: phase.total,
        insurance: phase.insurance,
      })),
      total: snapshot.total,
      insurance: snapshot.insurance,
      toPay: snapshot.to_pay,
      approval: { by: `${snapshot.approved_by.first_name} ${snapshot.approved_by.last_name}`, at: snapshot.approved_at, signature: snapshot.signature },
    };
  }
  const byUuid = new Map(items.map((item) => [item.uuid, item]));
  return {
    name: plan.name,
    phases: plan.phases.map((phase) => ({
      name: phase.name,
      lines: phase.items.flatMap((uuid) => {
        const item = byUuid.get(uuid);
        return item ? [{ place: place(item), name: (item.serviceUuid && services.get(item.serviceUuid)?.name) || '', price: item.price ?? 0, insurance: item.insurance ?? 0 }] : [];
      }),
      total: phase.total,
      insurance: phase.insurance,
    })),
    total: plan.total,
    insurance: plan.insurance,
    toPay: plan.to_pay,
    approval: null,
  };
}

/** The clinic's lines as the invoice prints its seller (the same labels: errors:invoice_pdf). */
function clinicLines(clinic: PlanClinic | null, language: Language): Content[] {
  if (!clinic) return [];
  const label = (key: string) => translate(language, `errors:invoice_pdf.${key}`);
  const line = (key: string, value: string | null) => (value ? [{ text: `${label(key)}: ${value}`, fontSize: 9 }] : []);
  return [
    { text: clinic.company_name ?? clinic.name, bold: true },
    ...(clinic.company_name && clinic.company_name !== clinic.name ? [{ text: clinic.name, fontSize: 9 }] : []),
    ...line('company_number', clinic.company_number),
    ...line('vat_number', clinic.vat_number),
    ...line('address_declared', clinic.address_declared),
    ...line('address_actual', clinic.address_actual),
    ...(clinic.phone || clinic.email ? [{ text: [clinic.phone, clinic.email].filter(Boolean).join(', '), fontSize: 9 }] : []),
  ];
}

/**
 * The estimate a patient takes home: the clinic (as the invoice prints its seller), the plan's
 * phases, each procedure with its tooth and price, the totals; for an approved plan exactly its
 * snapshot, with who approved it and when (the date in the language's form on the card's day,
 * Riga's, as the card's `?at=`) and the patient's drawn signature when there is one.
 */
export function planPdf(
  plan: TreatmentPlanAnswer,
  snapshot: StoredSnapshot | null,
  items: readonly ToothMapItem[],
  services: ReadonlyMap<string, ServiceRef>,
  patient: Patient,
  language: Language,
  clinic: PlanClinic | null = null,
): PdfDocument {
  const t = (key: string) => translate(language, `errors:plan_pdf.${key}`);
  const money = (cents: number) => formatMoney(cents, language);
  const print = printed(plan, snapshot, items, services);
  const status = plan.status === 'approved' ? t('approved') : t(plan.status);
  const phases: Content[] = print.phases.flatMap((phase): Content[] => [
    { text: `${t('phase')}: ${phase.name}`, bold: true, margin: [0, 12, 0, 4] as [number, number, number, number] },
    {
      table: {
        headerRows: 1,
        widths: [40, '*', 80, 80],
        body: [
          [t('tooth'), t('procedure'), t('price'), t('insurance')].map((text) => ({ text, bold: true })),
          ...phase.lines.map((line) => [line.place, line.name, { text: money(line.price), alignment: 'right' as const }, { text: money(line.insurance), alignment: 'right' as const }]),
          [{ text: t('total'), colSpan: 2, bold: true }, '', { text: money(phase.total), alignment: 'right' as const, bold: true }, { text: money(phase.insurance), alignment: 'right' as const }],
        ],
      },
    },
  ]);
  return {
    info: { title: `${t('title')}: ${print.name}` },
    content: [
      ...clinicLines(clinic, language),
      { text: t('title'), fontSize: 18, bold: true, margin: [0, clinic ? 12 : 0, 0, 0] as [number, number, number, number] },
      { text: `${t('patient')}: ${patient.firstName} ${patient.lastName}`, margin: [0, 8, 0, 0] },
      ...(patient.personalCode ? [{ text: `${t('personal_code')}: ${patient.personalCode}` }] : []),
      { text: `${t('plan')}: ${print.name} (${status})` },
      ...(print.approval ? [{ text: `${t('approved_by')}: ${print.approval.by}, ${formatDate(print.approval.at, language, DEFAULT_TIME_ZONE)}` }] : []),
      ...phases,
      {
        margin: [0, 16, 0, 0],
        table: {
          widths: ['*', 100],
          body: [
            [{ text: t('total'), bold: true }, { text: money(print.total), alignment: 'right' as const, bold: true }],
            [t('insurance'), { text: money(print.insurance), alignment: 'right' as const }],
            [{ text: t('to_pay'), bold: true }, { text: money(print.toPay), alignment: 'right' as const, bold: true }],
          ],
        },
      },
      ...(print.approval?.signature
        ? [
            { text: `${t('signature')}:`, margin: [0, 16, 0, 4] as [number, number, number, number] },
            { image: print.approval.signature, fit: [200, 80] as [number, number] },
          ]
        : []),
      { text: t('prices_note'), fontSize: 8, margin: [0, 12, 0, 0] },
    ],
  };
}
