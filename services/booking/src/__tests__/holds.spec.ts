import type { INestApplication } from '@nestjs/common';
import { expectedCheckDigit } from '@dental/domain-personal-code';
import { LocalCatchers } from '@dental/messages';
import { api, createTestApp, freshIp, sql, uniqueTag } from '@dental/server-testing';
import { bookingClinic, comingWednesday, rigaOffset, workTime, type BookingClinic } from './booking-fixtures.js';

/**
 * Holds and their code, on the running clock (days a few weeks ahead, each test its own): the code
 * comes from a real SMTP server, confirming makes the appointment (source online, planned), 50 holds
 * of one slot give exactly one, a desk booking in the same second never overlaps the patient's,
 * five wrong codes end the hold, an expired hold frees its slot, and the cancel and move links.
 */
describe('online booking: holds, codes and links', () => {
  let app: INestApplication;
  let catchers: LocalCatchers;
  let clinic: BookingClinic;

  beforeAll(async () => {
    app = await createTestApp();
    catchers = await new LocalCatchers({}).start();
    clinic = await bookingClinic(app, catchers.smtpPort);
  });
  afterAll(async () => {
    await app.close();
    await catchers.stop();
  });

  /** The day's work times (both practitioners 09:00-12:00, each in a room of their own); its wall times as instants. */
  async function day(weeks: number) {
    const date = comingWednesday(weeks);
    const offset = rigaOffset(date);
    const at = (time: string) => `${date}T${time}:00${offset}`;
    await workTime(app, clinic, clinic.users[0], clinic.rooms[0], at('09:00'), at('12:00'));
    await workTime(app, clinic, clinic.users[1], clinic.rooms[1], at('09:00'), at('12:00'));
    return { date, at };
  }
  const contact = (email = `p${uniqueTag()}@example.lv`) => ({ first_name: 'Līga', last_name: `Tiešsaiste ${uniqueTag('letters')}`, phone: `+371 2${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`, email });
  const hold = (start: string, who = contact(), extra: Record<string, unknown> = {}) =>
    api(app)
      .post(`/api/public/booking/${clinic.slug}/holds`)
      .set('x-forwarded-for', freshIp())
      .set('content-language', 'en')
      .send({ service_uuid: clinic.service, user_uuid: clinic.users[0], start, contact: who, channel: 'email', ...extra });
  const confirm = (uuid: string, code: string) => api(app).post(`/api/public/booking/${clinic.slug}/holds/${uuid}/confirm`).set('content-language', 'en').send({ code });
  async function codeFor(email: string): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const mail = catchers.emails.find((received) => received.to === email);
      if (mail) return /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no code for ${email}`);
  }
  const freeStarts = async (date: string) =>
    (await api(app).get(`/api/public/booking/${clinic.slug}/slots`).query({ service_uuid: clinic.service, user_uuid: clinic.users[0], from: date, to: date })).body.data.map(
      (slot: { start: string }) => new Date(slot.start).toISOString(),
    ) as string[];
  const live = (start: string) =>
    sql<{ uuid: string; status: number; source: string; patient_uuid: string; cancel_reason: string | null; time_from: Date }>(
      app,
      `select uuid, status, source, patient_uuid, cancel_reason, time_from from appointment where company_id = ? and practitioner_uuid = ? and time_from = ? and deleted_at is null and status <> 4`,
      [clinic.company.id, clinic.users[0], start],
    );

  it('books with the code received over SMTP: planned, source online, a flagged new patient matched again next time, an .ics and a manage token', async () => {
    const { at } = await day(2);
    const who = contact();
    const held = await hold(at('09:00'), who);
    expect(held.status).toBe(201);
    expect(held.body.data).toMatchObject({ start: at('09:00'), end: at('09:30'), user_uuid: clinic.users[0], room_uuid: clinic.rooms[0], channel: 'email' });
    const mail = catchers.emails.find((received) => received.to === who.email);
    expect(mail?.subject).toContain('Your booking code');
    const done = await confirm(held.body.data.uuid, await codeFor(who.email));
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ start: at('09:00'), status: 1, service_name: 'Apskate', practitioner: { first_name: 'Anna' }, branch: { address: 'Brīvības iela 1, Rīga' } });
    expect(done.body.data.ics).toContain('BEGIN:VEVENT');
    expect(done.body.data.ics).toContain(done.body.data.appointment_uuid);
    const [appointment] = await live(at('09:00'));
    expect(appointment).toMatchObject({ uuid: done.body.data.appointment_uuid, status: 1, source: 'online' });
    const [patient] = await sql<{ source: string; phone: string }>(app, `select source, phone from patient where uuid = ?`, [appointment.patient_uuid]);
    expect(patient).toEqual({ source: 'online_booking', phone: who.phone });
    // The same person again (another e-mail, the same phone and name): the same card.
    const again = { ...who, email: `p${uniqueTag()}@example.lv` };
    const second = await hold(at('10:00'), again);
    expect(second.status).toBe(201);
    expect((await confirm(second.body.data.uuid, await codeFor(again.email))).status).toBe(200);
    const [next] = await live(at('10:00'));
    expect(next.patient_uuid).toBe(appointment.patient_uuid);
    // The booked time is no longer offered.
    expect(await freeStarts(at('09:00').slice(0, 10))).not.toContain(new Date(at('09:00')).toISOString());
  });

  it("matches the card by its personal code, which the hold keeps sealed: no table holds the code as typed", async () => {
    const { at } = await day(1);
    const ten = `32${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const code = `${ten.slice(0, 6)}-${ten.slice(6)}${expectedCheckDigit(ten)}`;
    const card = await api(app).post('/api/patients').set('authorization', clinic.token).send({ first_name: 'Kārlis', last_name: `Kodētais ${uniqueTag('letters')}`, personal_code: code });
    expect(card.status).toBe(201);
    // Another name and phone, the same personal code: the code decides.
    const who = { ...contact(), personal_code: code };
    const held = await hold(at('09:00'), who);
    expect(held.status).toBe(201);
    const [stored] = await sql<{ contact: string }>(app, `select contact::text as contact from booking_hold where uuid = ?`, [held.body.data.uuid]);
    expect(stored.contact).not.toContain(code);
    expect(stored.contact).not.toContain(code.replace('-', ''));
    expect((await confirm(held.body.data.uuid, await codeFor(who.email))).status).toBe(200);
    const [appointment] = await live(at('09:00'));
    expect(appointment.patient_uuid).toBe(card.body.data.uuid);
  });

  it('gives exactly one of 50 holds of one slot at once', async () => {
    const { at } = await day(3);
    const answers = await Promise.all(Array.from({ length: 50 }, () => hold(at('11:00'))));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(answers.find((answer) => answer.status === 409)?.body.error.code).toBe('BOOKING_SLOT_TAKEN');
    const rows = await sql(app, `select 1 from booking_hold where company_id = ? and time_from = ? and state = 'held'`, [clinic.company.id, at('11:00')]);
    expect(rows).toHaveLength(1);
  });

  it('never lets a confirmed booking overlap a desk booking made in the same second: one wins, the patient is offered the next starts', async () => {
    const { at } = await day(4);
    for (const time of ['09:00', '10:00', '11:00']) {
      const who = contact();
      const held = await hold(at(time), who);
      expect(held.status).toBe(201);
      const code = await codeFor(who.email);
      const [online, desk] = await Promise.all([
        confirm(held.body.data.uuid, code),
        api(app).post('/api/calendar/appointments').set('authorization', clinic.token).send({
          branch_uuid: clinic.branch,
          patient_uuid: clinic.patient,
          room_uuid: clinic.rooms[0],
          practitioner_uuid: clinic.users[0],
          time_from: at(time),
          time_to: new Date(new Date(at(time)).getTime() + 30 * 60_000).toISOString(),
        }),
      ]);
      // Exactly one wins (the patient's 200 or the desk's 201); the other is a 409.
      expect([online.status === 200, desk.status === 201].filter(Boolean)).toHaveLength(1);
      expect([online.status, desk.status]).toContain(409);
      if (online.status === 409) {
        expect(online.body.error.code).toBe('BOOKING_SLOT_TAKEN');
        expect(online.body.error.details.alternatives.length).toBeGreaterThan(0);
      }
      const overlapping = await sql(
        app,
        `select 1 from appointment where company_id = ? and practitioner_uuid = ? and deleted_at is null and status not in (0, 4) and time_from < ? and time_to > ?`,
        [clinic.company.id, clinic.users[0], new Date(new Date(at(time)).getTime() + 30 * 60_000), at(time)],
      );
      expect(overlapping).toHaveLength(1);
    }
  });

  it('ends the hold at the fifth wrong code: the right one is then refused and the slot is free again', async () => {
    const { date, at } = await day(5);
    const who = contact();
    const held = await hold(at('09:30'), who);
    const code = await codeFor(who.email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await freeStarts(date)).not.toContain(new Date(at('09:30')).toISOString());
    for (const left of [4, 3, 2, 1]) {
      const answer = await confirm(held.body.data.uuid, wrong);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('BOOKING_CODE_WRONG');
      expect(JSON.stringify(answer.body)).toContain(`(${left} attempts left)`);
    }
    const fifth = await confirm(held.body.data.uuid, wrong);
    expect(fifth.status).toBe(409);
    expect(fifth.body.error.code).toBe('BOOKING_HOLD_ENDED');
    expect((await confirm(held.body.data.uuid, code)).status).toBe(409);
    expect(await live(at('09:30'))).toHaveLength(0);
    expect(await freeStarts(date)).toContain(new Date(at('09:30')).toISOString());
  });

  it('frees the slot of an expired hold: it is offered again, its code is refused, another patient holds it', async () => {
    const { date, at } = await day(6);
    const who = contact();
    const held = await hold(at('10:30'), who);
    const code = await codeFor(who.email);
    // Ten minutes pass (the clock of the database and the API are one; the hold's expiry is moved instead).
    await sql(app, `update booking_hold set expires_at = now() - interval '1 second' where uuid = ?`, [held.body.data.uuid]);
    expect(await freeStarts(date)).toContain(new Date(at('10:30')).toISOString());
    const late = await confirm(held.body.data.uuid, code);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('BOOKING_HOLD_ENDED');
    expect((await hold(at('10:30'))).status).toBe(201);
  });

  it('refuses a second open hold of one contact, a filled honeypot and a start that is not free, each translated', async () => {
    const { at } = await day(7);
    const who = contact();
    expect((await hold(at('09:00'), who)).status).toBe(201);
    const second = await hold(at('10:00'), who);
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('BOOKING_HOLD_EXISTS');
    const bot = await hold(at('11:00'), contact(), { website: 'http://spam.example' });
    expect(bot.status).toBe(400);
    expect(bot.body.error.code).toBe('BOOKING_REFUSED');
    const closed = await hold(at('13:00'));
    expect(closed.status).toBe(409);
    expect(closed.body.error.message).toBe('This time has just been taken. Please choose another one');
  });

  it('moves and cancels through the links; an altered link is 404 and changes nothing', async () => {
    const { date, at } = await day(8);
    const who = contact();
    const held = await hold(at('09:00'), who);
    const done = await confirm(held.body.data.uuid, await codeFor(who.email));
    const token = done.body.data.manage_token as string;
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await api(app).post(`/api/public/booking/manage/${altered}/cancel`)).status).toBe(404);
    expect(await live(at('09:00'))).toHaveLength(1);

    // The move screen's reads: the visit behind the link, and the starts of its practitioner and service it may move to.
    expect((await api(app).get(`/api/public/booking/manage/${altered}`)).status).toBe(404);
    const visit = await api(app).get(`/api/public/booking/manage/${token}`);
    expect(visit.status).toBe(200);
    expect(visit.body.data).toMatchObject({ appointment_uuid: done.body.data.appointment_uuid, start: at('09:00'), service_name: 'Apskate', practitioner: { first_name: 'Anna' } });
    expect(visit.body.data.horizon_days).toBeGreaterThan(0);
    const movable = await api(app).get(`/api/public/booking/manage/${token}/slots`).query({ from: date, to: date });
    expect(movable.status).toBe(200);
    const starts = (movable.body.data as { start: string; user_uuid: string }[]).map((slot) => slot.start);
    expect(starts).toContain(at('11:00'));
    expect(starts).not.toContain(at('09:00'));
    expect(new Set((movable.body.data as { user_uuid: string }[]).map((slot) => slot.user_uuid))).toEqual(new Set([clinic.users[0]]));
    const backwards = await api(app).get(`/api/public/booking/manage/${token}/slots`).set('content-language', 'en').query({ from: date, to: '2020-01-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields).toHaveProperty('to');

    // A start someone else took meanwhile: the translated refusal with the next free starts.
    const other = contact();
    const taken = await hold(at('10:00'), other);
    expect(taken.status).toBe(201);
    const refused = await api(app).post(`/api/public/booking/manage/${token}/move`).set('content-language', 'en').send({ start: at('10:00') });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This time has just been taken. Please choose another one');
    expect(refused.body.error.details.alternatives.length).toBeGreaterThan(0);
    expect(await live(at('09:00'))).toHaveLength(1);

    const moved = await api(app).post(`/api/public/booking/manage/${token}/move`).send({ start: at('11:00') });
    expect(moved.status).toBe(200);
    expect(moved.body.data.start).toBe(at('11:00'));
    expect(await live(at('09:00'))).toHaveLength(0);
    expect(await live(at('11:00'))).toHaveLength(1);

    const canceled = await api(app).post(`/api/public/booking/manage/${moved.body.data.manage_token}/cancel`);
    expect(canceled.status).toBe(200);
    expect(canceled.body.data.status).toBe(4);
    const [row] = await sql<{ status: number; cancel_reason: string }>(app, `select status, cancel_reason from appointment where uuid = ?`, [done.body.data.appointment_uuid]);
    expect(row).toEqual({ status: 4, cancel_reason: 'patient' });
  });
  it("writes the code from the branch's booking_code template as edited there, to the SMTP and the SMPP server", async () => {
    const { at } = await day(9);
    const templates = '/api/settings/message-templates';
    const listed = await api(app).get(templates).set('authorization', clinic.token).query({ branch_uuid: clinic.branch, kind: 'booking_code' });
    expect(listed.status).toBe(200);
    const defaults = listed.body.data as { channel: string; language: string; body: string; version: number }[];
    expect(defaults).toHaveLength(6);
    expect(defaults.find((t) => t.channel === 'sms' && t.language === 'en')?.body).toContain('{code}');
    for (const [channel, subject, body] of [
      ['email', 'Code for {branch.name}', 'Type {code} on the page of {branch.name}. Call {branch.phone} with questions.'],
      ['sms', '', '{branch.name} code: {code}'],
    ]) {
      const saved = await api(app).put(templates).set('authorization', clinic.token).send({ branch_uuid: clinic.branch, kind: 'booking_code', channel, language: 'en', subject, body, version: 0 });
      expect(saved.status).toBe(200);
    }
    const channel = await api(app).put('/api/settings/message-channels/sms').set('authorization', clinic.token)
      .send({ enabled: true, host: '127.0.0.1', port: catchers.smppPort, user: 'clinic', secret: 'pa55', sender_name: 'Klinika', version: 0 });
    expect(channel.status).toBe(200);
    const branchName = (await api(app).get(`/api/public/booking/${clinic.slug}`)).body.data.branch.name as string;

    const byMail = contact();
    const mailed = await hold(at('09:00'), byMail, { language: 'en' });
    expect(mailed.status).toBe(201);
    const mail = catchers.emails.find((received) => received.to === byMail.email);
    expect(mail?.subject).toBe(`Code for ${branchName}`);
    const code = new RegExp(`^Type (\\d{6}) on the page of ${branchName}\\. Call \\+371 67000000 with questions\\.`).exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // The code in the edited text is the hold's own: it confirms the booking.
    expect((await confirm(mailed.body.data.uuid, code as string)).status).toBe(200);

    const byPhone = contact();
    const texted = await hold(at('10:00'), byPhone, { channel: 'sms', language: 'en' });
    expect(texted.status).toBe(201);
    const digits = byPhone.phone.replace(/\D/g, '').slice(-8);
    let sms: { text: string } | undefined;
    for (let i = 0; i < 200 && !sms; i++) {
      sms = catchers.sms.find((received) => received.to.replace(/\D/g, '').endsWith(digits));
      if (!sms) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(sms?.text).toMatch(new RegExp(`^${branchName} code: \\d{6}$`));
  });
});
