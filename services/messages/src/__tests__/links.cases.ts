import type { INestApplication } from '@nestjs/common';
import { appointmentSchema, publicAppointmentSchema } from '@dental/contracts';
import { api, createTestApp, demoFixtures, signIn, type DemoFixtures } from '@dental/server-testing';
import { LocalCatchers } from '../catchers/local-catchers.js';
import { signLink, type LinkClaims } from '../links.js';
import { messageKit } from './message-kit.js';

/**
 * The reminder's signed link, no sign-in: the page's data, confirm -> 3, cancel -> 4 with
 * cancel_reason "patient", call-me noted; an altered or expired link is 404 and changes nothing;
 * the opt-out link turns the channel's flag off, and the next reminder skips that channel.
 * Appointments on 16 February 2039 (Riga), which no other test file books.
 * (Run from reminders.spec.ts: the files that point the demo company's channels at their own catchers take turns.)
 */
export function linkCases(): void {
  describe('the patient links', () => {
    let app: INestApplication;
    let admin: string;
    let fx: DemoFixtures;
    let catchers: LocalCatchers;
    let kit: ReturnType<typeof messageKit>;

    /** Books a patient, runs the 48 h scan and answers the appointment and the links of the e-mail it received. */
    async function reminded(time = '10:00') {
      const patient = await kit.patient('lv', { sms: false, email: true });
      const appointment = await kit.book(patient.uuid);
      await kit.scan(kit.before(time, 47));
      await kit.until(() => catchers.emails.some((mail) => mail.to === patient.email));
      const text = catchers.emails.find((mail) => mail.to === patient.email)?.text ?? '';
      const token = /\/r\/([\w-]+\.[\w-]+)/.exec(text)?.[1] ?? '';
      const optOut = /\/o\/([\w-]+\.[\w-]+)/.exec(text)?.[1] ?? '';
      await kit.until(async () => (await kit.status(appointment.uuid)) === 2);
      return { patient, appointment, token, optOut };
    }
    const read = async (uuid: string) => appointmentSchema.parse((await api(app).get(`/api/calendar/appointments/${uuid}`).set('authorization', admin)).body.data);

    beforeAll(async () => {
      app = await createTestApp();
      admin = await signIn(app, 'admin');
      fx = await demoFixtures(app);
      catchers = await new LocalCatchers().start();
      kit = messageKit(app, admin, fx, '2039-02-16');
      await kit.channels(catchers);
    });
    afterAll(async () => {
      await kit.channels(catchers, { email: false, sms: false });
      await app.close();
      await catchers.stop();
    });

    it('shows the appointment and confirms it (3) without signing in; the message reads answered', async () => {
      const { patient, appointment, token } = await reminded();
      const page = await api(app).get(`/api/public/r/${token}`);
      expect(page.status).toBe(200);
      expect(publicAppointmentSchema.parse(page.body.data)).toMatchObject({
        status: 2,
        patient_first_name: 'Jānis',
        language: 'lv',
        time_from: appointment.time_from,
        callback_requested: false,
        // The page shows the time in the branch's zone, and who the patient will see.
        branch_time_zone: 'Europe/Riga',
        practitioner_name: expect.stringMatching(/^\S+ \S+/),
      });
      expect((await kit.messages(patient.uuid))[0].state).toBe('opened');

      const confirmed = await api(app).post(`/api/public/r/${token}/confirm`);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data.status).toBe(3);
      expect((await read(appointment.uuid)).status).toBe(3);
      expect((await kit.messages(patient.uuid))[0].state).toBe('answered');
    });

    it('cancels with cancel_reason "patient" (4), and notes a call-me', async () => {
      const first = await reminded('10:30');
      const canceled = await api(app).post(`/api/public/r/${first.token}/cancel`);
      expect(canceled.status).toBe(200);
      expect(await read(first.appointment.uuid)).toMatchObject({ status: 4, cancel_reason: 'patient', reason: expect.any(String) });

      const second = await reminded('11:00');
      const called = await api(app).post(`/api/public/r/${second.token}/call-me`);
      expect(called.status).toBe(200);
      expect(called.body.data.callback_requested).toBe(true);
      const after = await read(second.appointment.uuid);
      expect(after.status).toBe(2);
      expect(after.callback_requested_at).not.toBeNull();
    });

    it('answers 404 to an altered or expired link and changes nothing', async () => {
      const { appointment, token } = await reminded('11:30');
      const [body, mac] = token.split('.');
      const altered = `${body}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
      const forged = `${Buffer.from(JSON.stringify({ ...claims, s: fx.patients[0] })).toString('base64url')}.${mac}`;
      const expired = signLink({ ...(claims as unknown as LinkClaims), e: Math.floor(Date.now() / 1000) - 60 });
      // Signed with a key written in code (this product's old default): the installation's own key is random.
      const wrongKey = signLink(claims as unknown as LinkClaims, 'dental-local-link-secret');
      for (const bad of [altered, forged, expired, wrongKey]) {
        expect((await api(app).get(`/api/public/r/${bad}`)).status).toBe(404);
        expect((await api(app).post(`/api/public/r/${bad}/cancel`)).status).toBe(404);
      }
      expect((await api(app).post(`/api/public/r/${token}x/confirm`)).status).toBe(404);
      expect((await read(appointment.uuid)).status).toBe(2);
    });

    it("the opt-out link turns the e-mail flag off, and the next reminder is not e-mailed", async () => {
      const { patient, optOut } = await reminded('12:00');
      const res = await api(app).post(`/api/public/o/${optOut}`);
      expect(res.status).toBe(200);
      const settings = (await api(app).get(`/api/patients/${patient.uuid}/settings`).set('authorization', admin)).body.data as { communication_email: boolean };
      expect(settings.communication_email).toBe(false);
      await kit.scan(kit.before('12:00', 2));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(catchers.emails.filter((mail) => mail.to === patient.email)).toHaveLength(1);
    });
  });
}
