import type { INestApplication } from '@nestjs/common';
import { api, createProbeUser, createTestApp, demoFixtures, signIn, sql, uniqueTag, type DemoFixtures } from '@dental/server-testing';
import { PatientDataExportService } from '../data-rights/patient-data-export.service.js';
import type { DiskFileStorage } from '../files/storage/disk-storage.js';
import { FILE_STORAGE } from '../files/storage/file-storage.js';
import { download, exportPatient, plantEverywhere, unzip } from './data-rights-kit.js';
import { createPatient, freshPersonalCode } from './patients-test-kit.js';

/**
 * A patient's data exported for them (issue 28): a job on the queue builds a ZIP with patient.json
 * (every module's data and the audit trail), the files as uploaded and summary.pdf; the link
 * works once.
 */
describe('patients: data export', () => {
  let app: INestApplication;
  let admin: string;
  let other: string;
  let fx: DemoFixtures;
  const tag = uniqueTag('letters');

  beforeAll(async () => {
    app = await createTestApp();
    [admin, other, fx] = await Promise.all([signIn(app, 'admin'), signIn(app, 'other'), demoFixtures(app)]);
  }, 120_000);
  afterAll(() => app.close());

  it("holds a planted value of every module, the files, the audit rows and a summary; the link works once", async () => {
    const code = await freshPersonalCode(app, '1981-03-14');
    const patient = await createPatient(app, admin, { first_name: 'Eksportējamā', last_name: `Pacientē${tag}`, personal_code: code, email: `eksports-${tag}@example.com` });
    const uuid = patient.data.uuid;
    const settings = await api(app).get(`/api/patients/${uuid}/settings`).set('authorization', admin);
    await api(app).patch(`/api/patients/${uuid}/settings`).set('authorization', admin).send({ communication_language: 'ru', version: settings.body.data.version }).expect(200);
    const planted = await plantEverywhere(app, admin, fx, uuid, tag);
    await api(app).get(`/api/patients/${uuid}`).set('authorization', admin).expect(200);

    const job = await exportPatient(app, admin, uuid);
    expect(job).toMatchObject({ state: 'done', progress: 100, download_url: `/api/patients/${uuid}/exports/${job.uuid}/download` });
    const first = await download(app, admin, job.download_url as string);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('application/zip');
    const zip = await unzip(first.body as Buffer);
    const json = zip.get('patient.json')?.toString('utf8') ?? '';
    for (const [module, value] of Object.entries(planted)) expect(json.includes(value) ? module : `${module}: ${value} missing`).toBe(module);
    const data = JSON.parse(json);
    expect(data.patient.details).toMatchObject({ uuid, personal_code: code, last_name: `Pacientē${tag}` });
    expect(Object.keys(data)).toEqual(expect.arrayContaining(['patient', 'appointments', 'tooth_map', 'invoices', 'recalls', 'audit']));
    // Who read and changed the card: the creation and the read above are in the audit rows.
    expect(data.audit.map((row: { action: string; resource: string }) => `${row.action} ${row.resource}`)).toEqual(expect.arrayContaining(['create patient', 'read patient', 'create data_export']));
    const file = [...zip.keys()].find((name) => name.startsWith('files/documents/'));
    expect(file).toMatch(new RegExp(`${planted.file}\\.pdf$`));
    expect(zip.get(file as string)?.includes(planted.file)).toBe(true);
    expect(zip.get('summary.pdf')?.subarray(0, 5).toString()).toBe('%PDF-');

    const second = await download(app, admin, job.download_url as string);
    expect(second.status).toBe(410);
    expect(second.body.toString()).toContain('PATIENT_EXPORT_GONE');
    const after = await api(app).get(`/api/patients/${uuid}/exports/${job.uuid}`).set('authorization', admin);
    expect(after.body.data).toMatchObject({ state: 'done', download_url: null, downloaded_at: expect.any(String) });
    // The ZIP left the file store with the download.
    const [row] = await sql<{ storage_key: string | null }>(app, 'select storage_key from patient_data_export where uuid = ?', [job.uuid]);
    expect(row.storage_key).toBeNull();
  });

  it('a link older than 24 hours is gone (410)', async () => {
    const { data } = await createPatient(app, admin, { first_name: 'Vecā', last_name: `Saite${tag}` });
    const job = await exportPatient(app, admin, data.uuid);
    await sql(app, `update patient_data_export set expires_at = now() - interval '1 minute' where uuid = ?`, [job.uuid]);
    const res = await download(app, admin, job.download_url as string);
    expect(res.status).toBe(410);
  });

  it('sweeps a ZIP not downloaded within 24 hours out of the file store; a fresh one stays', async () => {
    const { data } = await createPatient(app, admin, { first_name: 'Neielādētā', last_name: `Slaucīšana${tag}` });
    const stale = await exportPatient(app, admin, data.uuid);
    const fresh = await exportPatient(app, admin, data.uuid);
    const keyOf = async (uuid: string) => (await sql<{ storage_key: string | null }>(app, 'select storage_key from patient_data_export where uuid = ?', [uuid]))[0].storage_key;
    const staleKey = (await keyOf(stale.uuid)) as string;
    const storage = app.get<DiskFileStorage>(FILE_STORAGE);
    await expect(storage.get(staleKey)).resolves.toBeTruthy();
    // At an explicit instant 25 hours on (the suite's clock is fixed): the first ZIP's link has expired, the second's not.
    await sql(app, `update patient_data_export set expires_at = now() + interval '2 hours' where uuid = ?`, [fresh.uuid]);
    await sql(app, `update patient_data_export set expires_at = now() - interval '1 hour' where uuid = ?`, [stale.uuid]);
    expect(await app.get(PatientDataExportService).sweepExpired(new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await keyOf(stale.uuid)).toBeNull();
    await expect(storage.get(staleKey)).rejects.toThrow();
    expect(await keyOf(fresh.uuid)).not.toBeNull();
    expect((await download(app, admin, fresh.download_url as string)).status).toBe(200);
  });

  it("needs patients_export_data (403, nothing queued); another company's patient is 404", async () => {
    const { data } = await createPatient(app, admin, { first_name: 'Neatļautā', last_name: `Izguve${tag}` });
    const probe = await createProbeUser(app);
    await probe.grant(['patients_view', 'patients_edit', 'patients_export', 'patients_erase']);
    const denied = await api(app).post(`/api/patients/${data.uuid}/export`).set('authorization', probe.token);
    expect(denied.status).toBe(403);
    const foreign = await api(app).post(`/api/patients/${data.uuid}/export`).set('authorization', other);
    expect(foreign.status).toBe(404);
    expect(await sql(app, 'select uuid from patient_data_export where patient_uuid = ?', [data.uuid])).toEqual([]);
    const job = await exportPatient(app, admin, data.uuid);
    expect((await api(app).get(`/api/patients/${data.uuid}/exports/${job.uuid}`).set('authorization', other)).status).toBe(404);
    expect((await download(app, other, job.download_url as string)).status).toBe(404);
    expect((await api(app).get(`/api/patients/${data.uuid}/exports/${job.uuid}`).set('authorization', probe.token)).status).toBe(403);
    // The foreign download did not use the link up.
    expect((await api(app).get(`/api/patients/${data.uuid}/exports/${job.uuid}`).set('authorization', admin)).body.data.download_url).not.toBeNull();
  });
});
