import { birthDateFromPersonalCode, expectedCheckDigit, validatePersonalCode } from '../index.js';

// Check digits in this file were computed by hand / a separate script, not by the code under test,
// so a wrong formula in check-digit.ts makes these tests fail.
describe('validatePersonalCode: old form', () => {
  it('accepts the example from docs/product-decisions.md with and without the hyphen', () => {
    const expected = { ok: true, normalized: '161175-19997', form: 'old', birthDate: '1975-11-16' };
    expect(validatePersonalCode('161175-19997')).toEqual(expected);
    expect(validatePersonalCode('16117519997')).toEqual(expected);
    expect(validatePersonalCode('  161175-19997 ')).toEqual(expected);
  });

  it.each([
    ['010185-01239', '1885-01-01'],
    ['161175-19997', '1975-11-16'],
    ['010199-29990', '2099-01-01'],
    ['010100-10005', '1900-01-01'],
    ['311299-12345', '1999-12-31'],
    ['300120-05552', '1820-01-30'],
    ['310399-10004', '1999-03-31'],
    ['010717-10005', '1917-07-01'],
  ])('accepts %s (born %s) and reads its century digit', (code, birthDate) => {
    expect(validatePersonalCode(code)).toEqual({ ok: true, normalized: code, form: 'old', birthDate });
  });

  it('reads every century digit: 0 = 1800s, 1 = 1900s, 2 = 2000s', () => {
    expect(birthDateFromPersonalCode('010185-01239')).toBe('1885-01-01');
    expect(birthDateFromPersonalCode('010100-10005')).toBe('1900-01-01');
    expect(birthDateFromPersonalCode('290200-23453')).toBe('2000-02-29');
  });

  it('rejects century digits 3-9 as a date error (no century is defined for them)', () => {
    expect(validatePersonalCode('010100-30006')).toEqual({ ok: false, reason: 'date' });
    // The date is checked before the check digit, so any last digit shows the century rule.
    for (let c = 3; c <= 9; c++) {
      expect(validatePersonalCode(`010100-${c}0000`)).toEqual({ ok: false, reason: 'date' });
    }
  });

  describe('29 February', () => {
    it.each([
      ['290296-04561', '1896-02-29'], // 1896 leap, century 0
      ['290296-12342', '1996-02-29'], // 1996 leap, century 1
      ['290200-23453', '2000-02-29'], // 2000 leap (divisible by 400), century 2
      ['290224-20006', '2024-02-29'], // 2024 leap, century 2
    ])('accepts %s in a leap year', (code, birthDate) => {
      expect(validatePersonalCode(code)).toEqual({ ok: true, normalized: code, form: 'old', birthDate });
    });

    it.each([
      ['290200-07891', '1800: divisible by 100, not by 400'],
      ['290200-15550', '1900: divisible by 100, not by 400'],
      ['290297-12343', '1997'],
      ['290223-20005', '2023'],
    ])('rejects %s (%s is not a leap year) even with a correct check digit', (code) => {
      expect(validatePersonalCode(code)).toEqual({ ok: false, reason: 'date' });
    });
  });

  it.each([
    ['000000-10007', 'day and month 00'],
    ['011300-10000', 'month 13'],
    ['310499-10008', '31 April'],
  ])('rejects %s (%s) as a date error', (code) => {
    expect(validatePersonalCode(code)).toEqual({ ok: false, reason: 'date' });
  });

  it('rejects a wrong check digit on an old-form code', () => {
    for (const wrong of [0, 1, 2, 3, 4, 5, 6, 8, 9]) {
      expect(validatePersonalCode(`161175-1999${wrong}`)).toEqual({ ok: false, reason: 'checksum' });
    }
  });

  it('reports the date before the check digit (the date is what staff can fix by looking)', () => {
    expect(validatePersonalCode('290223-20000')).toEqual({ ok: false, reason: 'date' });
  });
});

describe('validatePersonalCode: new form (32-39, no birth date)', () => {
  it.each([
    ['321234-56785', '321234-56785'],
    ['399876-54326', '399876-54326'],
    ['32123456785', '321234-56785'],
  ])('accepts %s without a warning or a birth date', (code, normalized) => {
    expect(validatePersonalCode(code)).toEqual({ ok: true, normalized, form: 'new' });
  });

  it('accepts a wrong check digit with a checksum warning', () => {
    expect(validatePersonalCode('321234-56780')).toEqual({
      ok: true,
      normalized: '321234-56780',
      form: 'new',
      warning: 'checksum',
    });
  });

  it('treats codes starting 30 and 31 as old form (days), not new form', () => {
    expect(validatePersonalCode('311299-12345')).toMatchObject({ ok: true, form: 'old' });
    expect(validatePersonalCode('311299-12340')).toEqual({ ok: false, reason: 'checksum' });
  });
});

describe('validatePersonalCode: format', () => {
  it.each([
    '',
    '   ',
    '161175-1999', // 10 digits
    '161175-199977', // 12 digits
    '1611751999a',
    '16117-519997', // hyphen in the wrong place
    '161175--19997',
    '161175 19997', // inner space is not a hyphen
    '161175–19997', // en dash
    '１６１１７５-１９９９７', // full-width digits: \d matches ASCII digits only
  ])('rejects %j', (code) => {
    expect(validatePersonalCode(code)).toEqual({ ok: false, reason: 'format' });
  });

  it('rejects a value that is not a string instead of throwing', () => {
    for (const value of [null, undefined, 16117519997]) {
      expect(validatePersonalCode(value as unknown as string)).toEqual({ ok: false, reason: 'format' });
    }
  });
});

describe('birthDateFromPersonalCode', () => {
  it('returns the date of a valid old-form code', () => {
    expect(birthDateFromPersonalCode('16117519997')).toBe('1975-11-16');
  });
  it('returns null for new-form, invalid-date, wrong-checksum and malformed codes', () => {
    expect(birthDateFromPersonalCode('321234-56785')).toBeNull();
    expect(birthDateFromPersonalCode('290223-20005')).toBeNull();
    expect(birthDateFromPersonalCode('161175-19990')).toBeNull();
    expect(birthDateFromPersonalCode('abc')).toBeNull();
  });
});

describe('expectedCheckDigit', () => {
  it('matches check digits computed independently', () => {
    expect(expectedCheckDigit('1611751999')).toBe(7);
    expect(expectedCheckDigit('0101850123')).toBe(9);
    expect(expectedCheckDigit('2902001555')).toBe(0);
    expect(expectedCheckDigit('3998765432')).toBe(6);
  });
});
