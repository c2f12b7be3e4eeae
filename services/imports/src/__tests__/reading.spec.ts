import iconv from 'iconv-lite';
import { guessMapping } from '../mapping/guess.js';
import { detectDelimiter } from '../reading/delimiter.js';
import { detectEncoding } from '../reading/encoding.js';
import { guessDateOrder, readDate, readDateTime, readTime } from '../values/dates.js';
import { readCents, readDecimal, readInteger } from '../values/numbers.js';
import { readGender, readKinship, readVatCategory } from '../values/words.js';

const TODAY = new Date('2026-11-24T08:00:00Z');

describe('reading an export: encodings and delimiters', () => {
  it('tells UTF-8, Windows-1257 (Latvian) and Windows-1251 (Russian) apart by their bytes', () => {
    const latvian = 'ID;Vārds;Uzvārds\n1;Jānis;Bērziņš\n2;Līga;Ķēniņa\n';
    const russian = 'ID;Имя;Фамилия\n1;Пётр;Ёлкин\n2;Анна;Щукина\n';
    expect(detectEncoding(Buffer.from(latvian, 'utf8'))).toBe('utf-8');
    expect(detectEncoding(Buffer.from(`\ufeff${russian}`, 'utf8'))).toBe('utf-8');
    expect(detectEncoding(iconv.encode(latvian, 'windows-1257'))).toBe('windows-1257');
    expect(detectEncoding(iconv.encode(russian, 'windows-1251'))).toBe('windows-1251');
    expect(detectEncoding(Buffer.from('ID;Name\n1;John\n'))).toBe('utf-8');
  });

  it('reads UTF-8 cut inside a character at the end of a sample as UTF-8', () => {
    const bytes = Buffer.from('Vārds;Bērziņš', 'utf8');
    expect(detectEncoding(bytes.subarray(0, bytes.length - 1))).toBe('utf-8');
  });

  it('finds the delimiter that splits every line alike, quoted delimiters aside', () => {
    expect(detectDelimiter('a;b;c\n1;2;3\n')).toBe(';');
    expect(detectDelimiter('a,b,c\n"1,5",2,3\n')).toBe(',');
    expect(detectDelimiter('a\tb\n1\t2\n')).toBe('\t');
    expect(detectDelimiter('name, with comma;b\nx, y;z\n')).toBe(';');
    expect(detectDelimiter('one column\nvalue\n')).toBe(';');
  });
});

describe('reading values as old systems write them', () => {
  it('reads dates in the Latvian, Russian, ISO and US ways, and refuses days that do not exist', () => {
    expect(readDate('24.11.2026', 'dmy')).toBe('2026-11-24');
    expect(readDate('24.11.2026.', 'mdy')).toBe('2026-11-24');
    expect(readDate('2026-11-24', 'mdy')).toBe('2026-11-24');
    expect(readDate('2026.11.24.', 'dmy')).toBe('2026-11-24');
    expect(readDate('11/24/2026', 'mdy')).toBe('2026-11-24');
    expect(readDate('24/11/2026', 'dmy')).toBe('2026-11-24');
    expect(readDate('31.02.1990', 'dmy')).toBeNull();
    expect(readDate('29.02.2024', 'dmy')).toBe('2024-02-29');
    expect(readDate('sometime', 'dmy')).toBeNull();
  });

  it('puts a two-digit year of a birth date in the past and of an appointment in the future', () => {
    expect(readDate('05.06.70', 'dmy', 'past', TODAY)).toBe('1970-06-05');
    expect(readDate('05.06.12', 'dmy', 'past', TODAY)).toBe('2012-06-05');
    expect(readDate('05.06.31', 'dmy', 'future', TODAY)).toBe('2031-06-05');
  });

  it('reads times and date-times, Excel’s too', () => {
    expect(readTime('9:30')).toBe(570);
    expect(readTime('09.30')).toBe(570);
    expect(readTime('14:00:00')).toBe(840);
    expect(readTime('2:30 PM')).toBe(870);
    expect(readTime('25:00')).toBeNull();
    expect(readDateTime('11.03.2031 10:15', 'dmy', 'future')).toEqual({ date: '2031-03-11', minutes: 615 });
    expect(readDateTime('2031-03-11T10:15', 'dmy', 'future')).toEqual({ date: '2031-03-11', minutes: 615 });
    expect(readDateTime('2031-03-11', 'dmy', 'future')).toEqual({ date: '2031-03-11', minutes: null });
  });

  it('guesses the date order from a day that cannot be a month', () => {
    expect(guessDateOrder(['03/04/2020', '13/04/2020'])).toBe('dmy');
    expect(guessDateOrder(['03/04/2020', '04/23/2020'])).toBe('mdy');
    expect(guessDateOrder(['03/04/2020', 'Anna'])).toBe('dmy');
  });

  it('reads decimal commas, grouped thousands, signs and currency into exact cents', () => {
    expect(readCents('12,50')).toBe(1250);
    expect(readCents('1 234,50 €')).toBe(123450);
    expect(readCents('1.234,50')).toBe(123450);
    expect(readCents('1,234.50')).toBe(123450);
    expect(readCents('EUR 0.1')).toBe(10);
    expect(readCents('-20,00')).toBe(-2000);
    expect(readCents('(20,00)')).toBe(-2000);
    expect(readCents('−5')).toBe(-500);
    expect(readCents('0,125')).toBe(13);
    expect(readCents('daudz')).toBeNull();
    expect(readDecimal('1.234.567')).toBe('1234567');
    expect(readInteger('30')).toBe(30);
    expect(readInteger('30,5')).toBeNull();
  });

  it('reads gender, kinship and VAT in lv, en and ru', () => {
    expect([readGender('V'), readGender('sieviete'), readGender('Ж'), readGender('male')]).toEqual([1, 2, 2, 1]);
    expect([readKinship('tēvs'), readKinship('meita'), readKinship('Сестра'), readKinship('guardian')]).toEqual([0, 1, 3, 2]);
    expect([readVatCategory('atbrīvots'), readVatCategory('21%'), readVatCategory('12 %')]).toEqual(['exempt', 'standard', 'reduced']);
    expect(readGender('maybe')).toBeUndefined();
  });
});

describe('guessing a mapping', () => {
  it('maps Latvian, English and Russian headers and picks the id column as the key', () => {
    expect(guessMapping(['Nr.', 'Vārds', 'Uzvārds', 'E-pasts'], [], 'dmy')).toEqual({
      kind: 'patients',
      columns: { 'Nr.': null, Vārds: 'first_name', Uzvārds: 'last_name', 'E-pasts': 'email' },
      key_column: 'Nr.',
      date_order: 'dmy',
    });
    expect(guessMapping(['Код', 'Название', 'Цена', 'Группа'], [], 'dmy')).toMatchObject({ kind: 'services', columns: { Код: 'sku', Название: 'name', Цена: 'price', Группа: 'category' } });
    expect(guessMapping(['Patient ID', 'Balance', 'As of'], [], 'dmy')).toMatchObject({ kind: 'balances', columns: { 'Patient ID': 'patient_key', Balance: 'amount', 'As of': 'booked_on' } });
  });

  it("starts from the company's remembered mapping of the same layout", () => {
    const remembered = [{ kind: 'patients' as const, columns: { klients: 'last_name', tel: 'phone2' }, keyColumn: 'kods', dateOrder: 'mdy' as const }];
    expect(guessMapping(['Kods', 'Klients', 'Tel'], remembered, 'dmy')).toEqual({
      kind: 'patients',
      columns: { Kods: null, Klients: 'last_name', Tel: 'phone2' },
      key_column: 'Kods',
      date_order: 'mdy',
    });
  });
});
