import { formatDateTime, formatTime, localDate, runtimeTimeZone } from '@dental/domain-time';

/**
 * "14:05" for today's messages, the date and time for older ones ("21.11.2026 14:05" in lv and ru,
 * "21 Nov 2026, 14:05" in en: @dental/domain-time's forms), on this browser's clock.
 */
export function formatMessageTime(iso: string, language: string, now = new Date(), timeZone?: string): string {
  const zone = timeZone ?? runtimeTimeZone();
  const sameDay = localDate(Date.parse(iso), zone) === localDate(now, zone);
  return sameDay ? formatTime(iso, language, zone) : formatDateTime(iso, language, zone);
}
