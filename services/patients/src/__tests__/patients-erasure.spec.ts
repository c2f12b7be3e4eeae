import type { INestApplication } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { sealText } from '@dental/server-core';
import { api, booking, createProbeUser, createTestApp, demoFixtures, signIn, sql, uniqueTag, type DemoFixtures } from '@dental/server-testing';
import { PatientErasureService } from '../data-rights/patient-erasure.service.js';
import type { DiskFileStorage } from '../files/storage/disk-storage.js';
import { FILE_STORAGE } from '../files/storage/file-storage.js';
import { dumpEveryTable, everyFile, plantEverywhere } from './data-rights-kit.js';
import { createPatient, freshPersonalCode } from './patients-test-kit.js';

/**
 * Erasure of a patient within the law (issue 28): every module erases its personal values, the
 * issued invoice keeps the buyer as issued, the medical record is kept locked until the retention
 * job erases it.
 */
describe('patients: erasure', () => {
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

  const erase = (token: string, uuid: string, reason = 'Pacienta pieprasījums') => api(app).post(`/api/patients/${uuid}/erase`).set('authorization', token).set('content-language', 'en').send({ reason });

  it('leaves no planted personal value in any table or the file store but the issued invoice; the retention job erases the medical record after its period', async () => {
    const code = await freshPersonalCode(app, '1979-06-21');
    const phone = `+371 2${String(randomInt(10_000_000)).padStart(7, '0')}`;
    const personal = {
      first_name: `Vārds${tag}`,
      last_name: `Dzēšamā${tag}`,
      personal_code: code,
      phone,
      email: `dzest-${tag}@example.com`,
      address: `Dzēšanas iela ${tag}`,
      comment: `piezīme-${tag}`,
    };
    const { data: patient } = await createPatient(app, admin, personal);
    const planted = await plantEverywhere(app, admin, fx, patient.uuid, tag);
    // An issued invoice keeps the buyer as issued (names and personal code): the accounting law's fields.
    const [service] = await sql<{ uuid: string }>(app, `select s.uuid from service s join company c on c.id = s.company_id where c.slug = 'demo' and s.deleted_at is null and s.price_from > 0 order by s.uuid limit 1`);
    const draft = await api(app).post('/api/invoices').set('authorization', admin).send({ patient_uuid: patient.uuid, branch_uuid: fx.branch, services: [{ service_uuid: service.uuid, count: 1 }], comment: `issued-${tag}` });
    expect(draft.status).toBe(201);
    expect((await api(app).post(`/api/invoices/${draft.body.data.uuid}/issue`).set('authorization', admin).send({ version: draft.body.data.version })).status).toBe(200);
    const [file] = await sql<{ storage_key: string }>(app, 'select storage_key from patient_file where patient_uuid = ?', [patient.uuid]);
    // The imports module's record of the row the card came from: the old system's key and the values an undo would restore.
    const [company] = await sql<{ id: number }>(app, `select id from company where slug = 'demo'`);
    const [dataImport] = await sql<{ uuid: string }>(
      app,
      `insert into data_import (company_id, file_name, file_size, format, headers, preview_sealed, rows, guessed_date_order, kind, state) values (?, 'vecie.csv', 1, 'csv', '[]', ?, 1, 'dmy', 'patients', 'finished') returning uuid`,
      // The preview is stored sealed, as the imports module writes it (an empty one here).
      [company.id, sealText('[]', 'import_preview')],
    );
    await sql(app, `insert into import_record (company_id, import_uuid, kind, key, record_uuid, record_version, hash, outcome, previous) values (?, ?, 'patients', ?, ?, 1, 'h', 'updated', ?::jsonb)`, [
      company.id,
      dataImport.uuid,
      code,
      patient.uuid,
      JSON.stringify({ first_name: personal.first_name, email: personal.email }),
    ]);

    const res = await erase(admin, patient.uuid);
    expect(res.status).toBe(200);
    const answer = res.body.data;
    // The label and the kept periods count from the erasure's own year (the suite's clock), never a year written here.
    const year = new Date().getUTCFullYear();
    expect(answer.label).toMatch(new RegExp(`^${year}-\\d{4}$`));
    expect(answer.erased).toEqual(expect.arrayContaining(['names', 'personal_code', 'contacts', 'address', 'notes', 'files', 'appointment_notes', 'recalls', 'import_rows']));
    const kept = Object.fromEntries(answer.kept.map((row: { what: string; until: string }) => [row.what, row.until.slice(0, 4)]));
    expect(kept).toMatchObject({ tooth_map: String(year + 75), questionnaires: String(year + 75), issued_invoices: String(year + 10) });
    const medicalUntil = new Date(answer.kept.find((row: { what: string }) => row.what === 'tooth_map').until).getTime();
    const day = 24 * 3600 * 1000;

    const card = await api(app).get(`/api/patients/${patient.uuid}`).set('authorization', admin);
    expect(card.body.data).toMatchObject({ first_name: 'Erased patient', last_name: answer.label, personal_code: null, phone: null, email: null });
    // The appointment stays in the calendar, as anonymous time.
    expect((await sql(app, 'select uuid from appointment where patient_uuid = ? and deleted_at is null', [patient.uuid])).length).toBe(1);

    // A dump of every table: what is personal is gone, but for the kept invoice and the medical record.
    const values: Record<string, string> = { ...personal, phone_digits: phone.replace(/\D/g, ''), file: planted.file, appointment: planted.appointment, invoice: planted.invoice, recall: planted.recall, issued: `issued-${tag}` };
    const allowed = (table: string, key: string) =>
      (table === 'public.invoice' && ['first_name', 'last_name', 'personal_code'].includes(key)) || (table === 'public.tooth_map_item' && key === 'tooth_map');
    const leaks = (dump: Map<string, string>, extra: Record<string, string> = {}) =>
      [...dump].flatMap(([table, text]) => Object.entries({ ...values, ...extra }).filter(([key, value]) => text.includes(value) && !allowed(table, key)).map(([key]) => `${table}: ${key}`));
    const dump = await dumpEveryTable();
    expect(leaks(dump)).toEqual([]);
    expect(dump.get('public.invoice')).toContain(code);
    expect(dump.get('public.tooth_map_item')).toContain(planted.tooth_map);
    // The file store holds the upload no more.
    const storage = app.get<DiskFileStorage>(FILE_STORAGE);
    await expect(storage.get(file.storage_key)).rejects.toThrow();
    const store = await everyFile(storage.root);
    expect([...store].filter(([, bytes]) => bytes.includes(planted.file)).map(([name]) => name)).toEqual([]);

    // Locked: the card takes no edit.
    const edit = await api(app).patch(`/api/patients/${patient.uuid}`).set('authorization', admin).send({ first_name: 'Atjaunotā', version: card.body.data.version });
    expect(edit.status).toBe(409);
    expect(edit.body.error.code).toBe('PATIENT_ERASED');
    expect((await erase(admin, patient.uuid)).status).toBe(409);
    // Locked in the other modules too: no new appointment, invoice or message for them, each refused in the caller's language.
    const lockedMessage = 'Šī pacienta dati ir dzēsti: karti vairs nevar mainīt';
    const lockedCalls = {
      appointment: api(app).post('/api/calendar/appointments').set('authorization', admin).set('content-language', 'lv').send(booking(fx, '2044-03-07', '10:00', '10:15', { patient_uuid: patient.uuid, room_uuid: fx.rooms[0] })),
      invoice: api(app).post('/api/invoices').set('authorization', admin).set('content-language', 'lv').send({ patient_uuid: patient.uuid, branch_uuid: fx.branch, services: [{ service_uuid: service.uuid, count: 1 }] }),
      message: api(app).post(`/api/patients/${patient.uuid}/messages`).set('authorization', admin).set('content-language', 'lv').send({ channel: 'sms', text: 'Sveiki' }),
    };
    for (const [what, call] of Object.entries(lockedCalls)) {
      const res = await call;
      expect({ what, status: res.status, code: res.body.error?.code, message: res.body.error?.message }).toEqual({ what, status: 409, code: 'PATIENT_ERASED', message: lockedMessage });
    }

    // The retention job, at an explicit instant: before the period nothing, after it the medical record goes.
    const retention = app.get(PatientErasureService);
    await retention.runRetention(new Date(medicalUntil - day));
    expect((await dumpEveryTable()).get('public.tooth_map_item')).toContain(planted.tooth_map);
    await retention.runRetention(new Date(medicalUntil + day));
    const after = await dumpEveryTable();
    expect(leaks(after, { tooth_map: planted.tooth_map })).toEqual([]);
    expect((await sql<{ medical_erased_at: string | null }>(app, 'select medical_erased_at from patient_erasure where patient_uuid = ?', [patient.uuid]))[0].medical_erased_at).not.toBeNull();
  }, 120_000);

  it('numbers erasures per company and year', async () => {
    const first = await createPatient(app, admin, { first_name: 'Pirmā', last_name: `Secība${tag}` });
    const second = await createPatient(app, admin, { first_name: 'Otrā', last_name: `Secība${tag}` });
    const a = (await erase(admin, first.data.uuid)).body.data.label as string;
    const b = (await erase(admin, second.data.uuid)).body.data.label as string;
    expect(Number(b.slice(5))).toBe(Number(a.slice(5)) + 1);
  });

  it("needs patients_erase (403) and a reason (400); another company's patient is 404; nothing changes", async () => {
    const { data } = await createPatient(app, admin, { first_name: 'Paliekošā', last_name: `Tiesības${tag}`, email: `paliek-${tag}@example.com` });
    const probe = await createProbeUser(app);
    await probe.grant(['patients_view', 'patients_edit', 'patients_delete', 'patients_export_data']);
    expect((await erase(probe.token, data.uuid)).status).toBe(403);
    expect((await erase(other, data.uuid)).status).toBe(404);
    const blank = await erase(admin, data.uuid, '  ');
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body.error.fields)).toEqual(['reason']);
    const card = await api(app).get(`/api/patients/${data.uuid}`).set('authorization', admin);
    expect(card.body.data).toMatchObject({ first_name: 'Paliekošā', email: `paliek-${tag}@example.com` });
    expect(await sql(app, 'select uuid from patient_erasure where patient_uuid = ?', [data.uuid])).toEqual([]);
  });

  it('retention periods are company settings with defaults', async () => {
    const probe = await createProbeUser(app);
    expect((await api(app).get('/api/patients/data-retention').set('authorization', probe.token)).status).toBe(403);
    const res = await api(app).get('/api/patients/data-retention').set('authorization', other);
    expect(res.body.data).toEqual({ medical_record_years: 75, accounting_years: 10 });
    const set = await api(app).put('/api/patients/data-retention').set('authorization', other).send({ medical_record_years: 20, accounting_years: 5 });
    expect(set.body.data).toEqual({ medical_record_years: 20, accounting_years: 5 });
    expect((await api(app).get('/api/patients/data-retention').set('authorization', admin)).body.data).toEqual({ medical_record_years: 75, accounting_years: 10 });
    expect((await api(app).put('/api/patients/data-retention').set('authorization', other).send({ medical_record_years: 0, accounting_years: 5 })).status).toBe(400);
  });
});
