import { addMonths, isoWeekday, isYmd, monthWeeks, startOfWeek, stepDate, viewDays, weekDays } from '../dates';

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

// Day bounds, wall times and today over Europe/Riga's DST changes: libs/domain-time's tests.
