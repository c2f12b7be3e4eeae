import type { INestApplication } from '@nestjs/common';
import { patientMessageSchema, type PatientMessage } from '@dental/contracts';
import { api, at, booking, sql, uniqueTag, type DemoFixtures } from '@dental/server-testing';
import { z } from 'zod';
import { ReminderScheduler } from '../sending/reminder.scheduler.js';
import type { LocalCatchers } from '../catchers/local-catchers.js';

/**
 * What the messages tests do as a clinic would: point the demo company's channels at the test's
 * own catchers, make a patient of their own with a language and consents, book them on a day of
 * the test file's own (far future, Riga branch), and run the minute's scan at an instant of the
 * test's choosing. Every test file uses its own `day`.
 */
export function messageKit(app: INestApplication, admin: string, fx: DemoFixtures, day: string) {
  let slot = 0;
  const kit = {
    async channels(catchers: LocalCatchers, enabled = { email: true, sms: true }): Promise<void> {
      const current = (await api(app).get('/api/settings/message-channels').set('authorization', admin)).body.data as { channel: string; version: number }[];
      const version = (channel: string) => current.find((row) => row.channel === channel)?.version ?? 0;
      const email = await api(app).put('/api/settings/message-channels/email').set('authorization', admin)
        .send({ enabled: enabled.email, host: '127.0.0.1', port: catchers.smtpPort, user: '', sender_name: 'Zobārstniecība', version: version('email') });
      const sms = await api(app).put('/api/settings/message-channels/sms').set('authorization', admin)
        .send({ enabled: enabled.sms, host: '127.0.0.1', port: catchers.smppPort, user: 'clinic', secret: 'pa55', sender_name: 'Klinika', version: version('sms') });
      if (email.status !== 200 || sms.status !== 200) throw new Error(`channels not saved: ${JSON.stringify([email.body, sms.body])}`);
    },
    /** A patient of the test's own with a phone and an e-mail unique to them, in `language`, with the consents given. */
    async patient(language: 'lv' | 'en' | 'ru', consent: { sms: boolean; email: boolean; sms_ad?: boolean; email_ad?: boolean }) {
      const tag = uniqueTag();
      const digits = String(parseInt(tag, 16) % 100_000_000).padStart(8, '0');
      const made = await api(app).post('/api/patients').set('authorization', admin)
        .send({ first_name: language === 'ru' ? 'Анна' : 'Jānis', last_name: `Atgādne ${uniqueTag('letters')}`, phone: `+371 ${digits}`, email: `p${tag}@example.lv`, branch_uuids: [fx.branch] });
      if (made.status !== 201) throw new Error(`patient not made: ${JSON.stringify(made.body)}`);
      const patient = made.body.data as { uuid: string; first_name: string; phone: string; email: string };
      const settings = (await api(app).get(`/api/patients/${patient.uuid}/settings`).set('authorization', admin)).body.data as { version: number };
      const saved = await api(app).patch(`/api/patients/${patient.uuid}/settings`).set('authorization', admin).send({
        communication_language: language,
        communication_sms: consent.sms,
        communication_email: consent.email,
        communication_sms_ad: consent.sms_ad ?? false,
        communication_email_ad: consent.email_ad ?? false,
        version: settings.version,
      });
      if (saved.status !== 200) throw new Error(`settings not saved: ${JSON.stringify(saved.body)}`);
      return { ...patient, digits: `371${digits}` };
    },
    /** Books the patient on the kit's day (Riga, 10:00 onwards, half an hour each): status 1. */
    async book(patient: string): Promise<{ uuid: string; time_from: string }> {
      const minutes = 10 * 60 + 30 * slot++;
      const time = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      const res = await api(app).post('/api/calendar/appointments').set('authorization', admin).send(booking(fx, day, time(minutes), time(minutes + 30), { patient_uuid: patient }));
      if (res.status !== 201) throw new Error(`booking answered ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body.data as { uuid: string; time_from: string };
    },
    /** The minute's scan at `now` (what the pg-boss job runs each minute). */
    scan: (now: Date) => app.get(ReminderScheduler).scan(now),
    /** An instant `hours` before the kit's day at `time` (Riga). */
    before: (time: string, hours: number) => new Date(new Date(at(day, time)).getTime() - hours * 3_600_000),
    async status(appointment: string): Promise<number> {
      const [row] = await sql<{ status: number }>(app, 'select status from calendar_v1.appointment_ref where uuid = ?', [appointment]);
      return row.status;
    },
    async messages(patient: string): Promise<PatientMessage[]> {
      const res = await api(app).get(`/api/patients/${patient}/messages`).set('authorization', admin);
      if (res.status !== 200) throw new Error(`messages answered ${res.status}: ${JSON.stringify(res.body)}`);
      return z.array(patientMessageSchema).parse(res.body.data);
    },
    /** Waits until `check` holds (the send jobs run on pg-boss, in this or another test process). */
    async until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error('timed out waiting');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
  return kit;
}
