import { translate } from '@dental/i18n';
import { formatMoney } from '@dental/domain-money';
import type { ConsentPlaceholder, Language } from '@dental/contracts';

/** A procedure of the plan: its tooth (or jaw) and its service's name. */
export interface ConsentProcedure {
  tooth: number | null;
  jaw: string | null;
  service: string | null;
}

/** What a form's placeholders are filled with (read from the published views and the card's own plan). */
export interface ConsentFillData {
  patient: { firstName: string; lastName: string; personalCode: string | null };
  plan: { procedures: ConsentProcedure[]; total: number } | null;
  doctor: { firstName: string; lastName: string } | null;
  /** The day the form is made, already formatted in the form's language. */
  date: string;
}

/**
 * The template's text with every placeholder replaced in `language`: money and the procedures'
 * jaw names in that language, no plan leaving the plan's placeholders empty. An unknown `{...}`
 * stays as written (the template's author sees it in the form).
 */
export function fillConsentText(text: string, language: Language, data: ConsentFillData): string {
  const procedure = (row: ConsentProcedure) => {
    const where = row.tooth !== null ? String(row.tooth) : row.jaw ? translate(language, `consents:jaw.${row.jaw}`) : '';
    return `• ${[where, row.service ?? ''].filter(Boolean).join(' — ')}`;
  };
  const values: Record<ConsentPlaceholder, string> = {
    '{patient.full_name}': `${data.patient.firstName} ${data.patient.lastName}`.trim(),
    '{patient.personal_code}': data.patient.personalCode ?? '',
    '{plan.procedures}': data.plan ? data.plan.procedures.map(procedure).join('\n') : '',
    '{plan.total}': data.plan ? formatMoney(data.plan.total, language) : '',
    '{doctor.full_name}': data.doctor ? `${data.doctor.firstName} ${data.doctor.lastName}`.trim() : '',
    '{date}': data.date,
  };
  return text.replace(/\{[a-z_.]+\}/g, (found) => (found in values ? values[found as ConsentPlaceholder] : found));
}
