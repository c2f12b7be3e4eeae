import { DATE_YEARS, dateSchema, instantSchema, storableStringSchema, textSchema } from '../fields.js';

const issueOf = (result: { success: boolean; error?: { issues: { code: string; params?: unknown }[] } }) => result.error?.issues[0];

describe('text the database can store', () => {
  it('refuses a NUL byte and a lone surrogate, naming the message', () => {
    for (const value of ['a\u0000b', 'a\ud800b', 'b\udc00']) {
      expect(issueOf(textSchema(10).safeParse(value))).toMatchObject({ code: 'custom', params: { key: 'invalid_characters' } });
    }
    expect(storableStringSchema().safeParse('pass\u0000word').success).toBe(false);
  });

  it('keeps every real character, surrogate pairs (emoji) included, and trims', () => {
    expect(textSchema(20).parse('  Bērziņš 😀 Жанна\t\n ')).toBe('Bērziņš 😀 Жанна');
    expect(storableStringSchema().parse(' as sent ')).toBe(' as sent ');
  });
});

describe('dates and instants Postgres can store', () => {
  it(`takes the years ${DATE_YEARS.min}-${DATE_YEARS.max}`, () => {
    expect(dateSchema.parse('1900-01-01')).toBe('1900-01-01');
    expect(dateSchema.parse('2999-12-31')).toBe('2999-12-31');
    expect(instantSchema.parse('2031-03-12T10:00:00+02:00')).toBe('2031-03-12T10:00:00+02:00');
  });

  it('refuses year 0000 and the years outside, naming the range', () => {
    for (const value of ['0000-01-01', '1899-12-31', '3000-01-01']) {
      expect(issueOf(dateSchema.safeParse(value))).toMatchObject({ params: { key: 'date_out_of_range', min: 1900, max: 2999 } });
    }
    expect(issueOf(instantSchema.safeParse('0000-01-01T00:00:00Z'))).toMatchObject({ params: { key: 'date_out_of_range' } });
  });
});
