import type { INestApplication } from '@nestjs/common';
import { consentRecordsAnswerSchema, envelope, patientSettingsSchema } from '@dental/contracts';
import { api, createProbeUser, createTestApp, signIn, sql, uniqueTag } from '@dental/server-testing';
import { createPatient } from './patients-test-kit.js';

/**
 * Consent records (issue 28): a record sets the patient's flag, a flag changed on the settings tab
 * writes a record, the history reads newest first with who, when, how and the text version.
 */
describe('patients: consent records', () => {
  let app: INestApplication;
  let admin: string;
  let other: string;
  const tag = uniqueTag('letters');

  beforeAll(async () => {
    app = await createTestApp();
    [admin, other] = await Promise.all([signIn(app, 'admin'), signIn(app, 'other')]);
  }, 120_000);
  afterAll(() => app.close());

  const settingsOf = async (uuid: string) => envelope(patientSettingsSchema).parse((await api(app).get(`/api/patients/${uuid}/settings`).set('authorization', admin)).body).data;
  const consentsOf = async (uuid: string, token = admin) => {
    const res = await api(app).get(`/api/patients/${uuid}/consent-records`).set('authorization', token);
    expect(res.status).toBe(200);
    return consentRecordsAnswerSchema.parse(res.body);
  };

  it('a marketing consent on paper sets both marketing flags; a withdrawal by link clears them; the history says who, when and how', async () => {
    const patient = await createPatient(app, admin, { first_name: 'Piekrītošā', last_name: `Pacientē${tag}` });
    const uuid = patient.data.uuid;
    expect((await consentsOf(uuid)).current).toMatchObject({ marketing: 'withdrawn', sms_reminders: 'given', photos: null });

    const given = await api(app)
      .post(`/api/patients/${uuid}/consent-records`)
      .set('authorization', admin)
      .send({ purpose: 'marketing', state: 'given', method: 'paper', text_version: 'marketing-2026-01', recorded_at: '2026-11-20T10:00:00Z' });
    expect(given.status).toBe(201);
    expect(given.body.data).toMatchObject({ purpose: 'marketing', state: 'given', method: 'paper', text_version: 'marketing-2026-01', recorded_at: '2026-11-20T10:00:00.000Z' });
    expect(given.body.data.recorded_by).toMatchObject({ first_name: expect.any(String) });
    expect(await settingsOf(uuid)).toMatchObject({ communication_sms_ad: true, communication_email_ad: true });

    await api(app)
      .post(`/api/patients/${uuid}/consent-records`)
      .set('authorization', admin)
      .send({ purpose: 'marketing', state: 'withdrawn', method: 'link', text_version: 'marketing-2026-01', channel: 'sms' })
      .expect(201);
    expect(await settingsOf(uuid)).toMatchObject({ communication_sms_ad: false, communication_email_ad: true });

    // A paper form entered late, older than the withdrawal, is history only: the flag stays.
    await api(app)
      .post(`/api/patients/${uuid}/consent-records`)
      .set('authorization', admin)
      .send({ purpose: 'marketing', state: 'given', method: 'paper', text_version: 'marketing-2025-06', channel: 'sms', recorded_at: '2026-11-01T09:00:00Z' })
      .expect(201);
    expect(await settingsOf(uuid)).toMatchObject({ communication_sms_ad: false });

    const history = await consentsOf(uuid);
    expect(history.data.map((record) => [record.state, record.method, record.channel, record.text_version])).toEqual([
      ['withdrawn', 'link', 'sms', 'marketing-2026-01'],
      ['given', 'paper', null, 'marketing-2026-01'],
      ['given', 'paper', 'sms', 'marketing-2025-06'],
    ]);
    expect(history.current.marketing).toBe('given');
  });

  it('a purpose without a flag (photos) keeps its state in its latest record', async () => {
    const { data } = await createPatient(app, admin, { first_name: 'Fotogrāfētā', last_name: `Pacientē${tag}` });
    for (const state of ['given', 'withdrawn'] as const) {
      await api(app)
        .post(`/api/patients/${data.uuid}/consent-records`)
        .set('authorization', admin)
        .send({ purpose: 'photos', state, method: 'tablet', text_version: 'photos-v3' })
        .expect(201);
    }
    const history = await consentsOf(data.uuid);
    expect(history.current.photos).toBe('withdrawn');
    expect(history.data).toHaveLength(2);
  });

  it('changing a flag on the settings tab writes a record of that consent, by the user, with no method', async () => {
    const { data } = await createPatient(app, admin, { first_name: 'Iestatītā', last_name: `Pacientē${tag}` });
    const settings = await settingsOf(data.uuid);
    await api(app)
      .patch(`/api/patients/${data.uuid}/settings`)
      .set('authorization', admin)
      .send({ communication_sms: false, communication_email_ad: true, communication_language: 'ru', version: settings.version })
      .expect(200);
    const history = await consentsOf(data.uuid);
    expect(history.data.map((record) => [record.purpose, record.channel, record.state, record.method]).sort()).toEqual([
      ['marketing', 'email', 'given', null],
      ['sms_reminders', null, 'withdrawn', null],
    ]);
    expect(history.current).toMatchObject({ sms_reminders: 'withdrawn', marketing: 'given' });
  });

  it('refuses a consent in the future or a channel on another purpose with a 400 naming the field', async () => {
    const { data } = await createPatient(app, admin, { first_name: 'Nākotnes', last_name: `Pacientē${tag}` });
    const future = await api(app)
      .post(`/api/patients/${data.uuid}/consent-records`)
      .set('authorization', admin)
      .set('content-language', 'en')
      .send({ purpose: 'treatment', state: 'given', method: 'paper', text_version: 'v1', recorded_at: '2033-01-01T00:00:00Z' });
    expect(future.status).toBe(400);
    expect(future.body.error.fields).toEqual({ recorded_at: 'A consent cannot be recorded for a time still to come' });
    const channel = await api(app)
      .post(`/api/patients/${data.uuid}/consent-records`)
      .set('authorization', admin)
      .set('content-language', 'en')
      .send({ purpose: 'photos', state: 'given', method: 'paper', text_version: 'v1', channel: 'sms' });
    expect(channel.status).toBe(400);
    expect(channel.body.error.fields).toEqual({ channel: 'Only a marketing consent names a channel' });
    const bad = await api(app).post(`/api/patients/${data.uuid}/consent-records`).set('authorization', admin).send({ purpose: 'spam', state: 'maybe' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['purpose', 'state', 'method', 'text_version']));
    expect((await consentsOf(data.uuid)).data).toEqual([]);
  });

  it("another company's patient is a 404 both ways, and nothing is written; a user without patients_edit gets 403", async () => {
    const { data } = await createPatient(app, admin, { first_name: 'Svešā', last_name: `Pacientē${tag}` });
    const body = { purpose: 'marketing', state: 'given', method: 'tablet', text_version: 'v1' };
    expect((await api(app).get(`/api/patients/${data.uuid}/consent-records`).set('authorization', other)).status).toBe(404);
    expect((await api(app).post(`/api/patients/${data.uuid}/consent-records`).set('authorization', other).send(body)).status).toBe(404);
    const probe = await createProbeUser(app);
    await probe.grant(['patients_view']);
    const denied = await api(app).post(`/api/patients/${data.uuid}/consent-records`).set('authorization', probe.token).send(body);
    expect(denied.status).toBe(403);
    await probe.grant([]);
    expect((await api(app).get(`/api/patients/${data.uuid}/consent-records`).set('authorization', probe.token)).status).toBe(403);
    expect((await consentsOf(data.uuid)).data).toEqual([]);
    expect(await settingsOf(data.uuid)).toMatchObject({ communication_sms_ad: false, communication_email_ad: false });
    const audit = await sql<{ action: string }>(app, `select action from patient_audit where patient_uuid = ? and resource = 'consents'`, [data.uuid]);
    expect(audit.map((row) => row.action)).toContain('read');
  });
});
