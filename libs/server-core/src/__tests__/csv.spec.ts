import { csvStream, csvText, type CsvCell } from '../export/csv.js';

const BOM = '\uFEFF';
const columns = [{ header: 'Name' }, { header: 'Price', numeric: true }];
const lineOf = (name: CsvCell, price: CsvCell = null) => csvText(columns, [[name, price]]).split('\r\n')[1];

async function read(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

describe('csv writer', () => {
  it('writes UTF-8 with a BOM, the headers, `;` between fields and CRLF after every line', () => {
    expect(csvText(columns, [['Bērziņš', 12], ['Жанна', null]])).toBe(`${BOM}Name;Price\r\nBērziņš;12\r\nЖанна;\r\n`);
  });

  it('quotes only what needs it and doubles quotes', () => {
    expect(lineOf('a;b')).toBe('"a;b";');
    expect(lineOf('a,b')).toBe('"a,b";');
    expect(lineOf('say "hi"')).toBe('"say ""hi""";');
    expect(lineOf('two\nlines')).toBe('"two\nlines";');
    expect(lineOf(undefined)).toBe(';');
  });

  it('defuses every cell a spreadsheet would run as a formula', () => {
    expect(lineOf("-1+1+cmd|' /C calc'!A0")).toBe(`'-1+1+cmd|' /C calc'!A0;`);
    expect(lineOf('+1+HYPERLINK("http://evil.example","open")')).toBe(`"'+1+HYPERLINK(""http://evil.example"",""open"")";`);
    expect(lineOf('=1+1')).toBe("'=1+1;");
    expect(lineOf('@SUM(A1)')).toBe("'@SUM(A1);");
    expect(lineOf('\t=1')).toBe("'\t=1;");
    expect(lineOf('\r=1')).toBe(`"'\r=1";`);
    expect(lineOf('＝1+1')).toBe("'＝1+1;");
    expect(lineOf('+371 2912 3456')).toBe("'+371 2912 3456;");
    expect(lineOf('Bērziņš - Ozola')).toBe('Bērziņš - Ozola;');
  });

  it('leaves real numbers of a numeric column alone, and only those', () => {
    expect(lineOf('x', -5)).toBe('x;-5');
    expect(lineOf('x', '-12.50')).toBe('x;-12.50');
    expect(lineOf('x', '-1+1')).toBe("x;'-1+1");
    expect(lineOf('x', '=A1')).toBe("x;'=A1");
    expect(lineOf(-5)).toBe("'-5;");
  });

  it('streams the same file, row by row', async () => {
    async function* rows() {
      yield ['=1+1', '-3.10'];
      yield ['Ozols', 7];
    }
    expect(await read(csvStream(columns, rows()))).toBe(`${BOM}Name;Price\r\n'=1+1;-3.10\r\nOzols;7\r\n`);
  });

  it('ends the stream with the error of a failing source instead of leaving it open', async () => {
    async function* rows(): AsyncGenerator<CsvCell[]> {
      yield ['Ozols', 1];
      throw new Error('database down');
    }
    await expect(read(csvStream(columns, rows()))).rejects.toThrow('database down');
  });
});
