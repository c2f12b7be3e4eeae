import {
  dateLanguage,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatLongDate,
  formatMonthYear,
  formatTime,
  formatWeekday,
} from '../index.js';

const RIGA = 'Europe/Riga';
/** 17:00 in Riga on 23 November 2026 (UTC+2). */
const EVENING = '2026-11-23T15:00:00.000Z';

describe('dates and times as people read them', () => {
  it.each([
    ['lv', '23.11.2026 17:00', '23.11.2026'],
    ['ru', '23.11.2026 17:00', '23.11.2026'],
    ['en', '23 Nov 2026, 17:00', '23 Nov 2026'],
  ])('%s: date and time, 24-hour', (language, dateTime, date) => {
    expect(formatDateTime(EVENING, language, RIGA)).toBe(dateTime);
    expect(formatDate(EVENING, language, RIGA)).toBe(date);
    expect(formatTime(EVENING, language, RIGA)).toBe('17:00');
  });

  it('never writes AM or PM', () => {
    for (const language of ['lv', 'en', 'ru']) {
      expect(formatDateTime('2026-11-23T20:05:00Z', language, RIGA)).toMatch(/ 22:05$/);
      expect(formatTime('2026-11-23T23:05:00Z', language, RIGA)).toBe('01:05');
    }
  });

  it("reads an instant on the zone's wall clock, also over daylight-saving changes", () => {
    // 23:30 UTC on 22 Nov is already 23 Nov in Riga.
    expect(formatDate('2026-11-22T23:30:00Z', 'lv', RIGA)).toBe('23.11.2026');
    expect(formatDate('2026-11-22T23:30:00Z', 'lv', 'UTC')).toBe('22.11.2026');
    expect(formatDateTime('2026-03-29T01:00:00Z', 'lv', RIGA)).toBe('29.03.2026 04:00');
    expect(formatDateTime('2026-10-25T00:30:00Z', 'ru', RIGA)).toBe('25.10.2026 03:30');
    expect(formatDateTime('2026-10-25T01:30:00Z', 'ru', RIGA)).toBe('25.10.2026 03:30');
    expect(formatDateTime(Date.parse(EVENING), 'en', RIGA)).toBe('23 Nov 2026, 17:00');
    expect(formatDateTime(new Date(EVENING), 'en', RIGA)).toBe('23 Nov 2026, 17:00');
  });

  it('keeps a calendar date on its day whatever the zone', () => {
    expect(formatDate('2026-11-05', 'lv')).toBe('05.11.2026');
    expect(formatDate('2026-11-05', 'en', 'Pacific/Kiritimati')).toBe('5 Nov 2026');
    expect(formatDateTime('2026-11-05', 'ru')).toBe('05.11.2026');
  });

  it('shows nothing for nothing, and unreadable text as it came', () => {
    expect(formatDate(null, 'lv')).toBe('');
    expect(formatDateTime(undefined, 'en')).toBe('');
    expect(formatDate('soon', 'lv')).toBe('soon');
    expect(formatDate('2026-02-30', 'lv')).toBe('2026-02-30');
  });

  it('takes regional tags and falls back to Latvian', () => {
    expect(dateLanguage('en-GB')).toBe('en');
    expect(dateLanguage('ru-RU')).toBe('ru');
    expect(dateLanguage('de')).toBe('lv');
    expect(formatDateTime(EVENING, 'en-US', RIGA)).toBe('23 Nov 2026, 17:00');
  });

  it('writes day and month without the year for week columns', () => {
    expect(formatDayMonth('2026-11-23', 'lv')).toBe('23.11.');
    expect(formatDayMonth('2026-11-23', 'ru')).toBe('23.11.');
    expect(formatDayMonth('2026-11-23', 'en')).toBe('23 Nov');
  });

  it('names months and weekdays in the language', () => {
    expect(formatMonthYear('2026-11-23', 'en')).toBe('November 2026');
    expect(formatMonthYear('2026-11-23', 'lv')).toMatch(/novembris/);
    expect(formatMonthYear('2026-11-23', 'ru')).toMatch(/ноябрь 2026/);
    expect(formatWeekday('2026-11-23', 'en')).toBe('Mon');
    expect(formatWeekday('2026-11-23', 'lv', 'long')).toMatch(/^[Pp]irmdiena$/);
    expect(formatWeekday('2026-11-23', 'ru', 'long')).toBe('понедельник');
    expect(formatLongDate('2026-11-23', 'en')).toMatch(/^Monday,? 23 November 2026$/);
  });
});
