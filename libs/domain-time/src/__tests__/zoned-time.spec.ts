import {
  addDays,
  addMonths,
  dayBounds,
  daysBetween,
  instantOf,
  isoWeekday,
  isValidTimeZone,
  isYmd,
  localDate,
  localTime,
  offsetAt,
  todayIn,
  wallOf,
} from '../index.js';

const RIGA = 'Europe/Riga';
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('civil dates', () => {
  it('steps days across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('steps months to the same day, clamped to the shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2026-11-30', 14)).toBe('2028-01-30');
  });

  it('weeks start on Monday (ISO weekday 1)', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
  });

  it('tells real dates from the rest', () => {
    expect(isYmd('2024-02-29')).toBe(true);
    expect(isYmd('2026-02-29')).toBe(false);
    expect(isYmd('1899-12-31')).toBe(false);
    expect(isYmd('x')).toBe(false);
  });
});

describe('time zones', () => {
  it('knows IANA zones and refuses the rest', () => {
    expect(isValidTimeZone('Europe/Riga')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Europe/Atlantis')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });

  it('Riga is UTC+2 in winter and UTC+3 in summer', () => {
    expect(offsetAt(RIGA, Date.parse('2026-01-15T12:00:00Z'))).toBe(2 * HOUR);
    expect(offsetAt(RIGA, Date.parse('2026-07-15T12:00:00Z'))).toBe(3 * HOUR);
  });
});

describe('Europe/Riga, spring change (29 March 2026, 03:00 -> 04:00)', () => {
  it('the day has 23 hours, bounded by its own midnights', () => {
    const [start, end] = dayBounds('2026-03-29', RIGA);
    expect(iso(start)).toBe('2026-03-28T22:00:00.000Z');
    expect(iso(end)).toBe('2026-03-29T21:00:00.000Z');
    expect(end - start).toBe(23 * HOUR);
  });

  it('a wall time in the gap is the moment the clock jumps', () => {
    expect(iso(instantOf('2026-03-29', 3 * 60, RIGA))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(instantOf('2026-03-29', 3 * 60 + 30, RIGA))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(instantOf('2026-03-29', 4 * 60, RIGA))).toBe('2026-03-29T01:00:00.000Z');
  });

  it('times either side keep their offsets and read back', () => {
    const two = instantOf('2026-03-29', 2 * 60 + 59, RIGA);
    expect(iso(two)).toBe('2026-03-29T00:59:00.000Z');
    const nine = instantOf('2026-03-29', 9 * 60, RIGA);
    expect(iso(nine)).toBe('2026-03-29T06:00:00.000Z');
    expect(wallOf(nine, RIGA)).toEqual({ ymd: '2026-03-29', minutes: 540 });
    expect(localTime(Date.parse('2026-03-29T01:00:00Z'), RIGA)).toBe('04:00');
  });
});

describe('Europe/Riga, autumn change (25 October 2026, 04:00 -> 03:00)', () => {
  it('the day has 25 hours', () => {
    const [start, end] = dayBounds('2026-10-25', RIGA);
    expect(iso(start)).toBe('2026-10-24T21:00:00.000Z');
    expect(iso(end)).toBe('2026-10-25T22:00:00.000Z');
    expect(end - start).toBe(25 * HOUR);
  });

  it('a wall time of the fold is its earlier instant', () => {
    expect(iso(instantOf('2026-10-25', 3 * 60 + 30, RIGA))).toBe('2026-10-25T00:30:00.000Z');
  });

  it('both instants of the fold read as the same wall time', () => {
    expect(localTime(Date.parse('2026-10-25T00:30:00Z'), RIGA)).toBe('03:30');
    expect(localTime(Date.parse('2026-10-25T01:30:00Z'), RIGA)).toBe('03:30');
    expect(localDate(new Date('2026-10-25T01:30:00Z'), RIGA)).toBe('2026-10-25');
    expect(iso(instantOf('2026-10-25', 4 * 60, RIGA))).toBe('2026-10-25T02:00:00.000Z');
  });
});

describe('today', () => {
  it("is the zone's date, not the runtime's", () => {
    // 23:30 UTC on 22 Nov is already 23 Nov in Riga.
    expect(todayIn(RIGA, Date.parse('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(todayIn('America/New_York', Date.parse('2026-11-22T23:30:00Z'))).toBe('2026-11-22');
  });

  it('turns at midnight to the millisecond, asked within the same second and across it', () => {
    // Riga's midnight of 23 Nov is 22:00:00 UTC (winter, +02:00); the date is remembered per second.
    expect(todayIn(RIGA, Date.parse('2026-11-22T21:59:59.000Z'))).toBe('2026-11-22');
    expect(todayIn(RIGA, Date.parse('2026-11-22T21:59:59.999Z'))).toBe('2026-11-22');
    expect(todayIn(RIGA, Date.parse('2026-11-22T22:00:00.000Z'))).toBe('2026-11-23');
    expect(todayIn('America/New_York', Date.parse('2026-11-22T22:00:00.000Z'))).toBe('2026-11-22');
    expect(todayIn(RIGA, Date.parse('2026-11-22T21:59:59.500Z'))).toBe('2026-11-22');
  });
});
