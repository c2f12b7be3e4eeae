import type { INestApplication } from '@nestjs/common';
import { envelope, pagedEnvelope, patientListItemSchema, patientSchema } from '@dental/contracts';
import { addDays, todayIn } from '@dental/domain-time';
import { api, createTestApp, findOrFail, signIn, sql, uniqueTag } from '@dental/server-testing';
import { createPatient, freshPersonalCode } from './patients-test-kit.js';

type QuestionRow = { uuid: string; name: string; test_type: number; icon: string | null; questionnaire_uuid: string };

let app: INestApplication;
let admin: string;
let other: string;
beforeAll(async () => {
  app = await createTestApp();
  [admin, other] = await Promise.all([signIn(app, 'admin'), signIn(app, 'other')]);
}, 120_000);
afterAll(() => app?.close());

/** Alerts: derived by the server from the card, its latest questionnaire answers and today's date. */
describe('patient alerts', () => {
  let allergy: QuestionRow;
  let diabetes: QuestionRow;
  const tag = uniqueTag('letters');
  const today = todayIn('Europe/Riga');

  beforeAll(async () => {
    // The demo's questionnaires: "allergic to medicines?" (icon allergy) and "diabetes?" (icon diabetes), both triggered by yes.
    const rows = await sql<QuestionRow>(
      app,
      `select q.uuid, q.name, q.test_type, q.icon, q.questionnaire_uuid from question q join company c on c.id = q.company_id
       where c.slug = 'demo' and q.deleted_at is null and q.icon in ('allergy', 'diabetes')`,
    );
    allergy = findOrFail(rows, (row) => row.icon === 'allergy', 'the allergy question');
    diabetes = findOrFail(rows, (row) => row.icon === 'diabetes', 'the diabetes question');
  });

  const read = async (uuid: string, token = admin) => envelope(patientSchema).parse((await api(app).get(`/api/patients/${uuid}`).set('authorization', token)).body).data;
  const fill = async (uuid: string, question: QuestionRow, value: unknown) => {
    const res = await api(app)
      .post(`/api/patients/${uuid}/tests`)
      .set('authorization', admin)
      .send({ questionnaire_uuid: question.questionnaire_uuid, answers: [{ question_uuid: question.uuid, value }] });
    expect(res.status).toBe(201);
  };

  it('shows a triggered answer of the latest fill; a newer fill of the same questionnaire replaces it', async () => {
    const patient = (await createPatient(app, admin, { first_name: 'Alerģija', last_name: `Pacients${tag}` })).data;
    expect(patient.alerts).toEqual([]);
    const version = patient.version;
    await fill(patient.uuid, allergy, true);
    await fill(patient.uuid, diabetes, true);
    const flagged = await read(patient.uuid);
    expect(flagged.alerts).toEqual([
      { kind: 'allergy', text: allergy.name },
      { kind: 'questionnaire', text: diabetes.name },
    ]);
    // A fill is not an edit of the card: an open edit form's version stays good.
    expect(flagged.version).toBe(version);

    await fill(patient.uuid, allergy, false);
    expect((await read(patient.uuid)).alerts).toEqual([{ kind: 'questionnaire', text: diabetes.name }]);
  });

  it('adds the medical alert note and an insurance that expired before today, on the card and in the list', async () => {
    const created = await createPatient(app, admin, {
      first_name: 'Brīdinājums',
      last_name: `Pacients${tag}`,
      medical_alert: 'Elektrokardiostimulators',
      insurance_expiration: addDays(today, -1),
    });
    expect(created.data.medical_alert).toBe('Elektrokardiostimulators');
    expect(created.data.alerts).toEqual([
      { kind: 'medical_alert', text: 'Elektrokardiostimulators' },
      { kind: 'insurance_expired', text: addDays(today, -1) },
    ]);
    const list = await api(app).get('/api/patients').query({ search: `bridinajums pacients${tag}` }).set('authorization', admin);
    expect(pagedEnvelope(patientListItemSchema).parse(list.body).data[0].alerts).toEqual(created.data.alerts);

    // Insurance valid through today is no alert; clearing the note removes it.
    const edit = await api(app)
      .patch(`/api/patients/${created.data.uuid}`)
      .set('authorization', admin)
      .send({ insurance_expiration: today, medical_alert: '', version: created.data.version });
    expect(edit.status).toBe(200);
    expect(edit.body.data.alerts).toEqual([]);
  });

  it("answers 404 for another company's patient and leaves its alerts alone", async () => {
    const mine = await createPatient(app, admin, { first_name: 'Svešs', last_name: `Pacients${tag}`, medical_alert: 'Hemofilija' });
    expect((await api(app).get(`/api/patients/${mine.data.uuid}`).set('authorization', other)).status).toBe(404);
    const edit = await api(app).patch(`/api/patients/${mine.data.uuid}`).set('authorization', other).send({ medical_alert: '', version: mine.data.version });
    expect(edit.status).toBe(404);
    expect((await read(mine.data.uuid)).alerts).toEqual([{ kind: 'medical_alert', text: 'Hemofilija' }]);
  });
});

describe('duplicate cards', () => {
  const tag = uniqueTag('letters');

  const count = async (search: string) =>
    (await api(app).get('/api/patients').query({ search }).set('authorization', admin)).body.meta.total as number;

  it('stops a card with the same name and date of birth with 409 PATIENT_DUPLICATE naming the card, in the caller language; saves it when confirmed', async () => {
    const first = await createPatient(app, admin, { first_name: 'Dace', last_name: `Dubulte${tag}`, dob: '1990-05-05' });
    const twin = { first_name: 'DACE', last_name: `Dubulte${tag}`, dob: '1990-05-05' };
    const stopped = await api(app).post('/api/patients').set('authorization', admin).set('content-language', 'lv').send(twin);
    expect(stopped.status).toBe(409);
    expect(stopped.body.error.code).toBe('PATIENT_DUPLICATE');
    expect(stopped.body.error.message).toContain(`Dace Dubulte${tag}`);
    expect(stopped.body.error.message).toMatch(/^Citai kartei/);
    expect(stopped.body.error.details.patients).toEqual([expect.objectContaining({ uuid: first.data.uuid, first_name: 'Dace' })]);
    expect(await count(`dubulte${tag}`)).toBe(1);

    const confirmed = await createPatient(app, admin, { ...twin, confirm_duplicate: true });
    expect(confirmed.warnings).toEqual([{ code: 'DUPLICATE', patients: [expect.objectContaining({ uuid: first.data.uuid })] }]);
    expect(await count(`dubulte${tag}`)).toBe(2);
  });

  it('refuses an edit that gives a card another card\u2019s personal code, confirmed or not, and lets other edits of a look-alike through', async () => {
    const code = await freshPersonalCode(app, '1985-03-15');
    const holder = await createPatient(app, admin, { first_name: 'Kods', last_name: `Turētājs${tag}`, personal_code: code });
    const second = (await createPatient(app, admin, { first_name: 'Cits', last_name: `Pacients${tag}` })).data;
    for (const confirm_duplicate of [undefined, true]) {
      const stopped = await api(app).patch(`/api/patients/${second.uuid}`).set('authorization', admin).send({ personal_code: code, version: second.version, confirm_duplicate });
      expect(stopped.status).toBe(409);
      expect(stopped.body.error.code).toBe('PATIENT_PERSONAL_CODE_TAKEN');
      expect(stopped.body.error.details.patients.map((p: { uuid: string }) => p.uuid)).toEqual([holder.data.uuid]);
    }
    const unchanged = envelope(patientSchema).parse((await api(app).get(`/api/patients/${second.uuid}`).set('authorization', admin)).body).data;
    expect(unchanged).toMatchObject({ personal_code: null, version: second.version });

    // A look-alike by name and date of birth is saved when confirmed; its later edits only warn.
    const saved = await api(app)
      .patch(`/api/patients/${second.uuid}`)
      .set('authorization', admin)
      .send({ first_name: 'Kods', last_name: `Turētājs${tag}`, dob: '1985-03-15', version: second.version, confirm_duplicate: true });
    expect(saved.status).toBe(200);
    const phone = await api(app).patch(`/api/patients/${second.uuid}`).set('authorization', admin).send({ phone: '+371 2000 0003', version: saved.body.data.version });
    expect(phone.status).toBe(200);
    expect(phone.body.warnings[0]).toMatchObject({ code: 'DUPLICATE' });
  });
});

describe('the card change log', () => {
  const tag = uniqueTag('letters');

  it('records each changed field with its value before and after, people by name', async () => {
    const [doctor] = await sql<{ uuid: string; first_name: string; last_name: string }>(app, `select uuid, first_name, last_name from "user" where username = 'doctor'`);
    const created = (await createPatient(app, admin, { first_name: 'Vēsture', last_name: `Pacients${tag}`, gender: 0, phone: '+371 2000 0004' })).data;
    const edit = await api(app)
      .patch(`/api/patients/${created.uuid}`)
      .set('authorization', admin)
      .send({ gender: 2, phone: '+371 2000 0005', doctor_uuid: doctor.uuid, comment: created.comment, version: created.version });
    expect(edit.status).toBe(200);
    const history = await api(app).get(`/api/patients/${created.uuid}/history`).set('authorization', admin);
    const update = (history.body.data as { action: string; details: Record<string, unknown> }[]).find((entry) => entry.action === 'update');
    expect(update?.details.changes).toEqual({
      gender: { before: 0, after: 2 },
      phone: { before: '+371 2000 0004', after: '+371 2000 0005' },
      doctor_uuid: { before: null, after: `${doctor.first_name} ${doctor.last_name}` },
    });
  });
});
