import type { INestApplication } from '@nestjs/common';
import { api, at, createCompany, createProbeUser, createTestApp, sql, eventsSettled } from '@dental/server-testing';
import { csvFile, ended, importAll, importClinic, importsApi, type ImportClinic } from './import-fixtures.js';

/** A quiet weekday far ahead (a Tuesday in winter, Riga at UTC+2), so the test holds on any day it runs. */
const DAY = '2031-03-11';

const PATIENTS = csvFile(
  [
    ['ID', 'Vārds', 'Uzvārds', 'Tālrunis'],
    ['K-1', 'Marta', 'Liepiņa', '29000001'],
    ['K-2', 'Roberts', 'Liepiņš', '29000002'],
  ],
  ';',
  'utf-8',
);

/**
 * The other kinds and the rules around a run: appointments booked through the calendar (a slot
 * already taken is reported on its row, never forced; the past is refused), services, opening
 * balances in the patient's balance, a later file's changes updating what an earlier one made
 * (and undone back), an undo refused once an imported card was edited, permissions and tenancy.
 */
describe('imports: appointments, services, balances, updates and undo rules', () => {
  let app: INestApplication;
  let clinic: ImportClinic;
  let marta: string;
  let roberts: string;

  beforeAll(async () => {
    app = await createTestApp();
    clinic = await importClinic(app, ['import_data', 'patients_view', 'patients_edit', 'calendar_view', 'calendar_add', 'calendar_edit', 'calendar_delete', 'patients_invoices_view', 'service_settings_view', 'report_view']);
    const done = await importAll(app, clinic.user.token, PATIENTS, 'patients.csv');
    expect(done).toMatchObject({ state: 'finished', created: 2, failed: 0 });
    const cards = await sql<{ uuid: string; first_name: string }>(app, `select uuid, first_name from patient where company_id = ? and deleted_at is null`, [clinic.id]);
    marta = cards.find((card) => card.first_name === 'Marta')!.uuid;
    roberts = cards.find((card) => card.first_name === 'Roberts')!.uuid;
  }, 120_000);
  afterAll(() => app?.close());

  it('books future appointments, reporting the one over an existing booking and the one in the past', async () => {
    const existing = await api(app)
      .post('/api/calendar/appointments')
      .set('authorization', clinic.user.token)
      .send({ branch_uuid: clinic.branch, patient_uuid: roberts, room_uuid: clinic.rooms.K1, practitioner_uuid: clinic.user.uuid, time_from: at(DAY, '10:00'), time_to: at(DAY, '10:30') });
    expect(existing.status).toBe(201);
    const file = csvFile(
      [
        ['Nr', 'Pacienta ID', 'Datums', 'Sākums', 'Ilgums', 'Kabinets', 'Ārsts', 'Komentārs'],
        ['A-1', 'K-1', '11.03.2031', '10:15', '30', 'K1', 'Probe User', 'Over the booked one'],
        ['A-2', 'K-1', '11.03.2031', '11:00', '45', 'K2', 'Probe User', 'Kontrole'],
        ['A-3', 'K-2', '07.01.2020', '09:00', '30', 'K2', 'Probe User', ''],
        ['A-4', 'K-404', '11.03.2031', '12:00', '30', 'K2', 'Probe User', ''],
      ],
      ';',
      'utf-8',
    );
    const client = importsApi(app, clinic.user.token);
    const uploaded = await client.upload(file, 'appointments.csv');
    expect(uploaded.body.data.suggestion).toMatchObject({ kind: 'appointments', key_column: 'Nr', columns: { 'Pacienta ID': 'patient_key', Datums: 'date', Sākums: 'time_from', Ilgums: 'duration', Kabinets: 'room', Ārsts: 'practitioner' } });
    expect((await client.map(uploaded.body.data.uuid, uploaded.body.data.suggestion)).status).toBe(200);
    const dry = await client.dryRun(uploaded.body.data.uuid);
    expect(dry.body.data.errors.map(({ row, field }: { row: number; field: string }) => ({ row, field }))).toEqual([
      { row: 4, field: 'time_from' },
      { row: 5, field: 'patient_key' },
    ]);

    expect((await client.run(uploaded.body.data.uuid)).status).toBe(202);
    const done = await ended(app, clinic.user.token, uploaded.body.data.uuid);
    expect(done).toMatchObject({ state: 'finished', created: 1, failed: 3 });
    const errors = await sql<{ row: number; field: string; message: { key: string } }>(app, `select "row", field, message from import_error where import_uuid = ? order by "row"`, [uploaded.body.data.uuid]);
    // The room and the practitioner are both taken: the calendar names whichever the database refused first.
    expect(errors.map(({ row, field, message }) => ({ row, field, key: message.key }))).toEqual([
      { row: 2, field: expect.stringMatching(/^(room|practitioner)$/), key: 'APPOINTMENT_OVERLAP' },
      { row: 4, field: 'time_from', key: 'import_appointment_past' },
      { row: 5, field: 'patient_key', key: 'import_unknown_patient' },
    ]);
    // The booking that was there stays as it was; the imported one is in the calendar.
    const kept = await api(app).get(`/api/calendar/appointments/${existing.body.data.uuid}`).set('authorization', clinic.user.token);
    expect(kept.body.data).toMatchObject({ version: existing.body.data.version, time_from: at(DAY, '10:00') });
    const booked = await sql<{ time_from: Date; time_to: Date; comment: string }>(app, `select time_from, time_to, comment from appointment where patient_uuid = ? and deleted_at is null`, [marta]);
    expect(booked.map((row) => [new Date(row.time_from).toISOString(), new Date(row.time_to).toISOString(), row.comment])).toEqual([[at(DAY, '11:00'), at(DAY, '11:45'), 'Kontrole']]);

    // Undo takes the booking away again (the calendar's own delete).
    expect((await client.undo(uploaded.body.data.uuid)).status).toBe(200);
    expect(await sql(app, `select 1 from appointment where patient_uuid = ? and deleted_at is null`, [marta])).toEqual([]);
  }, 60_000);

  it("books opening balances, which show in the patient's balance and apart in the reports, never as income", async () => {
    const incomes = () =>
      api(app).get('/api/reports/incomes').query({ branch_uuid: clinic.branch, from: '2026-11-01', to: '2026-11-30' }).set('authorization', clinic.user.token);
    const before = (await incomes()).body.data.totals;
    const file = csvFile(
      [
        ['ID', 'Pacienta ID', 'Atlikums', 'Datums', 'Komentārs'],
        ['B-1', 'K-1', '1 234,50', '30.11.2026', 'Parāds no vecās sistēmas'],
        ['B-2', 'K-2', '-20,00', '30.11.2026', 'Avanss'],
        ['B-3', 'K-2', 'daudz', '30.11.2026', ''],
      ],
      ';',
      'utf-8',
    );
    const done = await importAll(app, clinic.user.token, file, 'balances.csv');
    expect(done).toMatchObject({ kind: 'balances', state: 'finished', created: 2, failed: 1 });
    const balance = (patient: string) => api(app).get('/api/invoices/balance').query({ patient_uuid: patient }).set('authorization', clinic.user.token);
    expect((await balance(marta)).body.data).toMatchObject({ amount_remaining: 0, opening_balance: 123450, balance: 123450 });
    expect((await balance(roberts)).body.data).toMatchObject({ opening_balance: -2000, balance: -2000 });
    await eventsSettled(app);
    const report = (await incomes()).body.data;
    expect(report.totals).toEqual(before);
    expect(report.opening_balances).toEqual({ debt: 123450, credit: 2000 });

    // A patient with a balance is the clinic's now: the patients' import can no longer be undone.
    const [patientsImport] = await sql<{ uuid: string }>(app, `select uuid from data_import where company_id = ? and kind = 'patients' order by created_at limit 1`, [clinic.id]);
    const refused = await importsApi(app, clinic.user.token).undo(patientsImport.uuid);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('IMPORT_CHANGED');
    expect((await importsApi(app, clinic.user.token).undo(done.uuid)).status).toBe(200);
    expect((await balance(marta)).body.data).toMatchObject({ opening_balance: 0, balance: 0 });
    await eventsSettled(app);
    expect((await incomes()).body.data.opening_balances).toEqual({ debt: 0, credit: 0 });
  }, 60_000);

  it('imports services into their groups by name, reporting a price that is no number', async () => {
    const file = csvFile(
      [
        ['Kods', 'Nosaukums', 'Grupa', 'Cena', 'Laiks', 'PVN'],
        ['IMP-1', 'Plombe', 'Terapija', '45,00', '30', 'atbrīvots'],
        ['IMP-2', 'Balināšana', 'Estētika', '121', '60', '21%'],
        ['IMP-3', 'Konsultācija', 'Terapija', 'bez maksas', '15', ''],
      ],
      ';',
      'utf-8',
    );
    const done = await importAll(app, clinic.user.token, file, 'services.csv');
    expect(done).toMatchObject({ kind: 'services', state: 'finished', created: 2, failed: 1 });
    const services = await api(app).get('/api/settings/services').query({ per_page: 50 }).set('authorization', clinic.user.token);
    expect(services.body.data.map((service: { sku: string; name: string; category_name: string; price_from: number; vat_category: string }) => [service.sku, service.category_name, service.price_from, service.vat_category]).sort()).toEqual([
      ['IMP-1', 'Terapija', 4500, 'exempt'],
      ['IMP-2', 'Estētika', 12100, 'standard'],
    ]);
  }, 60_000);

  it("updates what an earlier import made when a later file changes it, and the later one's undo puts it back", async () => {
    const changed = csvFile(
      [
        ['ID', 'Vārds', 'Uzvārds', 'Tālrunis'],
        ['K-1', 'Marta', 'Liepiņa', '29000099'],
        ['K-2', 'Roberts', 'Liepiņš', '29000002'],
      ],
      ';',
      'utf-8',
    );
    const done = await importAll(app, clinic.user.token, changed, 'patients-later.csv');
    expect(done).toMatchObject({ state: 'finished', created: 0, updated: 1, skipped: 1 });
    const phone = async () => (await api(app).get(`/api/patients/${marta}`).set('authorization', clinic.user.token)).body.data.phone;
    expect(await phone()).toBe('29000099');
    expect((await importsApi(app, clinic.user.token).undo(done.uuid)).status).toBe(200);
    expect(await phone()).toBe('29000001');
  }, 60_000);

  it('refuses to undo once an imported card was edited, and leaves everything as it was', async () => {
    const file = csvFile([['ID', 'Vārds', 'Uzvārds'], ['E-1', 'Edīte', 'Labota']], ';', 'utf-8');
    const done = await importAll(app, clinic.user.token, file, 'edit.csv');
    const [card] = (await api(app).get('/api/patients').query({ search: 'Labota' }).set('authorization', clinic.user.token)).body.data;
    const edited = await api(app).patch(`/api/patients/${card.uuid}`).set('authorization', clinic.user.token).send({ phone: '29111111', version: card.version });
    expect(edited.status).toBe(200);
    const refused = await importsApi(app, clinic.user.token).undo(done.uuid);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'IMPORT_CHANGED', details: { count: 1, keys: ['E-1'] } });
    expect((await importsApi(app, clinic.user.token).status(done.uuid)).body.data.state).toBe('finished');
    expect((await api(app).get(`/api/patients/${card.uuid}`).set('authorization', clinic.user.token)).body.data.phone).toBe('29111111');
  }, 60_000);

  it("is refused without import_data, and another company's import is not found", async () => {
    const withoutPermission = await createProbeUser(app, ['patients_view', 'patients_add'], clinic.slug);
    const denied = await importsApi(app, withoutPermission.token).upload(PATIENTS, 'patients.csv');
    expect(denied.status).toBe(403);
    const [mine] = await sql<{ uuid: string; state: string }>(app, `select uuid, state from data_import where company_id = ? order by created_at limit 1`, [clinic.id]);
    const other = await createCompany(app, ['import_data'], 'Other');
    const client = importsApi(app, other.user.token);
    expect((await client.status(mine.uuid)).status).toBe(404);
    expect((await client.undo(mine.uuid)).status).toBe(404);
    expect((await client.errorsCsv(mine.uuid)).status).toBe(404);
    const [after] = await sql<{ state: string }>(app, `select state from data_import where uuid = ?`, [mine.uuid]);
    expect(after.state).toBe(mine.state);
  }, 60_000);
});
