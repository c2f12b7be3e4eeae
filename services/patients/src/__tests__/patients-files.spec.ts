import type { INestApplication } from '@nestjs/common';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { envelope, patientFileSchema } from '@dental/contracts';
import { z } from 'zod';
import { api, createTestApp, signIn, sql, uniqueTag } from '@dental/server-testing';
import { createPatient, downloadFile } from './patients-test-kit.js';

const uploads = mkdtempSync(path.join(tmpdir(), 'patients-uploads-'));
process.env.UPLOADS_DIR = uploads;
// A 1 MB limit keeps the "too large" test small; the default is 20 MB.
process.env.PATIENT_FILES_MAX_MB = '1';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);
/** A whole 1x1 PNG: the sniffer reads past the signature into the first chunk, as a real file has. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Every file under the uploads root (the temporary folder included). */
const storedFiles = (dir = uploads): string[] =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? storedFiles(full) : [full];
      })
    : [];

describe('patient files', () => {
  let app: INestApplication;
  let admin: string;
  let patientUuid: string;
  const tag = uniqueTag('letters');
  const upload = (section: string, content: Buffer, filename: string) =>
    api(app).post(`/api/patients/${patientUuid}/files/${section}`).set('authorization', admin).attach('file', content, filename);
  const rowsOfPatient = async () => (await sql<{ n: string }>(app, 'select count(*) as n from patient_file where patient_uuid = ?', [patientUuid]))[0].n;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signIn(app, 'admin');
    patientUuid = (await createPatient(app, admin, { first_name: 'Faili', last_name: `Pacients${tag}` })).data.uuid;
  });
  afterAll(async () => {
    await app.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  it('uploads a PDF, lists it per section and downloads it with its type and a safe name', async () => {
    const res = await upload('medical', PDF, 'Rentgens Bērziņš "2026".pdf');
    expect(res.status).toBe(201);
    const file = envelope(patientFileSchema).parse(res.body).data;
    expect(file).toMatchObject({ section: 'medical', content_type: 'application/pdf', size: PDF.length, name: 'Rentgens Bērziņš 2026.pdf' });
    expect(file.uploaded_by?.first_name).toBe('Artūrs');

    const medical = await api(app).get(`/api/patients/${patientUuid}/files/medical`).set('authorization', admin);
    expect(z.array(patientFileSchema).parse(medical.body.data).map((f) => f.uuid)).toEqual([file.uuid]);
    const documents = await api(app).get(`/api/patients/${patientUuid}/files/documents`).set('authorization', admin);
    expect(documents.body.data).toEqual([]);

    const download = await downloadFile(app, admin, patientUuid, 'medical', file.uuid);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Rentgens Berzins 2026.pdf"; filename*=UTF-8''Rentgens%20B%C4%93rzi%C5%86%C5%A1%202026.pdf`,
    );
    expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);
  });

  it('refuses a file over the size limit with a clear error, storing nothing', async () => {
    const before = { files: storedFiles().length, rows: await rowsOfPatient() };
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const res = await upload('documents', big, 'liels.pdf').set('content-language', 'en');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ file: 'The file is too large: at most 1 MB' });
    expect({ files: storedFiles().length, rows: await rowsOfPatient() }).toEqual(before);
  });

  it('refuses types that are not allowed by their bytes, whatever the name says, storing nothing', async () => {
    const before = { files: storedFiles().length, rows: await rowsOfPatient() };
    const cases: [Buffer, string, string][] = [
      [Buffer.from('MZ\x90\x00 this is a windows program'), 'virus.exe', 'file_type_not_allowed'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'bilde.png', 'file_type_not_allowed'],
      [Buffer.from('PK\x03\x04 just a zip, no word document inside'), 'dokuments.docx', 'file_type_not_allowed'],
      [PNG, 'scan.pdf', 'file_type_mismatch'],
    ];
    for (const [content, name, key] of cases) {
      const res = await upload('documents', content, name).set('content-language', 'lv');
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.error.fields)).toEqual(['file']);
      expect(res.body.error.fields.file).toBe(
        key === 'file_type_mismatch'
          ? 'Faila nosaukuma paplašinājums neatbilst faila saturam'
          : 'Šāds faila veids nav atļauts. Augšupielādējiet PDF, JPEG, PNG, WebP, TIFF, DICOM vai DOCX',
      );
    }
    const missing = await api(app).post(`/api/patients/${patientUuid}/files/documents`).set('authorization', admin).field('note', 'x');
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields)).toEqual(['file']);
    expect({ files: storedFiles().length, rows: await rowsOfPatient() }).toEqual(before);
  });

  it('accepts images recognised by their bytes and refuses an unknown section', async () => {
    expect((await upload('documents', PNG, 'pase.png')).status).toBe(201);
    expect((await upload('documents', PNG, 'bez paplasinajuma')).body.data.content_type).toBe('image/png');
    expect((await upload('images', PNG, 'pase.png')).status).toBe(400);
  });

  it('soft-deletes a file: gone from the list and from download, bytes kept', async () => {
    const file = (await upload('documents', PDF, 'dzēšams.pdf')).body.data as { uuid: string };
    const filesBefore = storedFiles().length;
    const del = await api(app).delete(`/api/patients/${patientUuid}/files/documents/${file.uuid}`).set('authorization', admin);
    expect(del.status).toBe(204);
    const list = await api(app).get(`/api/patients/${patientUuid}/files/documents`).set('authorization', admin);
    expect(list.body.data.map((f: { uuid: string }) => f.uuid)).not.toContain(file.uuid);
    expect((await api(app).get(`/api/patients/${patientUuid}/files/documents/${file.uuid}`).set('authorization', admin)).status).toBe(404);
    expect(storedFiles().length).toBe(filesBefore);
  });

  it("keeps another company's users out of the files", async () => {
    const other = await signIn(app, 'other');
    expect((await api(app).post(`/api/patients/${patientUuid}/files/medical`).set('authorization', other).attach('file', PDF, 'x.pdf')).status).toBe(404);
  });
});
