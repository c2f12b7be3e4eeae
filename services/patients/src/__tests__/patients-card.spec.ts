import type { INestApplication } from '@nestjs/common';
import {
  envelope,
  patientDoctorsSchema,
  patientRelationshipSchema,
  patientSchema,
  patientSettingsSchema,
} from '@dental/contracts';
import { z } from 'zod';
import { newFormCode } from '../seed/personal-codes.js';
import { api, createTestApp, signIn, uniqueTag } from '@dental/server-testing';
import { createPatient, freshPersonalCode, only } from './patients-test-kit.js';

describe('patient card: create, edit, delete, tabs', () => {
  let app: INestApplication;
  let admin: string;
  let other: string;
  const tag = uniqueTag('letters');
  beforeAll(async () => {
    app = await createTestApp();
    [admin, other] = await Promise.all([signIn(app, 'admin'), signIn(app, 'other')]);
  });
  afterAll(() => app.close());

  const users = async (token: string) =>
    (await api(app).get('/api/settings/users').set('authorization', token)).body.data as { uuid: string; username: string }[];

  describe('personal code and formats', () => {
    it('accepts a valid old-form code, stores it normalized and takes the birth date from it', async () => {
      const code = await freshPersonalCode(app, '1975-11-16');
      const saved = await createPatient(app, admin, { first_name: 'Pēteris', last_name: `Kods${tag}`, personal_code: code.replace('-', '') });
      expect(saved.data.personal_code).toBe(code);
      expect(saved.data.dob).toBe('1975-11-16');
      expect(saved.warnings.filter((w) => w.code === 'PERSONAL_CODE_CHECKSUM')).toEqual([]);
    });

    it('answers 400 naming personal_code for a bad old-form check digit, in the caller language', async () => {
      const res = await api(app)
        .post('/api/patients')
        .set('authorization', admin)
        .set('content-language', 'en')
        .send({ first_name: 'Ilze', last_name: `Kods${tag}`, personal_code: '161175-19996' });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.fields).toEqual({ personal_code: 'The check digit of this personal code is wrong' });
      const lv = await api(app)
        .post('/api/patients')
        .set('authorization', admin)
        .set('content-language', 'lv')
        .send({ first_name: 'Ilze', last_name: `Kods${tag}`, personal_code: '311399-19997' });
      expect(lv.status).toBe(400);
      expect(lv.body.error.fields.personal_code).toBe('Šajā personas kodā nav derīga dzimšanas datuma');
    });

    it('accepts a new-form 32... code; a failing check digit is a warning, not an error', async () => {
      const valid = newFormCode(4_242_424);
      const good = await createPatient(app, admin, { first_name: 'Anna', last_name: `Jaunais${tag}`, personal_code: valid.replace('-', '') });
      expect(good.data.personal_code).toBe(valid);
      expect(good.data.dob).toBeNull();
      expect(good.warnings).toEqual([]);

      const wrongDigit = `${valid.slice(0, -1)}${(Number(valid.at(-1)) + 1) % 10}`;
      const res = await api(app)
        .post('/api/patients')
        .set('authorization', admin)
        .send({ first_name: 'Anna', last_name: `Jaunā${tag}`, personal_code: wrongDigit });
      expect(res.status).toBe(201);
      expect(res.body.data.personal_code).toBe(wrongDigit);
      expect(res.body.warnings).toEqual([{ code: 'PERSONAL_CODE_CHECKSUM', field: 'personal_code' }]);
    });

    it('refuses a date of birth that contradicts the personal code, on the dob field', async () => {
      const res = await api(app)
        .post('/api/patients')
        .set('authorization', admin)
        .send({ first_name: 'Ilze', last_name: `Kods${tag}`, personal_code: '161175-19997', dob: '1980-01-01' });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields)).toEqual(['dob']);
    });

    it('validates e-mail, phone, enums and required names, naming each field', async () => {
      const res = await api(app)
        .post('/api/patients')
        .set('authorization', admin)
        .send({ first_name: '', email: 'not-an-email', phone: 'call me', gender: 5, status: 9 });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields).sort()).toEqual(['email', 'first_name', 'gender', 'last_name', 'phone', 'status']);
    });
  });

  it('stops a look-alike (same name and date of birth) unless confirmed, and a personal code another card has always', async () => {
    const first = await createPatient(app, admin, { first_name: 'Dace', last_name: `Dubulte${tag}`, dob: '1990-05-05' });
    expect(first.warnings).toEqual([]);
    const twin = await api(app).post('/api/patients').set('authorization', admin).send({ first_name: 'DACE', last_name: `Dubulte${tag}`, dob: '1990-05-05' });
    expect(twin.status).toBe(409);
    expect(twin.body.error.details.patients).toEqual([expect.objectContaining({ uuid: first.data.uuid })]);
    const code = await freshPersonalCode(app, '1975-11-16');
    const holder = await createPatient(app, admin, { first_name: 'Kāds', last_name: `Cits${tag}`, personal_code: code });
    const byCode = await api(app).post('/api/patients').set('authorization', admin).send({ first_name: 'Kāds', last_name: `Cits${tag}`, personal_code: code, confirm_duplicate: true });
    expect(byCode.status).toBe(409);
    expect(byCode.body.error.code).toBe('PATIENT_PERSONAL_CODE_TAKEN');
    expect(byCode.body.error.details.patients).toEqual([expect.objectContaining({ uuid: holder.data.uuid })]);
    // Another company's patient with the same code is none of this company's business.
    const elsewhere = await createPatient(app, other, { first_name: 'Kāds', last_name: `Cits${tag}`, personal_code: code });
    expect(elsewhere.warnings).toEqual([]);
  });

  it('reads the card in the contract shape, edits it with its version, 409 on a stale one', async () => {
    const created = await createPatient(app, admin, {
      first_name: 'Līga',
      last_name: `Versija${tag}`,
      document_type: 1,
      document_number: 'PA1234567',
      insurance: 'BTA',
      insurance_expiration: '2027-12-31',
      workplace: 'SIA Zobi',
      workplace_title: 'Grāmatvede',
    });
    const read = await api(app).get(`/api/patients/${created.data.uuid}`).set('authorization', admin);
    const card = envelope(patientSchema).parse(read.body).data;
    expect(card).toMatchObject({ document_type: 1, insurance: 'BTA', workplace_title: 'Grāmatvede', status: 1, gender: 0 });

    const edit = await api(app)
      .patch(`/api/patients/${card.uuid}`)
      .set('authorization', admin)
      .send({ phone: '+371 2000 0001', comment: 'Baidās no urbja', version: card.version });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({ phone: '+371 2000 0001', comment: 'Baidās no urbja', version: card.version + 1 });

    const stale = await api(app)
      .patch(`/api/patients/${card.uuid}`)
      .set('authorization', admin)
      .send({ phone: '+371 2000 0002', version: card.version });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('VERSION_CONFLICT');
  });

  it("answers 404 for another company's patient on every route", async () => {
    const mine = await createPatient(app, admin, { first_name: 'Slepens', last_name: `Pacients${tag}` });
    const uuid = mine.data.uuid;
    const attempts = [
      api(app).get(`/api/patients/${uuid}`),
      api(app).patch(`/api/patients/${uuid}`).send({ first_name: 'X', version: 1 }),
      api(app).delete(`/api/patients/${uuid}`),
      api(app).get(`/api/patients/${uuid}/settings`),
      api(app).get(`/api/patients/${uuid}/doctors`),
      api(app).get(`/api/patients/${uuid}/relationships`),
      api(app).get(`/api/patients/${uuid}/files/medical`),
      api(app).get(`/api/patients/${uuid}/history`),
    ];
    for (const attempt of attempts) {
      const res = await attempt.set('authorization', other);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    const still = await api(app).get(`/api/patients/${uuid}`).set('authorization', admin);
    expect(still.body.data.first_name).toBe('Slepens');
  });

  it('soft-deletes: the card is gone from reads and lists, the row stays', async () => {
    const gone = await createPatient(app, admin, { first_name: 'Dzēšamais', last_name: `Pacients${tag}` });
    expect((await api(app).delete(`/api/patients/${gone.data.uuid}`).set('authorization', admin)).status).toBe(204);
    expect((await api(app).get(`/api/patients/${gone.data.uuid}`).set('authorization', admin)).status).toBe(404);
    const list = await api(app).get('/api/patients').query({ search: `dzesamais pacients${tag}` }).set('authorization', admin);
    expect(list.body.data).toEqual([]);
  });

  it('settings tab: marketing flags start off; edited with patients_edit and the version', async () => {
    const patient = await createPatient(app, admin, { first_name: 'Sms', last_name: `Iestatījumi${tag}` });
    const res = await api(app).get(`/api/patients/${patient.data.uuid}/settings`).set('authorization', admin);
    const settings = envelope(patientSettingsSchema).parse(res.body).data;
    expect(settings).toMatchObject({ communication_language: 'lv', communication_sms: true, communication_sms_ad: false, communication_email_ad: false });
    const edit = await api(app)
      .patch(`/api/patients/${patient.data.uuid}/settings`)
      .set('authorization', admin)
      .send({ communication_language: 'ru', communication_sms_ad: true, version: settings.version });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({ communication_language: 'ru', communication_sms_ad: true, version: settings.version + 1 });
    const bad = await api(app)
      .patch(`/api/patients/${patient.data.uuid}/settings`)
      .set('authorization', admin)
      .send({ communication_language: 'de', version: settings.version + 1 });
    expect(bad.status).toBe(400);
  });

  it("doctors tab: sets the doctor and helpers of the company; another company's user is a 400 naming the field", async () => {
    const patient = await createPatient(app, admin, { first_name: 'Ārstējamais', last_name: `Pacients${tag}` });
    const staff = await users(admin);
    const doctor = only(staff, 'username', 'doctor');
    const assistant = only(staff, 'username', 'assistant');
    const put = await api(app)
      .put(`/api/patients/${patient.data.uuid}/doctors`)
      .set('authorization', admin)
      .send({ doctor_uuid: doctor.uuid, helper_uuids: [assistant.uuid], version: patient.data.version });
    expect(put.status).toBe(200);
    const doctors = envelope(patientDoctorsSchema).parse(put.body).data;
    expect(doctors).toMatchObject({ doctor: { uuid: doctor.uuid, first_name: 'Jānis' }, helpers: [{ uuid: assistant.uuid }] });
    expect(doctors.version).toBe(patient.data.version + 1);

    const otherUser = (await users(other))[0];
    const foreign = await api(app)
      .put(`/api/patients/${patient.data.uuid}/doctors`)
      .set('authorization', admin)
      .send({ doctor_uuid: otherUser.uuid, helper_uuids: [], version: doctors.version });
    expect(foreign.status).toBe(400);
    expect(Object.keys(foreign.body.error.fields)).toEqual(['doctor_uuid']);
    const foreignHelper = await api(app)
      .post('/api/patients')
      .set('authorization', admin)
      .send({ first_name: 'X', last_name: 'Y', helper_uuids: [otherUser.uuid] });
    expect(foreignHelper.status).toBe(400);
    expect(Object.keys(foreignHelper.body.error.fields)).toEqual(['helper_uuids']);

    const read = await api(app).get(`/api/patients/${patient.data.uuid}/doctors`).set('authorization', admin);
    expect(read.body.data.doctor.uuid).toBe(doctor.uuid);
  });

  it('kinship: linking a relative who has a doctor answers the relative with that doctor', async () => {
    const doctor = only(await users(admin), 'username', 'doctor');
    const grandmother = await createPatient(app, admin, { first_name: 'Vecmāmiņa', last_name: `Ārste${tag}`, doctor_uuid: doctor.uuid });
    const grandson = await createPatient(app, admin, { first_name: 'Mazdēls', last_name: `Ārste${tag}`, doctor_uuid: doctor.uuid });
    const link = await api(app)
      .post(`/api/patients/${grandson.data.uuid}/relationships`)
      .set('authorization', admin)
      .send({ relative_uuid: grandmother.data.uuid, type: 5 });
    expect(link.status).toBe(201);
    expect(link.body.data.relative).toMatchObject({ uuid: grandmother.data.uuid, doctor: { uuid: doctor.uuid } });
  });

  it('kinship: a link reads from both sides (parent <-> child, guardian <-> ward), once per pair', async () => {
    const mother = await createPatient(app, admin, { first_name: 'Māte', last_name: `Ģimene${tag}` });
    const son = await createPatient(app, admin, { first_name: 'Dēls', last_name: `Ģimene${tag}` });
    const aunt = await createPatient(app, admin, { first_name: 'Tante', last_name: `Ģimene${tag}` });
    const link = await api(app)
      .post(`/api/patients/${son.data.uuid}/relationships`)
      .set('authorization', admin)
      .send({ relative_uuid: mother.data.uuid, type: 0 });
    expect(link.status).toBe(201);
    expect(link.body.data).toMatchObject({ type: 0, role: 'parent', direction: 'outgoing', relative: { uuid: mother.data.uuid } });
    await api(app)
      .post(`/api/patients/${son.data.uuid}/relationships`)
      .set('authorization', admin)
      .send({ relative_uuid: aunt.data.uuid, type: 2 })
      .expect(201);

    const listOf = async (uuid: string) =>
      z.array(patientRelationshipSchema).parse((await api(app).get(`/api/patients/${uuid}/relationships`).set('authorization', admin)).body.data);
    expect((await listOf(son.data.uuid)).map((r) => [r.role, r.relative.first_name])).toEqual([
      ['parent', 'Māte'],
      ['guardian', 'Tante'],
    ]);
    expect((await listOf(mother.data.uuid)).map((r) => [r.role, r.direction, r.relative.first_name])).toEqual([['child', 'incoming', 'Dēls']]);
    expect((await listOf(aunt.data.uuid)).map((r) => r.role)).toEqual(['ward']);

    const twice = await api(app)
      .post(`/api/patients/${mother.data.uuid}/relationships`)
      .set('authorization', admin)
      .send({ relative_uuid: son.data.uuid, type: 1 });
    expect(twice.status).toBe(409);
    const self = await api(app)
      .post(`/api/patients/${mother.data.uuid}/relationships`)
      .set('authorization', admin)
      .send({ relative_uuid: mother.data.uuid, type: 5 });
    expect(self.status).toBe(400);

    // Deleting from the other side removes the link for both.
    const removed = await api(app)
      .delete(`/api/patients/${mother.data.uuid}/relationships/${link.body.data.uuid}`)
      .set('authorization', admin);
    expect(removed.status).toBe(204);
    expect(await listOf(mother.data.uuid)).toEqual([]);
    expect((await listOf(son.data.uuid)).map((r) => r.role)).toEqual(['guardian']);

    const foreign = await createPatient(app, other, { first_name: 'Svešs', last_name: `Pacients${tag}` });
    const cross = await api(app)
      .post(`/api/patients/${son.data.uuid}/relationships`)
      .set('authorization', admin)
      .send({ relative_uuid: foreign.data.uuid, type: 5 });
    expect(cross.status).toBe(400);
    expect(Object.keys(cross.body.error.fields)).toEqual(['relative_uuid']);
  });
});
