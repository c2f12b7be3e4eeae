import { MAX_CENTS, centsToInput, parseEuros } from '../index.js';

describe('parseEuros', () => {
  it('reads comma or dot decimals and spaces exactly', () => {
    expect(parseEuros('12,5')).toBe(1250);
    expect(parseEuros('12.05')).toBe(1205);
    expect(parseEuros(' 1 200 ')).toBe(120000);
    expect(parseEuros('0.29')).toBe(29);
  });

  it('is null when empty and NaN for anything else, or above the largest amount the API takes', () => {
    expect(parseEuros('  ')).toBeNull();
    for (const bad of ['-1', '1.234', 'abc', '1,2,3', '€5', '20000000.01', '999999999']) expect(parseEuros(bad)).toBeNaN();
    expect(parseEuros('20 000 000,00')).toBe(MAX_CENTS);
  });

  it('round-trips with centsToInput', () => {
    for (const cents of [0, 5, 99, 100, 123456]) expect(parseEuros(centsToInput(cents))).toBe(cents);
    expect(centsToInput(4505)).toBe('45.05');
  });
});
