import type { INestApplication } from '@nestjs/common';
import { api, createTestApp, demoFixtures, signIn, sql, type DemoFixtures } from '@dental/server-testing';
import { LocalCatchers } from '../catchers/local-catchers.js';
import { DATA_CODING, userReferenceOf } from '../channels/smpp.channel.js';
import { messageIdOf } from '../channels/smtp.channel.js';
import { linkCases } from './links.cases.js';
import { messageKit } from './message-kit.js';
import { twoInstanceCases } from './two-instances.cases.js';

/**
 * Appointment reminders end to end: the minute's scan at a fixed instant queues them on pg-boss,
 * the send workers hand them to a real SMTP server and a real SMPP server, in the patient's
 * language, once (a second scan adds nothing), and the appointment reads 2 (notified); an SMS's
 * delivery receipt makes it delivered. No consent, a channel off, or outside the sending hours:
 * nothing is sent. Appointments on 15 February 2039 (Riga), which no other test file books.
 */
describe('appointment reminders', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;
  let catchers: LocalCatchers;
  let kit: ReturnType<typeof messageKit>;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signIn(app, 'admin');
    fx = await demoFixtures(app);
    catchers = await new LocalCatchers({ receiptAfterMs: 10, smppCredentials: { systemId: 'clinic', password: 'pa55' } }).start();
    kit = messageKit(app, admin, fx, '2039-02-15');
    await kit.channels(catchers);
  });
  afterAll(async () => {
    // The demo company's channels off again: nothing else in the suite sends.
    await kit.channels(catchers, { email: false, sms: false });
    await app.close();
    await catchers.stop();
  });

  it('sends the 48 h reminder once, by e-mail and SMS in the patient language, and the appointment reads 2', async () => {
    const patient = await kit.patient('ru', { sms: true, email: true });
    const appointment = await kit.book(patient.uuid);
    expect(await kit.status(appointment.uuid)).toBe(1);

    // 49 h before: not due yet.
    expect(await kit.scan(kit.before('10:00', 49))).toBe(0);
    // 47 h before (11:00 Riga, inside the default sending hours): the 48 h reminder on both channels.
    const now = kit.before('10:00', 47);
    expect(await kit.scan(now)).toBeGreaterThanOrEqual(2);
    await kit.until(() => catchers.emails.some((mail) => mail.to === patient.email) && catchers.sms.some((sms) => sms.to === patient.digits));
    await kit.until(async () => (await kit.status(appointment.uuid)) === 2);

    const mail = catchers.emails.find((received) => received.to === patient.email);
    const key = `${appointment.uuid}:reminder:48:email`;
    expect(mail?.messageId).toBe(messageIdOf(key, '127.0.0.1'));
    expect(mail?.subject).toMatch(/^Напоминание о визите: /);
    expect(mail?.text).toContain('Здравствуйте, Анна!');
    expect(mail?.text).toContain('15.02.2039 в 10:00');
    expect(mail?.text).toMatch(/\/r\/[\w-]+\.[\w-]+/);
    expect(mail?.text).toMatch(/Отказаться от писем: \S+\/o\/[\w-]+\.[\w-]+/);
    const sms = catchers.sms.find((received) => received.to === patient.digits);
    expect(sms?.dataCoding).toBe(DATA_CODING.ucs2);
    expect(sms?.userReference).toBe(userReferenceOf(`${appointment.uuid}:reminder:48:sms`));
    expect(sms?.text).toContain('Анна, ваш визит в');

    // A second scan of the same minute, and one a minute later: nothing new.
    expect(await kit.scan(now)).toBe(0);
    expect(await kit.scan(new Date(now.getTime() + 60_000))).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(catchers.emails.filter((received) => received.to === patient.email)).toHaveLength(1);
    expect(catchers.sms.filter((received) => received.to === patient.digits)).toHaveLength(1);

    // The card lists both; the SMS's delivery receipt made it delivered.
    await kit.until(async () => (await kit.messages(patient.uuid)).some((message) => message.channel === 'sms' && message.state === 'delivered'));
    const messages = await kit.messages(patient.uuid);
    expect(messages.map((message) => [message.channel, message.kind, message.state]).sort()).toEqual([
      ['email', 'reminder', 'sent'],
      ['sms', 'reminder', 'delivered'],
    ]);

    // 2 h before: the 3 h reminder, once more on each channel; the appointment stays 2.
    expect(await kit.scan(kit.before('10:00', 2))).toBeGreaterThanOrEqual(2);
    await kit.until(() => catchers.emails.filter((received) => received.to === patient.email).length === 2);
    expect(await kit.status(appointment.uuid)).toBe(2);
  });

  it('sends nothing without consent, on a channel switched off, or outside the sending hours', async () => {
    const noConsent = await kit.patient('lv', { sms: false, email: false });
    const emailOnly = await kit.patient('en', { sms: true, email: true });
    const late = await kit.patient('lv', { sms: true, email: true });
    const [a, b] = [await kit.book(noConsent.uuid), await kit.book(emailOnly.uuid)];
    // The sending hours: 47 h before 10:00 is 11:00; a branch that sends only from 12:00 waits.
    const settings = (await api(app).get(`/api/settings/branches/${fx.branch}/messages`).set('authorization', admin)).body.data as { version: number };
    const saved = await api(app).put(`/api/settings/branches/${fx.branch}/messages`).set('authorization', admin).send({ reminder_offsets_hours: [48, 3], sending_from: '12:00', sending_to: '20:00', version: settings.version });
    expect(saved.status).toBe(200);
    try {
      const lateAppointment = await kit.book(late.uuid);
      expect(await kit.scan(kit.before('10:00', 47))).toBe(0);
      expect(await kit.status(lateAppointment.uuid)).toBe(1);
    } finally {
      await api(app).put(`/api/settings/branches/${fx.branch}/messages`).set('authorization', admin).send({ reminder_offsets_hours: [48, 3], sending_from: '08:00', sending_to: '21:00', version: saved.body.data.version });
    }

    await kit.channels(catchers, { email: true, sms: false });
    try {
      await kit.scan(kit.before('10:00', 46));
      await kit.until(() => catchers.emails.some((mail) => mail.to === emailOnly.email));
      await kit.until(async () => (await kit.status(b.uuid)) === 2);
    } finally {
      await kit.channels(catchers);
    }
    expect(catchers.sms.some((sms) => sms.to === emailOnly.digits)).toBe(false);
    expect(catchers.emails.some((mail) => mail.to === noConsent.email)).toBe(false);
    expect(catchers.sms.some((sms) => sms.to === noConsent.digits)).toBe(false);
    expect(await kit.status(a.uuid)).toBe(1);
    expect(await kit.messages(noConsent.uuid)).toEqual([]);
    const [row] = await sql<{ n: number }>(app, `select count(*)::int as n from message where patient_uuid = ?`, [noConsent.uuid]);
    expect(row.n).toBe(0);
  });
});

// These also point the demo company's channels at catchers of their own: in this file, one after the other.
linkCases();
twoInstanceCases();
