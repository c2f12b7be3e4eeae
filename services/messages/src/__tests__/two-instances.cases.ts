import type { INestApplication } from '@nestjs/common';
import { createTestApp, demoFixtures, signIn } from '@dental/server-testing';
import { LocalCatchers } from '../catchers/local-catchers.js';
import { ReminderScheduler } from '../sending/reminder.scheduler.js';
import { messageKit } from './message-kit.js';

/**
 * Two API instances scan the same minute at once (both also send): every due reminder is handed
 * over exactly once, each with its own idempotency key as its Message-ID. Appointments on
 * 17 February 2039 (Riga), which no other test file books.
 * (Run from reminders.spec.ts: the files that point the demo company's channels at their own catchers take turns.)
 */
export function twoInstanceCases(): void {
  describe('reminders with two instances', () => {
    let first: INestApplication;
    let second: INestApplication;
    let catchers: LocalCatchers;
    let kit: ReturnType<typeof messageKit>;

    beforeAll(async () => {
      [first, second] = await Promise.all([createTestApp(), createTestApp()]);
      const admin = await signIn(first, 'admin');
      catchers = await new LocalCatchers().start();
      kit = messageKit(first, admin, await demoFixtures(first), '2039-02-17');
      await kit.channels(catchers, { email: true, sms: false });
    });
    afterAll(async () => {
      await kit.channels(catchers, { email: false, sms: false });
      await Promise.all([first.close(), second.close()]);
      await catchers.stop();
    });

    it('queues and sends each due reminder once when both scan the same minute', async () => {
      const patients: { uuid: string; email: string }[] = [];
      for (let i = 0; i < 8; i++) patients.push(await kit.patient('lv', { sms: false, email: true }));
      for (const patient of patients) await kit.book(patient.uuid);
      // The last one's 48 h moment (10:00 + 7 half hours): every one is then 48 h or less away.
      const now = kit.before('13:30', 47.9);
      const [a, b, c] = await Promise.all([first.get(ReminderScheduler).scan(now), second.get(ReminderScheduler).scan(now), first.get(ReminderScheduler).scan(now)]);
      expect(a + b + c).toBe(patients.length);
      const ours = () => catchers.emails.filter((mail) => patients.some((patient) => patient.email === mail.to));
      await kit.until(() => ours().length >= patients.length);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(ours()).toHaveLength(patients.length);
      expect(new Set(ours().map((mail) => mail.messageId)).size).toBe(patients.length);
      expect(new Set(ours().map((mail) => mail.to)).size).toBe(patients.length);
    });
  });
}
