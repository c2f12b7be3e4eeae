import { useTranslation } from 'react-i18next';
import type { InvoiceListRow } from '@dental/contracts';
import { formatMoney } from '@dental/domain-money';

/** Cents in the language shown (lv "1234,56 €", en "€1,234.56"): every amount of these screens goes through here. */
export function useMoney(): (cents: number) => string {
  const { i18n } = useTranslation();
  return (cents) => formatMoney(cents, i18n.language);
}

/** The one status a row shows: a draft, or an issued invoice by its payments (`invoices:status.*`). */
export function statusOf(row: Pick<InvoiceListRow, 'status' | 'payment_state'>): 'draft' | 'unpaid' | 'partially_paid' | 'paid' {
  return row.status === 'draft' ? 'draft' : (row.payment_state ?? 'paid');
}

/** The invoice's number, or the kind's name on a draft. */
export const numberOf = (row: Pick<InvoiceListRow, 'invoice_id'>, draft: string) => row.invoice_id ?? draft;

export const personName = (p: { first_name: string; last_name: string } | null | undefined) => (p ? `${p.first_name} ${p.last_name}`.trim() : '');
