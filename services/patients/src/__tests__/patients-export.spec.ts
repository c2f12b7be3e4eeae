import type { INestApplication } from '@nestjs/common';
import { api, createTestApp, signIn, textBody, uniqueTag } from '@dental/server-testing';
import { createPatient } from './patients-test-kit.js';

const BOM = '\uFEFF';

describe('patient export (CSV)', () => {
  let app: INestApplication;
  let admin: string;
  const tag = uniqueTag('letters');

  const exportCsv = async (language: string, query: Record<string, string>) => {
    const res = await api(app)
      .get('/api/patients/export.csv')
      .query(query)
      .set('authorization', admin)
      .set('content-language', language)
      .buffer(true)
      .parse(textBody);
    expect(res.status).toBe(200);
    return { text: res.body as string, headers: res.headers };
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signIn(app, 'admin');
    await createPatient(app, admin, {
      first_name: 'Jānis',
      last_name: `Eksports${tag}`,
      phone: '+371 2123 4567',
      address: 'Brīvības iela 1; dz. "3"\nRīga',
      comment: 'not exported',
      status: 2,
    });
    await createPatient(app, admin, { first_name: '=HYPERLINK("x")', last_name: `Eksports${tag}` });
    await createPatient(app, admin, {
      first_name: "-1+1+cmd|' /C calc'!A0",
      last_name: `Eksports${tag}`,
      address: '+1+HYPERLINK("http://evil.example","open")',
    });
  });
  afterAll(() => app.close());

  it('answers UTF-8 CSV with a BOM and headers in English', async () => {
    const { text, headers } = await exportCsv('en', { search: `eksports${tag}` });
    expect(headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(headers['content-disposition']).toMatch(/^attachment; filename="patients-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(text.startsWith(BOM)).toBe(true);
    const [header] = text.slice(1).split('\r\n');
    expect(header.split(';').slice(0, 5)).toEqual(['Last name', 'First name', 'Personal code', 'Date of birth', 'Gender']);
  });

  it('translates headers and coded values into Latvian', async () => {
    const { text } = await exportCsv('lv', { search: `eksports${tag}`, status: '2' });
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0].split(';').slice(0, 4)).toEqual(['Uzvārds', 'Vārds', 'Personas kods', 'Dzimšanas datums']);
    expect(lines[0]).toContain('Statuss');
    // One data row (the status filter applies), with the status in words.
    expect(text).toContain(`Eksports${tag};Jānis;`);
    expect(text).toContain(';Atvaļinājumā;');
  });

  it('quotes fields with separators, quotes and line breaks, and defuses formulas', async () => {
    const { text } = await exportCsv('en', { search: `eksports${tag}` });
    expect(text).toContain('"Brīvības iela 1; dz. ""3""\nRīga"');
    expect(text).toContain(`;"'=HYPERLINK(""x"")";`);
    // A phone starts with + too: a spreadsheet would compute it, so it is text like any other.
    expect(text).toContain(";'+371 2123 4567;");
    expect(text).not.toContain('not exported');
    const rows = text.slice(1).split('\r\n').filter(Boolean);
    expect(rows).toHaveLength(4);
  });

  it('neutralises formula injection in names and addresses (OWASP: a leading apostrophe)', async () => {
    const { text } = await exportCsv('en', { search: `eksports${tag}` });
    const row = text.split('\r\n').find((line) => line.includes('cmd|'));
    expect(row).toContain(`;'-1+1+cmd|' /C calc'!A0;`);
    expect(row).toContain(`;"'+1+HYPERLINK(""http://evil.example"",""open"")";`);
  });
});
