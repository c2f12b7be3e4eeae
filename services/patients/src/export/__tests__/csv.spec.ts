import { csvCell, csvLine } from '../csv.js';

describe('csv', () => {
  it('quotes only what needs it and doubles quotes', () => {
    expect(csvCell('Bērziņš')).toBe('Bērziņš');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });
  it('defuses formulas but leaves phone numbers and negative numbers alone', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+cmd')).toBe("'+cmd");
    expect(csvCell('+371 2912 3456')).toBe('+371 2912 3456');
    expect(csvCell('-5')).toBe('-5');
  });
  it('ends lines with CRLF', () => {
    expect(csvLine(['a', 1, null])).toBe('a;1;\r\n');
  });
});
