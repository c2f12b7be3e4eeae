import { useTranslation } from 'react-i18next';
import { centsToEuros } from './crud/fields';

const LOCALES: Record<string, string> = { lv: 'lv-LV', en: 'en-GB', ru: 'ru-RU' };

/** 'YYYY-MM-DD' in the UI language's short form (a date without a time zone stays that day). */
export function useFormatDate() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(LOCALES[i18n.language] ?? 'lv-LV', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  return (iso: string | null | undefined) => (iso ? format.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : '—');
}

/** Cents as euros for a table: 1250 -> "12.50 €". */
export const euros = (cents: number) => `${centsToEuros(cents)} €`;
