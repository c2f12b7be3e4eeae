import { formatMoney } from '../index.js';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('formats euros per language', () => {
    expect(formatMoney(123456, 'lv')).toBe(`1234,56${NBSP}€`);
    expect(formatMoney(123456, 'en')).toBe('€1,234.56');
    expect(formatMoney(123456, 'ru')).toBe(`1${NBSP}234,56${NBSP}€`);
  });

  it('defaults to Latvian', () => {
    expect(formatMoney(5)).toBe(`0,05${NBSP}€`);
  });

  it('keeps the cents of small, round and negative amounts', () => {
    expect(formatMoney(0, 'en')).toBe('€0.00');
    expect(formatMoney(5, 'en')).toBe('€0.05');
    expect(formatMoney(1000, 'en')).toBe('€10.00');
    expect(formatMoney(-250, 'en')).toBe('-€2.50');
  });

  it('is exact up to the largest safe number of cents (dividing by 100 as a float would not be)', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'en')).toBe('€90,071,992,547,409.91');
  });

  it('refuses fractional cents', () => {
    expect(() => formatMoney(10.5, 'en')).toThrow(/whole number of cents/);
  });
});
