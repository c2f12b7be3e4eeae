import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import type { ImportStatus, Permission } from '@dental/contracts';
import { api, createCompany, sql, type TestCompany } from '@dental/server-testing';

/** A company of its own with one branch ("Centrs") and two rooms; its user is the doctor files name ("Probe User"). */
export interface ImportClinic extends TestCompany {
  branch: string;
  rooms: { K1: string; K2: string };
}

export async function importClinic(app: INestApplication, permissions: Permission[]): Promise<ImportClinic> {
  const company = await createCompany(app, permissions, 'Import');
  const branch = randomUUID();
  await sql(app, `insert into branch (uuid, company_id, department_uuid, name, time_zone) values (?, ?, ?, 'Centrs', 'Europe/Riga')`, [branch, company.id, company.department]);
  await sql(app, `insert into user_branches (user_uuid, branch_uuid) values (?, ?)`, [company.user.uuid, branch]);
  const K1 = randomUUID();
  const K2 = randomUUID();
  await sql(app, `insert into room (uuid, company_id, branch_uuid, name, sort_order) values (?, ?, ?, 'K1', 1), (?, ?, ?, 'K2', 2)`, [K1, company.id, branch, K2, company.id, branch]);
  return { ...company, branch, rooms: { K1, K2 } };
}

/** Rows as a CSV in an encoding, cells quoted where they hold the delimiter. */
export function csvFile(rows: readonly (readonly string[])[], delimiter: string, encoding: 'utf-8' | 'windows-1257' | 'windows-1251'): Buffer {
  const cell = (text: string) => (text.includes(delimiter) || text.includes('"') ? `"${text.replace(/"/g, '""')}"` : text);
  const text = rows.map((row) => row.map(cell).join(delimiter)).join('\r\n') + '\r\n';
  return encoding === 'utf-8' ? Buffer.from(text, 'utf8') : iconv.encode(text, encoding);
}

/** Rows as an XLSX's first sheet; a Date cell is written as Excel's own date. */
export async function xlsxFile(rows: readonly (readonly (string | number | Date)[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Patients');
  for (const row of rows) sheet.addRow([...row]);
  sheet.eachRow((row) =>
    row.eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = 'dd.mm.yyyy';
    }),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const importsApi = (app: INestApplication, token: string, language = 'en') => ({
  upload: (file: Buffer, name: string, fields: Record<string, string> = {}) => {
    const request = api(app).post('/api/imports').set('authorization', token).set('content-language', language).attach('file', file, name);
    for (const [field, value] of Object.entries(fields)) void request.field(field, value);
    return request;
  },
  map: (uuid: string, body: object) => api(app).put(`/api/imports/${uuid}/mapping`).set('authorization', token).set('content-language', language).send(body),
  dryRun: (uuid: string) => api(app).post(`/api/imports/${uuid}/dry-run`).set('authorization', token).set('content-language', language),
  run: (uuid: string) => api(app).post(`/api/imports/${uuid}/run`).set('authorization', token).set('content-language', language),
  status: (uuid: string) => api(app).get(`/api/imports/${uuid}`).set('authorization', token).set('content-language', language),
  undo: (uuid: string) => api(app).post(`/api/imports/${uuid}/undo`).set('authorization', token).set('content-language', language),
  errorsCsv: (uuid: string) => api(app).get(`/api/imports/${uuid}/errors.csv`).set('authorization', token).set('content-language', language),
});

/** Polls the import until its run is over; fails when it does not end within the time. */
export async function ended(app: INestApplication, token: string, uuid: string, timeoutMs = 60_000): Promise<ImportStatus> {
  const started = Date.now();
  for (;;) {
    const { status, body } = await importsApi(app, token).status(uuid);
    if (status !== 200) throw new Error(`status answered ${status}: ${JSON.stringify(body)}`);
    const data = body.data as ImportStatus;
    if (data.state !== 'running') return data;
    if (Date.now() - started > timeoutMs) throw new Error(`import ${uuid} still running after ${timeoutMs} ms (progress ${data.progress})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Upload, map as suggested (or with changes), run, and wait for it: the import's final status. */
export async function importAll(app: INestApplication, token: string, file: Buffer, name: string, mapping: Record<string, unknown> = {}): Promise<ImportStatus> {
  const client = importsApi(app, token);
  const uploaded = await client.upload(file, name);
  if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}: ${JSON.stringify(uploaded.body)}`);
  const { uuid, suggestion } = uploaded.body.data;
  const mapped = await client.map(uuid, { ...suggestion, ...mapping });
  if (mapped.status !== 200) throw new Error(`mapping answered ${mapped.status}: ${JSON.stringify(mapped.body)}`);
  const run = await client.run(uuid);
  if (run.status !== 202) throw new Error(`run answered ${run.status}: ${JSON.stringify(run.body)}`);
  return ended(app, token, uuid);
}
