import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as time from '@dental/domain-time';

/**
 * The date and time formats of @dental/domain-time bound to the UI language (and to a zone: the
 * branch's where the screen has one, else the browser's), so every screen writes 23.11.2026 17:00
 * in lv and ru and 23 Nov 2026, 17:00 in en, and never a 12-hour time.
 */
export function useDateFormat(timeZone?: string) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      date: (value: time.DateInput, zone = timeZone) => time.formatDate(value, language, zone),
      dateTime: (value: time.DateInput, zone = timeZone) => time.formatDateTime(value, language, zone),
      time: (value: time.DateInput, zone = timeZone) => time.formatTime(value, language, zone),
      dayMonth: (ymd: string) => time.formatDayMonth(ymd, language),
      monthYear: (ymd: string) => time.formatMonthYear(ymd, language),
      weekday: (ymd: string, width?: 'short' | 'long') => time.formatWeekday(ymd, language, width),
      longDate: (ymd: string) => time.formatLongDate(ymd, language),
    }),
    [language, timeZone],
  );
}
export type DateFormat = ReturnType<typeof useDateFormat>;
