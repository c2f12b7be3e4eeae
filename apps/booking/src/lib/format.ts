/**
 * An appointment's time as the clinic sees it: in the branch's time zone, in the page's language
 * (a patient abroad still reads the time they must be at the door).
 */
const LOCALES = { lv: 'lv-LV', en: 'en-GB', ru: 'ru-RU' } as const;

export function formatVisit(timeFrom: string, timeTo: string, timeZone: string, language: string) {
  const locale = LOCALES[language as keyof typeof LOCALES] ?? LOCALES.lv;
  const zone = timeZone || 'Europe/Riga';
  const date = new Intl.DateTimeFormat(locale, { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(timeFrom));
  const time = new Intl.DateTimeFormat(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return { date, time: `${time.format(new Date(timeFrom))}–${time.format(new Date(timeTo))}`, zone };
}
