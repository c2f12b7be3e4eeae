import type { INestApplication } from '@nestjs/common';
import { api, createProbeUser, createTestApp, signIn, sql, uniqueTag } from '@dental/server-testing';
import { createPatient } from './patients-test-kit.js';

/**
 * A patient's restriction of processing (issue 28): set and lifted with a reason by the data rights'
 * permission; while set, the card opens only with a reason (kept in the audit) and the messages
 * module sends nothing, learnt from the patients' published view.
 */
describe('patients: restriction of processing', () => {
  let app: INestApplication;
  let admin: string;
  const tag = uniqueTag('letters');

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signIn(app, 'admin');
  }, 120_000);
  afterAll(() => app.close());

  const restrict = (token: string, uuid: string, body: object, language = 'en') =>
    api(app).put(`/api/patients/${uuid}/restriction`).set('authorization', token).set('content-language', language).send(body);
  const stored = async (uuid: string) =>
    (await sql<{ restricted_at: Date | null; restriction_reason: string | null; version: number }>(app, 'select restricted_at, restriction_reason, version from patient where uuid = ?', [uuid]))[0];

  it('restricts with a reason; the card then opens only with a reason, which the audit keeps; lifting opens it again', async () => {
    const { data: patient } = await createPatient(app, admin, { first_name: 'Ierobežots', last_name: `Pacients${tag}`, phone: '+371 20000001', email: `ierob-${tag}@example.com` });
    const set = await restrict(admin, patient.uuid, { restricted: true, reason: 'Pacients apstrīd datu precizitāti', version: patient.version });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ restriction_reason: 'Pacients apstrīd datu precizitāti', restricted_at: expect.any(String) });

    for (const [language, message] of [
      ['en', 'This patient restricted the processing of their data: give a reason to open the card'],
      ['lv', 'Pacients ir ierobežojis savu datu apstrādi: lai atvērtu karti, norādiet iemeslu'],
      ['ru', 'Пациент ограничил обработку своих данных: чтобы открыть карту, укажите причину'],
    ] as const) {
      const refused = await api(app).get(`/api/patients/${patient.uuid}`).set('authorization', admin).set('content-language', language);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'PATIENT_RESTRICTED', message, fields: { reason: message } });
    }
    const read = await api(app).get(`/api/patients/${patient.uuid}`).query({ reason: `Pacienta pieprasījums ${tag}` }).set('authorization', admin).set('x-request-id', `restricted-read-${tag}`);
    expect(read.status).toBe(200);
    const [audit] = await sql<{ action: string; details: { query: { reason: string } } }>(app, 'select action, details from patient_audit where request_id = ?', [`restricted-read-${tag}`]);
    expect(audit).toMatchObject({ action: 'read', details: { query: { reason: `Pacienta pieprasījums ${tag}` } } });

    // No message goes to them, reminder or by hand: the messages module refuses, in the caller's language.
    const message = await api(app).post(`/api/patients/${patient.uuid}/messages`).set('authorization', admin).set('content-language', 'lv').send({ channel: 'sms', text: 'Sveiki' });
    expect(message.status).toBe(409);
    expect(message.body.error).toMatchObject({ code: 'PATIENT_RESTRICTED_NO_MESSAGES', message: 'Pacients ir ierobežojis savu datu apstrādi: ziņas viņam netiek sūtītas' });
    expect(await sql(app, 'select 1 from message where patient_uuid = ?', [patient.uuid])).toEqual([]);

    // Restricting twice is refused; lifting needs its reason too, then the card opens without one.
    expect((await restrict(admin, patient.uuid, { restricted: true, reason: 'Vēlreiz', version: set.body.data.version })).body.error.code).toBe('PATIENT_ALREADY_RESTRICTED');
    const noReason = await restrict(admin, patient.uuid, { restricted: false, reason: '', version: set.body.data.version });
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.body.error.fields)).toEqual(['reason']);
    const lifted = await restrict(admin, patient.uuid, { restricted: false, reason: 'Precizitāte pārbaudīta', version: set.body.data.version });
    expect(lifted.status).toBe(200);
    expect(lifted.body.data).toMatchObject({ restricted_at: null, restriction_reason: null });
    expect((await api(app).get(`/api/patients/${patient.uuid}`).set('authorization', admin)).status).toBe(200);
    // The trail keeps both reasons.
    const trail = await sql<{ details: { values?: { reason?: string } } | null }>(app, `select details from patient_audit where patient_uuid = ? and resource = 'restriction' order by created_at`, [patient.uuid]);
    expect(trail.map((row) => row.details?.values?.reason)).toEqual(['Pacients apstrīd datu precizitāti', 'Precizitāte pārbaudīta']);
  });

  it('needs patients_erase (403), keeps another company out (404), and changes nothing either way', async () => {
    const { data: patient } = await createPatient(app, admin, { first_name: 'Neskarts', last_name: `Pacients${tag}` });
    const before = await stored(patient.uuid);
    const editor = await createProbeUser(app, ['patients_view', 'patients_edit']);
    expect((await restrict(editor.token, patient.uuid, { restricted: true, reason: 'Mēģinājums', version: patient.version })).status).toBe(403);
    const other = await signIn(app, 'other');
    expect((await restrict(other, patient.uuid, { restricted: true, reason: 'Mēģinājums', version: patient.version })).status).toBe(404);
    expect(await stored(patient.uuid)).toEqual(before);
  });
});
