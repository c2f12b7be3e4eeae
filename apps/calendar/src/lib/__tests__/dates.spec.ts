import { addMonths, isoWeekday, isYmd, monthWeeks, startOfWeek, stepDate, viewDays, weekDays } from '../dates';
import { dayBounds, instantOf, todayIn, wallOf } from '../zoned';

const RIGA = 'Europe/Riga';
const HOUR = 3_600_000;

describe('calendar dates', () => {
  it('weeks start on Monday (ISO weekday 1)', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16');
    expect(weekDays('2026-11-25')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
  });

  it('month view covers whole weeks from the Monday before the 1st', () => {
    const weeks = monthWeeks('2026-02-14');
    expect(weeks[0][0]).toBe('2026-01-26');
    expect(weeks[weeks.length - 1][6]).toBe('2026-03-01');
    expect(weeks).toHaveLength(5);
    expect(viewDays('month', '2026-02-14')).toEqual({ first: '2026-01-26', last: '2026-03-01' });
  });

  it('prev/next steps by the view; month ends clamp', () => {
    expect(stepDate('day', '2026-12-31', 1)).toBe('2027-01-01');
    expect(stepDate('week', '2026-03-02', -1)).toBe('2026-02-23');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(stepDate('month', '2026-01-15', -1)).toBe('2025-12-15');
  });

  it('validates dates from the address bar', () => {
    expect(isYmd('2026-02-29')).toBe(false);
    expect(isYmd('2024-02-29')).toBe(true);
    expect(isYmd('x')).toBe(false);
  });
});

describe('branch time zone (Europe/Riga)', () => {
  it('a normal day has 24 hours and starts at local midnight', () => {
    const [start, end] = dayBounds('2026-11-23', RIGA);
    expect(new Date(start).toISOString()).toBe('2026-11-22T22:00:00.000Z');
    expect(end - start).toBe(24 * HOUR);
  });

  it('the spring change day has 23 hours, the autumn one 25', () => {
    const [s1, e1] = dayBounds('2026-03-29', RIGA);
    expect(e1 - s1).toBe(23 * HOUR);
    const [s2, e2] = dayBounds('2026-10-25', RIGA);
    expect(e2 - s2).toBe(25 * HOUR);
    expect(new Date(e2).toISOString()).toBe('2026-10-25T22:00:00.000Z');
  });

  it('maps wall times to instants and back, also across the change', () => {
    const nine = instantOf('2026-03-29', 9 * 60, RIGA);
    expect(new Date(nine).toISOString()).toBe('2026-03-29T06:00:00.000Z');
    expect(wallOf(nine, RIGA)).toEqual({ ymd: '2026-03-29', minutes: 540 });
    expect(new Date(instantOf('2026-03-28', 9 * 60, RIGA)).toISOString()).toBe('2026-03-28T07:00:00.000Z');
    // 03:30 does not exist on 29 March: the moment the clock jumps (03:00 -> 04:00).
    expect(new Date(instantOf('2026-03-29', 3 * 60 + 30, RIGA)).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    // 03:30 happens twice on 25 October: the earlier one.
    expect(new Date(instantOf('2026-10-25', 3 * 60 + 30, RIGA)).toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it("today is the branch's date, not the browser's", () => {
    // 23:30 UTC on 22 Nov is already 23 Nov in Riga.
    expect(todayIn(RIGA, Date.parse('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(todayIn('America/New_York', Date.parse('2026-11-22T23:30:00Z'))).toBe('2026-11-22');
  });
});
