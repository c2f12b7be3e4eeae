import { expandRecurrence, type RecurrenceInput } from '../index.js';

const base = { time_from: '09:00', time_to: '17:00', time_zone: 'Europe/Riga' } as const;

function expand(input: Partial<RecurrenceInput> & Pick<RecurrenceInput, 'date_from' | 'date_to' | 'repeat_type'>) {
  return expandRecurrence({ ...base, ...input });
}

function dates(input: Parameters<typeof expand>[0]): string[] {
  const result = expand(input);
  if (!result.ok) throw new Error(`expected occurrences, got ${result.code}`);
  return result.occurrences.map((o) => o.date);
}

function utc(input: Parameters<typeof expand>[0]): Array<[string, string]> {
  const result = expand(input);
  if (!result.ok) throw new Error(`expected occurrences, got ${result.code}`);
  return result.occurrences.map((o) => [o.start.toISOString(), o.end.toISOString()]);
}

describe('expandRecurrence: day', () => {
  it('produces one period per day, both ends inclusive, at the local times', () => {
    expect(utc({ date_from: '2024-01-01', date_to: '2024-01-03', repeat_type: 'day' })).toEqual([
      ['2024-01-01T07:00:00.000Z', '2024-01-01T15:00:00.000Z'], // Riga winter time is UTC+2
      ['2024-01-02T07:00:00.000Z', '2024-01-02T15:00:00.000Z'],
      ['2024-01-03T07:00:00.000Z', '2024-01-03T15:00:00.000Z'],
    ]);
  });

  it('repeat_after 2 takes every second day counted from date_from', () => {
    expect(dates({ date_from: '2024-01-01', date_to: '2024-01-06', repeat_type: 'day', repeat_after: 2 })).toEqual([
      '2024-01-01',
      '2024-01-03',
      '2024-01-05',
    ]);
  });

  it('walks through 29 February in a leap year and skips it in other years', () => {
    expect(dates({ date_from: '2024-02-28', date_to: '2024-03-01', repeat_type: 'day' })).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(dates({ date_from: '2023-02-28', date_to: '2023-03-01', repeat_type: 'day' })).toEqual([
      '2023-02-28',
      '2023-03-01',
    ]);
    expect(dates({ date_from: '2099-12-31', date_to: '2100-01-01', repeat_type: 'day' })).toEqual([
      '2099-12-31',
      '2100-01-01',
    ]);
  });

  it("accepts '24:00' as the end of the day for all-day holidays", () => {
    expect(utc({ date_from: '2024-06-23', date_to: '2024-06-24', repeat_type: 'day', time_from: '00:00', time_to: '24:00' })).toEqual([
      ['2024-06-22T21:00:00.000Z', '2024-06-23T21:00:00.000Z'], // summer time, UTC+3
      ['2024-06-23T21:00:00.000Z', '2024-06-24T21:00:00.000Z'],
    ]);
  });
});

describe('expandRecurrence: week', () => {
  it('takes the chosen weekdays (1 = Monday ... 7 = Sunday) within the range', () => {
    // 2024-01-01 is a Monday.
    expect(dates({ date_from: '2024-01-01', date_to: '2024-01-14', repeat_type: 'week', weekdays: [1, 3, 5] })).toEqual([
      '2024-01-01',
      '2024-01-03',
      '2024-01-05',
      '2024-01-08',
      '2024-01-10',
      '2024-01-12',
    ]);
    expect(dates({ date_from: '2024-01-01', date_to: '2024-01-14', repeat_type: 'week', weekdays: [7, 6] })).toEqual([
      '2024-01-06',
      '2024-01-07',
      '2024-01-13',
      '2024-01-14',
    ]);
  });

  it('starts and stops mid-week without taking days outside the range', () => {
    // Wednesday 3rd to Wednesday 10th: Monday 1st is before the range.
    expect(dates({ date_from: '2024-01-03', date_to: '2024-01-10', repeat_type: 'week', weekdays: [1, 3, 5] })).toEqual([
      '2024-01-03',
      '2024-01-05',
      '2024-01-08',
      '2024-01-10',
    ]);
  });

  it('repeat_after 2 takes every second week, counted from the week of date_from', () => {
    expect(
      dates({ date_from: '2024-01-01', date_to: '2024-01-31', repeat_type: 'week', weekdays: [1, 5], repeat_after: 2 }),
    ).toEqual(['2024-01-01', '2024-01-05', '2024-01-15', '2024-01-19', '2024-01-29']);
    // From Thursday 4th: that week has no Monday left, the next Monday in an "on" week is the 15th.
    expect(
      dates({ date_from: '2024-01-04', date_to: '2024-01-31', repeat_type: 'week', weekdays: [1], repeat_after: 2 }),
    ).toEqual(['2024-01-15', '2024-01-29']);
  });

  it('ignores a weekday listed twice', () => {
    expect(dates({ date_from: '2024-01-01', date_to: '2024-01-07', repeat_type: 'week', weekdays: [2, 2] })).toEqual([
      '2024-01-02',
    ]);
  });
});

describe('expandRecurrence: month', () => {
  it('repeats on the day of the month of date_from', () => {
    expect(dates({ date_from: '2024-01-15', date_to: '2024-04-14', repeat_type: 'month' })).toEqual([
      '2024-01-15',
      '2024-02-15',
      '2024-03-15',
    ]);
  });

  it('skips months without that day (31st) and keeps later months on the 31st', () => {
    expect(dates({ date_from: '2024-01-31', date_to: '2024-12-31', repeat_type: 'month' })).toEqual([
      '2024-01-31',
      '2024-03-31',
      '2024-05-31',
      '2024-07-31',
      '2024-08-31',
      '2024-10-31',
      '2024-12-31',
    ]);
    expect(dates({ date_from: '2024-01-30', date_to: '2024-03-30', repeat_type: 'month' })).toEqual([
      '2024-01-30',
      '2024-03-30',
    ]);
  });

  it('has 29 February only in leap years', () => {
    expect(dates({ date_from: '2024-01-29', date_to: '2024-03-29', repeat_type: 'month' })).toEqual([
      '2024-01-29',
      '2024-02-29',
      '2024-03-29',
    ]);
    expect(dates({ date_from: '2023-01-29', date_to: '2023-03-29', repeat_type: 'month' })).toEqual([
      '2023-01-29',
      '2023-03-29',
    ]);
    // Every 12 months from a 29 February: only the leap years (2100 is not one).
    expect(dates({ date_from: '2096-02-29', date_to: '2104-03-01', repeat_type: 'month', repeat_after: 12 })).toEqual([
      '2096-02-29',
      '2104-02-29',
    ]);
  });

  it('repeat_after 2 takes every second month across a year end', () => {
    expect(dates({ date_from: '2024-11-10', date_to: '2025-05-10', repeat_type: 'month', repeat_after: 2 })).toEqual([
      '2024-11-10',
      '2025-01-10',
      '2025-03-10',
      '2025-05-10',
    ]);
  });
});

describe('expandRecurrence: none', () => {
  it('is one period on one day', () => {
    expect(utc({ date_from: '2024-05-02', date_to: '2024-05-02', repeat_type: 'none' })).toEqual([
      ['2024-05-02T06:00:00.000Z', '2024-05-02T14:00:00.000Z'],
    ]);
  });

  it('is one block for a multi-day vacation, even across the autumn clock change', () => {
    expect(
      utc({ date_from: '2024-10-21', date_to: '2024-11-03', repeat_type: 'none', time_from: '00:00', time_to: '24:00' }),
    ).toEqual([['2024-10-20T21:00:00.000Z', '2024-11-03T22:00:00.000Z']]);
  });

  it('allows an end time before the start time when the end is on a later day', () => {
    expect(utc({ date_from: '2024-05-02', date_to: '2024-05-03', repeat_type: 'none', time_from: '17:00', time_to: '09:00' })).toEqual([
      ['2024-05-02T14:00:00.000Z', '2024-05-03T06:00:00.000Z'],
    ]);
  });
});

describe('expandRecurrence: daylight-saving changes in Europe/Riga', () => {
  const riga = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Riga', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

  it('keeps 09:00-17:00 local on the Friday before and the Monday after the March change', () => {
    // 2024-03-31, last Sunday of March: 03:00 EET -> 04:00 EEST.
    const result = expand({ date_from: '2024-03-25', date_to: '2024-04-05', repeat_type: 'week', weekdays: [1, 5] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const byDate = Object.fromEntries(result.occurrences.map((o) => [o.date, o]));
    expect([byDate['2024-03-29'].start.toISOString(), byDate['2024-03-29'].end.toISOString()]).toEqual([
      '2024-03-29T07:00:00.000Z',
      '2024-03-29T15:00:00.000Z',
    ]);
    expect([byDate['2024-04-01'].start.toISOString(), byDate['2024-04-01'].end.toISOString()]).toEqual([
      '2024-04-01T06:00:00.000Z',
      '2024-04-01T14:00:00.000Z',
    ]);
    for (const o of result.occurrences) expect([riga.format(o.start), riga.format(o.end)]).toEqual(['09:00', '17:00']);
  });

  it('keeps 09:00-17:00 local on the Friday before and the Monday after the October change', () => {
    // 2024-10-27, last Sunday of October: 04:00 EEST -> 03:00 EET.
    expect(utc({ date_from: '2024-10-21', date_to: '2024-11-01', repeat_type: 'week', weekdays: [5, 1] })).toEqual([
      ['2024-10-21T06:00:00.000Z', '2024-10-21T14:00:00.000Z'],
      ['2024-10-25T06:00:00.000Z', '2024-10-25T14:00:00.000Z'],
      ['2024-10-28T07:00:00.000Z', '2024-10-28T15:00:00.000Z'],
      ['2024-11-01T07:00:00.000Z', '2024-11-01T15:00:00.000Z'],
    ]);
  });

  it('follows the 2025 change dates too (30 March, 26 October)', () => {
    expect(utc({ date_from: '2025-03-28', date_to: '2025-03-31', repeat_type: 'day', repeat_after: 3 })).toEqual([
      ['2025-03-28T07:00:00.000Z', '2025-03-28T15:00:00.000Z'],
      ['2025-03-31T06:00:00.000Z', '2025-03-31T14:00:00.000Z'],
    ]);
    expect(utc({ date_from: '2025-10-24', date_to: '2025-10-27', repeat_type: 'day', repeat_after: 3 })).toEqual([
      ['2025-10-24T06:00:00.000Z', '2025-10-24T14:00:00.000Z'],
      ['2025-10-27T07:00:00.000Z', '2025-10-27T15:00:00.000Z'],
    ]);
  });

  it('a night period over the spring change lasts one hour less in real time', () => {
    const result = utc({ date_from: '2024-03-30', date_to: '2024-03-31', repeat_type: 'day', time_from: '02:00', time_to: '05:00' });
    expect(result).toEqual([
      ['2024-03-30T00:00:00.000Z', '2024-03-30T03:00:00.000Z'],
      ['2024-03-31T00:00:00.000Z', '2024-03-31T02:00:00.000Z'],
    ]);
  });

  it('a time in the missing hour means the moment the clock jumps', () => {
    // 03:30 does not exist on 2024-03-31: the period starts at 04:00 EEST (01:00 UTC).
    expect(utc({ date_from: '2024-03-31', date_to: '2024-03-31', repeat_type: 'none', time_from: '03:30', time_to: '05:00' })).toEqual([
      ['2024-03-31T01:00:00.000Z', '2024-03-31T02:00:00.000Z'],
    ]);
    // A period wholly inside the missing hour has no time: that day is left out.
    expect(dates({ date_from: '2024-03-30', date_to: '2024-04-01', repeat_type: 'day', time_from: '03:15', time_to: '03:45' })).toEqual([
      '2024-03-30',
      '2024-04-01',
    ]);
  });

  it('a time in the repeated hour of October means its first occurrence', () => {
    expect(utc({ date_from: '2024-10-27', date_to: '2024-10-27', repeat_type: 'none', time_from: '03:30', time_to: '05:00' })).toEqual([
      ['2024-10-27T00:30:00.000Z', '2024-10-27T03:00:00.000Z'],
    ]);
  });

  it('uses the time zone it is given', () => {
    // New York changes on the second Sunday of March (2024-03-10).
    expect(
      utc({ date_from: '2024-03-08', date_to: '2024-03-11', repeat_type: 'day', repeat_after: 3, time_zone: 'America/New_York' }),
    ).toEqual([
      ['2024-03-08T14:00:00.000Z', '2024-03-08T22:00:00.000Z'],
      ['2024-03-11T13:00:00.000Z', '2024-03-11T21:00:00.000Z'],
    ]);
    expect(utc({ date_from: '2024-07-01', date_to: '2024-07-01', repeat_type: 'none', time_zone: 'UTC' })).toEqual([
      ['2024-07-01T09:00:00.000Z', '2024-07-01T17:00:00.000Z'],
    ]);
  });

  it('defaults to Europe/Riga', () => {
    const result = expandRecurrence({ date_from: '2024-07-01', date_to: '2024-07-01', time_from: '09:00', time_to: '17:00', repeat_type: 'none' });
    expect(result.ok && result.occurrences[0].start.toISOString()).toBe('2024-07-01T06:00:00.000Z');
  });
});

describe('expandRecurrence: errors', () => {
  it.each([
    [{ date_from: '2024-02-30' }, 'date_from'],
    [{ date_from: '2023-02-29' }, 'date_from'],
    [{ date_from: '2024-13-01' }, 'date_from'],
    [{ date_from: '24-01-01' }, 'date_from'],
    [{ date_from: 'tomorrow' }, 'date_from'],
    [{ date_from: '1899-12-31' }, 'date_from'],
    [{ date_to: '2024-04-31' }, 'date_to'],
    [{ date_to: '' }, 'date_to'],
    [{ time_from: '9:00' }, 'time_from'],
    [{ time_from: '24:00' }, 'time_from'],
    [{ time_to: '17:60' }, 'time_to'],
    [{ time_to: '25:00' }, 'time_to'],
    [{ time_zone: 'Europe/Atlantis' }, 'time_zone'],
    [{ date_from: '2024-02-01', date_to: '2024-01-31' }, 'date_to'],
    [{ time_from: '17:00', time_to: '17:00' }, 'time_to'],
    [{ time_from: '17:00', time_to: '09:00' }, 'time_to'],
    [{ repeat_after: 0 }, 'repeat_after'],
    [{ repeat_after: -1 }, 'repeat_after'],
    [{ repeat_after: 1.5 }, 'repeat_after'],
    [{ repeat_type: 'week', weekdays: [0] }, 'weekdays'],
    [{ repeat_type: 'week', weekdays: [1, 8] }, 'weekdays'],
    [{ repeat_type: 'year' as never }, 'repeat_type'],
  ] as const)('INVALID_DATE_RANGE for %j', (override, field) => {
    expect(expand({ date_from: '2024-01-01', date_to: '2024-01-31', repeat_type: 'day', ...override })).toEqual({
      ok: false,
      code: 'INVALID_DATE_RANGE',
      field,
    });
  });

  it('INVALID_DATE_RANGE for a one-off entry that ends before it starts', () => {
    expect(expand({ date_from: '2024-01-01', date_to: '2024-01-01', repeat_type: 'none', time_from: '17:00', time_to: '09:00' })).toEqual({
      ok: false,
      code: 'INVALID_DATE_RANGE',
      field: 'time_to',
    });
  });

  it.each(['day', 'week', 'month'] as const)('RECURRING_DATE_EQUAL for a %s repeat on one date', (repeat_type) => {
    expect(expand({ date_from: '2024-01-01', date_to: '2024-01-01', repeat_type, weekdays: [1] })).toEqual({
      ok: false,
      code: 'RECURRING_DATE_EQUAL',
      field: 'date_to',
    });
  });

  it('WEEK_DAYS_NOT_SELECTED for a week repeat with no weekday', () => {
    const expected = { ok: false, code: 'WEEK_DAYS_NOT_SELECTED', field: 'weekdays' };
    expect(expand({ date_from: '2024-01-01', date_to: '2024-01-31', repeat_type: 'week', weekdays: [] })).toEqual(expected);
    expect(expand({ date_from: '2024-01-01', date_to: '2024-01-31', repeat_type: 'week' })).toEqual(expected);
  });

  it('ZERO_EVENTS_INSERTED when the chosen weekdays never fall in the range', () => {
    // Monday 1st to Tuesday 2nd, Fridays only.
    expect(expand({ date_from: '2024-01-01', date_to: '2024-01-02', repeat_type: 'week', weekdays: [5] })).toEqual({
      ok: false,
      code: 'ZERO_EVENTS_INSERTED',
    });
    // Every second week from Thursday 4th to Sunday 14th: the only "on" week is the first, and its Monday is past.
    expect(
      expand({ date_from: '2024-01-04', date_to: '2024-01-14', repeat_type: 'week', weekdays: [1], repeat_after: 2 }),
    ).toEqual({ ok: false, code: 'ZERO_EVENTS_INSERTED' });
  });

  it('TOO_MANY_EVENTS above the cap of 1000, and exactly 1000 is allowed', () => {
    // 2024-01-01 + 999 days = 2026-09-26: exactly 1000 days.
    const exactly = expand({ date_from: '2024-01-01', date_to: '2026-09-26', repeat_type: 'day' });
    expect(exactly.ok && exactly.occurrences.length).toBe(1000);
    expect(expand({ date_from: '2024-01-01', date_to: '2026-09-27', repeat_type: 'day' })).toEqual({
      ok: false,
      code: 'TOO_MANY_EVENTS',
    });
    expect(expand({ date_from: '2024-01-01', date_to: '9999-12-31', repeat_type: 'week', weekdays: [1, 2, 3, 4, 5] })).toEqual({
      ok: false,
      code: 'TOO_MANY_EVENTS',
    });
  });

  it('honours a custom cap', () => {
    expect(expand({ date_from: '2024-01-01', date_to: '2024-01-11', repeat_type: 'day', max_events: 10 })).toEqual({
      ok: false,
      code: 'TOO_MANY_EVENTS',
    });
    const ten = expand({ date_from: '2024-01-01', date_to: '2024-01-10', repeat_type: 'day', max_events: 10 });
    expect(ten.ok && ten.occurrences.length).toBe(10);
  });

  it('stays fast on a huge range with a sparse rule', () => {
    const started = Date.now();
    const result = expand({ date_from: '1900-01-01', date_to: '9999-12-31', repeat_type: 'day', repeat_after: 100_000 });
    // Expected dates computed with Python's datetime (date(1900, 1, 1) + k x 100 000 days).
    expect(result.ok && result.occurrences.map((o) => o.date)).toEqual([
      '1900-01-01',
      '2173-10-16',
      '2447-08-01',
      '2721-05-17',
      '2995-03-01',
      '3268-12-14',
      '3542-09-30',
      '3816-07-15',
      '4090-04-29',
      '4364-02-13',
      '4637-11-28',
      '4911-09-13',
      '5185-06-28',
      '5459-04-13',
      '5733-01-26',
      '6006-11-11',
      '6280-08-26',
      '6554-06-11',
      '6828-03-26',
      '7102-01-10',
      '7375-10-25',
      '7649-08-09',
      '7923-05-26',
      '8197-03-09',
      '8470-12-23',
      '8744-10-08',
      '9018-07-24',
      '9292-05-07',
      '9566-02-21',
      '9839-12-07',
    ]);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
