import type { INestApplication } from '@nestjs/common';
import { MESSAGE_KINDS, messagePreviewSchema, messageTemplateSchema, type MessageTemplate } from '@dental/contracts';
import { api, createProbeUser, createTestApp, demoFixtures, signIn, sql, uniqueTag, type DemoFixtures } from '@dental/server-testing';
import { z } from 'zod';

/**
 * Templates per branch, kind, channel and language: the product's defaults until a branch saves
 * its own, an SMS over three segments refused at save with its count (nothing saved), versions,
 * and a preview written for a real patient.
 */
describe('message templates', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;
  const base = '/api/settings/message-templates';
  const list = async (kind: string, token = admin) =>
    z.array(messageTemplateSchema).parse((await api(app).get(base).query({ branch_uuid: fx.branch, kind }).set('authorization', token)).body.data);
  const find = (rows: MessageTemplate[], channel: string, language: string) => rows.find((row) => row.channel === channel && row.language === language);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signIn(app, 'admin');
    fx = await demoFixtures(app);
  });
  afterAll(() => app.close());

  it('answers the defaults of every kind, channel and language with every placeholder in the reminder', async () => {
    const all = z.array(messageTemplateSchema).parse((await api(app).get(base).query({ branch_uuid: fx.branch }).set('authorization', admin)).body.data);
    expect(all).toHaveLength(MESSAGE_KINDS.length * 2 * 3);
    const reminders = await list('reminder');
    const lvEmail = find(reminders, 'email', 'lv');
    for (const placeholder of ['{patient.first_name}', '{appointment.date}', '{appointment.time}', '{branch.name}', '{branch.phone}', '{link}']) {
      expect(lvEmail?.body).toContain(placeholder);
    }
    expect(find(reminders, 'sms', 'ru')?.body).toContain('Подтвердить');
    expect(reminders.every((row) => row.version === 0 || row.language !== 'ru' || row.channel !== 'email')).toBe(true);
  });

  it('refuses an SMS of more than three segments with its count, saving nothing; saves a shorter one with its version', async () => {
    const long = `{patient.first_name}, ${'ļoti gara ziņa '.repeat(14)} {link}`;
    const refused = await api(app).put(base).set('authorization', admin).set('content-language', 'en').send({ branch_uuid: fx.branch, kind: 'manual', channel: 'sms', language: 'lv', subject: '', body: long, version: 0 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('SMS_TOO_LONG');
    expect(refused.body.error.fields.body).toMatch(/^The SMS takes [4-9] segments; at most 3 are allowed$/);
    expect(find(await list('manual'), 'sms', 'lv')?.version).toBe(0);

    const body = `{patient.first_name}, ${uniqueTag('letters')} {branch.phone}`;
    const saved = await api(app).put(base).set('authorization', admin).send({ branch_uuid: fx.branch, kind: 'manual', channel: 'sms', language: 'lv', subject: '', body, version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ body, version: 1, segments: 1 });
    expect(find(await list('manual'), 'sms', 'lv')).toMatchObject({ body, version: 1 });
    const stale = await api(app).put(base).set('authorization', admin).send({ branch_uuid: fx.branch, kind: 'manual', channel: 'sms', language: 'lv', subject: '', body: 'x', version: 0 });
    expect(stale.status).toBe(409);
  });

  it('previews a template with a real patient and their next appointment in the branch zone', async () => {
    const patient = (await api(app).post('/api/patients').set('authorization', admin).send({ first_name: 'Līga', last_name: `Priekšskatījums ${uniqueTag('letters')}`, phone: '+371 2000 0100', branch_uuids: [fx.branch] })).body.data as { uuid: string };
    const res = await api(app)
      .post(`${base}/preview`)
      .set('authorization', admin)
      .send({ branch_uuid: fx.branch, kind: 'reminder', channel: 'email', language: 'lv', subject: 'Sveiki, {patient.first_name}', body: '{patient.first_name} — {branch.name} {branch.phone} {link}', patient_uuid: patient.uuid });
    expect(res.status).toBe(200);
    const preview = messagePreviewSchema.parse(res.body.data);
    const [branch] = await sql<{ name: string }>(app, 'select name from branch where uuid = ?', [fx.branch]);
    expect(preview.subject).toBe('Sveiki, Līga');
    expect(preview.text).toContain(`Līga — ${branch.name}`);
    expect(preview.text).toMatch(/\/r\/[\w-]+\.[\w-]+$/);
  });

  it('403 without branch_edit leaves the template as it was; another company sees its own branch as unknown', async () => {
    const before = await list('recall_invitation');
    const viewer = (await createProbeUser(app, ['branch_settings_view'])).token;
    const refused = await api(app).put(base).set('authorization', viewer).send({ branch_uuid: fx.branch, kind: 'recall_invitation', channel: 'sms', language: 'en', subject: '', body: 'Hi', version: 0 });
    expect(refused.status).toBe(403);
    expect(await list('recall_invitation')).toEqual(before);
    const other = await signIn(app, 'other');
    const foreign = await api(app).get(base).query({ branch_uuid: fx.branch }).set('authorization', other);
    expect(foreign.status).toBe(400);
    expect(Object.keys(foreign.body.error.fields)).toEqual(['branch_uuid']);
  });
});
