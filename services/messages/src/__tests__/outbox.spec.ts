import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { outboxMessageSchema, patientMessageSchema, recallSchema } from '@dental/contracts';
import { api, createCompany, createTestApp, eventsSettled, sql, uniqueTag, type TestCompany } from '@dental/server-testing';
import { z } from 'zod';

/**
 * `npm start`'s local catchers (MESSAGES_LOCAL_CATCHERS=1): a company without channels of its own
 * sends to them, /api/test/outbox answers what they received (filtered by `to`), and a message
 * typed by hand on the card and its resend land there; without the catchers the outbox is 404.
 */
describe('the local catchers and a message typed by hand', () => {
  let app: INestApplication;
  let withoutCatchers: INestApplication;
  let company: TestCompany;
  let token: string;
  const outbox = async (to: string) => z.array(outboxMessageSchema).parse((await api(app).get('/api/test/outbox').query({ to })).body.data);

  beforeAll(async () => {
    withoutCatchers = await createTestApp();
    process.env.MESSAGES_LOCAL_CATCHERS = '1';
    process.env.MESSAGES_CATCHER_SMTP_PORT = '0';
    process.env.MESSAGES_CATCHER_SMPP_PORT = '0';
    try {
      app = await createTestApp();
    } finally {
      delete process.env.MESSAGES_LOCAL_CATCHERS;
      delete process.env.MESSAGES_CATCHER_SMTP_PORT;
      delete process.env.MESSAGES_CATCHER_SMPP_PORT;
    }
    company = await createCompany(app, ['patients_view', 'patients_add', 'patients_edit', 'patients_settings_view', 'recall_view', 'recall_edit', 'recall_type_edit', 'branch_settings_view', 'branch_edit'], 'Outbox');
    token = company.user.token;
  });
  afterAll(async () => {
    await app.close();
    await withoutCatchers.close();
  });

  async function patient(language: 'lv' | 'ru') {
    const tag = uniqueTag();
    const made = await api(app).post('/api/patients').set('authorization', token).send({ first_name: 'Zane', last_name: `Vēstule ${uniqueTag('letters')}`, email: `o${tag}@example.lv`, phone: `+371 2${String(parseInt(tag, 16) % 10_000_000).padStart(7, '0')}` });
    if (made.status !== 201) throw new Error(JSON.stringify(made.body));
    const uuid = made.body.data.uuid as string;
    await sql(app, `update patient set communication_language = ? where uuid = ?`, [language, uuid]);
    return { uuid, email: made.body.data.email as string, phone: made.body.data.phone as string };
  }
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 200 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  it('sends an e-mail typed by hand to the catcher, shows it in the outbox and on the card, and resends it', async () => {
    const { uuid, email } = await patient('lv');
    const sent = await api(app).post(`/api/patients/${uuid}/messages`).set('authorization', token).send({ channel: 'email', subject: 'Rezultāti', text: 'Jūsu rentgena rezultāti ir gatavi.' });
    expect(sent.status).toBe(201);
    expect(patientMessageSchema.parse(sent.body.data)).toMatchObject({ kind: 'manual', channel: 'email', state: 'queued', to: email });
    await until(async () => (await outbox(email)).length === 1);
    const [received] = await outbox(email);
    expect(received).toMatchObject({ channel: 'email', to: email, subject: 'Rezultāti' });
    expect(received.text).toContain('Jūsu rentgena rezultāti ir gatavi.');
    expect(received.text).toMatch(/Atteikties no e-pastiem: \S+\/o\//);

    const resent = await api(app).post(`/api/patients/${uuid}/messages/${sent.body.data.uuid}/resend`).set('authorization', token);
    expect(resent.status).toBe(201);
    await until(async () => (await outbox(email)).length === 2);
    expect(await outbox(email)).toHaveLength(2);
    const card = z.array(patientMessageSchema).parse((await api(app).get(`/api/patients/${uuid}/messages`).set('authorization', token)).body.data);
    expect(card.map((message) => message.state)).toEqual(['sent', 'sent']);
  });

  it('sends an SMS typed by hand; refuses a channel the patient does not allow, sending nothing', async () => {
    const { uuid, phone } = await patient('ru');
    const sent = await api(app).post(`/api/patients/${uuid}/messages`).set('authorization', token).send({ channel: 'sms', text: 'Ваш визит перенесён' });
    expect(sent.status).toBe(201);
    await until(async () => (await outbox(phone)).length === 1);
    expect((await outbox(phone))[0]).toMatchObject({ channel: 'sms', subject: '' });
    expect((await outbox(phone))[0].text).toContain('Ваш визит перенесён');

    await sql(app, `update patient set communication_email = false where uuid = ?`, [uuid]);
    const refused = await api(app).post(`/api/patients/${uuid}/messages`).set('authorization', token).set('content-language', 'en').send({ channel: 'email', subject: 'x', text: 'y' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('MESSAGE_NOT_ALLOWED');
    const [row] = await sql<{ n: number }>(app, `select count(*)::int as n from message where patient_uuid = ? and channel = 'email'`, [uuid]);
    expect(row.n).toBe(0);
  });

  it('sends a recall invitation only with the marketing consent, in the branch template and the patient language', async () => {
    const [branch] = await sql<{ uuid: string }>(app, `insert into branch (company_id, department_uuid, name, phone) values (?, ?, 'Ogre', '+371 6500 0000') returning uuid`, [company.id, company.department]);
    const { uuid, email } = await patient('lv');
    const refused = await api(app).post(`/api/patients/${uuid}/messages/recall-invitation`).set('authorization', token).send({ channel: 'email', branch_uuid: branch.uuid });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('MESSAGE_NOT_ALLOWED');
    await sql(app, `update patient set communication_email_ad = true where uuid = ?`, [uuid]);
    const sent = await api(app).post(`/api/patients/${uuid}/messages/recall-invitation`).set('authorization', token).send({ channel: 'email', branch_uuid: branch.uuid });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ kind: 'recall_invitation', channel: 'email' });
    await until(async () => (await outbox(email)).length === 1);
    const [received] = await outbox(email);
    expect(received.subject).toBe('Laiks nākamajai vizītei: Ogre');
    expect(received.text).toContain('Labdien, Zane!');
    expect(received.text).toContain('+371 6500 0000');
    // No online booking at the branch (its setting is not on): no booking link leads nowhere.
    expect(received.text).not.toMatch(/\/book\//);

    // The branch opens online booking (booking's settings, its published view): the next invitation names the page.
    const slug = `ogre-${randomUUID().slice(0, 8)}`;
    const opened = await api(app).put(`/api/settings/branches/${branch.uuid}/online-booking`).set('authorization', token)
      .send({ enabled: true, slug, service_uuids: [], user_uuids: [], horizon_days: 60, min_notice_hours: 2, buffer_minutes: 0, embed_origins: [], auto_confirm: false, version: 0 });
    expect(opened.status).toBe(200);
    expect((await api(app).post(`/api/patients/${uuid}/messages/recall-invitation`).set('authorization', token).send({ channel: 'email', branch_uuid: branch.uuid })).status).toBe(201);
    await until(async () => (await outbox(email)).length === 2);
    expect((await outbox(email)).map((message) => message.text).join('\n')).toContain(`/book/${slug}`);
  });

  it('an invitation sent from the recall list is logged on that recall as an attempt, once; refused, it logs nothing', async () => {
    const [branch] = await sql<{ uuid: string }>(app, `insert into branch (company_id, department_uuid, name, phone) values (?, ?, 'Sigulda', '+371 6700 0000') returning uuid`, [company.id, company.department]);
    const { uuid, phone } = await patient('ru');
    const type = await api(app).post('/api/settings/recall-types').set('authorization', token).send({ name: { lv: 'Higiēna', en: 'Hygiene', ru: 'Гигиена' }, interval_months: 6, service_uuids: [] });
    expect(type.status).toBe(201);
    const made = await api(app).post('/api/recalls').set('authorization', token).send({ patient_uuid: uuid, type_uuid: type.body.data.uuid, due_date: '2026-10-01', reason: 'by hand' });
    expect(made.status).toBe(201);
    const recall = made.body.data.uuid as string;
    const attempts = async () => recallSchema.parse((await api(app).get(`/api/recalls/${recall}`).set('authorization', token)).body.data).attempts;

    // Without the SMS marketing consent: 400, nothing queued and no attempt.
    const refused = await api(app).post(`/api/patients/${uuid}/messages/recall-invitation`).set('authorization', token).send({ channel: 'sms', branch_uuid: branch.uuid, recall_uuid: recall });
    expect(refused.status).toBe(400);
    await eventsSettled(app);
    expect(await attempts()).toEqual([]);

    await sql(app, `update patient set communication_sms_ad = true where uuid = ?`, [uuid]);
    const sent = await api(app).post(`/api/patients/${uuid}/messages/recall-invitation`).set('authorization', token).send({ channel: 'sms', branch_uuid: branch.uuid, recall_uuid: recall });
    expect(sent.status).toBe(201);
    await until(async () => (await outbox(phone)).length === 1);
    expect((await outbox(phone))[0].text).toContain('+371 6700 0000');
    await eventsSettled(app);
    const logged = await attempts();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ channel: 'sms', outcome: 'left_message' });
    expect(logged[0].user).not.toBeNull();
    expect((await api(app).get(`/api/recalls/${recall}`).set('authorization', token)).body.data.state).toBe('contacted');
  });

  it('answers 404 at /api/test/outbox when no catchers run', async () => {
    expect((await api(withoutCatchers).get('/api/test/outbox')).status).toBe(404);
    expect((await api(app).get('/api/test/outbox')).status).toBe(200);
  });
});
