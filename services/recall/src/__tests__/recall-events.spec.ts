import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { RecallType } from '@dental/contracts';
import { addMonths, DEFAULT_TIME_ZONE, todayIn } from '@dental/domain-time';
import { bookingSetup, eventsSettled, sql, type DemoFixtures } from '@dental/server-testing';
import { randomUUID } from 'node:crypto';
import { RecallConsumer } from '../projection/recall.consumer.js';
import type { RecallEvent } from '../projection/recall-events.js';
import { rebuildRecalls } from '../projection/recall-rebuild.js';
import { recallKit, type RecallKit } from './recall-fixtures.js';

/**
 * A patient's recalls follow what happens to them elsewhere, told by events: a treatment of a
 * satisfying service moves the due date by the type's interval, its invalidation takes that back,
 * a booking with a satisfying service marks the recall booked and a cancel unmarks it, a merge
 * moves the recalls to the kept card. The list is read after the events are delivered
 * (eventsSettled), as a user would a moment later.
 */
describe('recalls from events', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;
  let kit: RecallKit;
  let hygiene: RecallType;
  let checkUp: RecallType;
  let services: Record<string, string>;

  /** Patients whose events this file hands to the consumer itself (they are not in the event log a rebuild reads). */
  const offTheLog = new Set<string>();

  /** Today on the Riga branch's clock, the day a treatment done now is done on. */
  const today = () => todayIn(DEFAULT_TIME_ZONE);

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
    kit = recallKit(app, admin, fx, '2038-02');
    [hygiene, checkUp, services] = await Promise.all([kit.type('Hygiene'), kit.type('Check-up'), kit.services()]);
  });
  afterAll(() => app.close());

  it('treating a hygiene service moves the due date by 6 months; invalidating it takes the recall back', async () => {
    const patient = await kit.patient();
    expect((await kit.list({ patient_uuid: patient.uuid })).data).toEqual([]);

    const { item } = await kit.treat(patient.uuid, services['H-001']);
    await eventsSettled(app);
    const recall = await kit.recallOf(patient.uuid, hygiene.uuid);
    expect(recall).toMatchObject({ due_date: addMonths(today(), 6), done_on: today(), state: 'due', override: null, booking: null, attempts: [] });
    expect(recall?.patient).toEqual({ uuid: patient.uuid, first_name: patient.first_name, last_name: patient.last_name, phone: '+371 2000 0000' });
    expect(recall?.doctor?.uuid).toBe(fx.doctor);
    // Hygiene satisfies hygiene only: no check-up is due from it.
    expect(await kit.recallOf(patient.uuid, checkUp.uuid)).toBeUndefined();

    await kit.invalidate(patient.uuid, item);
    await eventsSettled(app);
    expect((await kit.list({ patient_uuid: patient.uuid })).data).toEqual([]);
    expect((await kit.as().get(`/api/recalls/${recall?.uuid}`)).status).toBe(404);
  });

  it('a treatment replaces a date set by hand; its invalidation brings the hand-set date back', async () => {
    const patient = await kit.patient();
    const set = await kit.setByHand(patient.uuid, hygiene.uuid, '2090-01-15');
    expect(set).toMatchObject({ due_date: '2090-01-15', state: 'due', done_on: null, override: { kind: 'set', reason: 'Pēdējā higiēna citā klīnikā' } });

    const { item } = await kit.treat(patient.uuid, services['H-003']);
    await eventsSettled(app);
    const treated = await kit.recallOf(patient.uuid, hygiene.uuid);
    expect(treated).toMatchObject({ uuid: set.uuid, due_date: addMonths(today(), 6), done_on: today(), override: null });
    expect(treated?.version).toBeGreaterThan(set.version);

    await kit.invalidate(patient.uuid, item);
    await eventsSettled(app);
    expect(await kit.recallOf(patient.uuid, hygiene.uuid)).toMatchObject({ uuid: set.uuid, due_date: '2090-01-15', done_on: null, override: { kind: 'set' } });
  });

  it('booking a satisfying service marks the recall booked; moving keeps it, a cancel or a delete unmarks it', async () => {
    const patient = await kit.patient();
    const overdue = await kit.setByHand(patient.uuid, hygiene.uuid, '2020-03-01');
    expect(overdue.state).toBe('overdue');

    // A filling books no hygiene.
    await kit.book(patient.uuid, services['P-001']);
    const first = await kit.book(patient.uuid, services['H-001']);
    await eventsSettled(app);
    expect(await kit.recallOf(patient.uuid, hygiene.uuid)).toMatchObject({ state: 'booked', booking: { appointment_uuid: first.uuid, time_from: first.time_from } });

    const moved = await kit.as().patch(`/api/calendar/appointments/${first.uuid}/move`, {
      room_uuid: fx.rooms[1],
      time_from: '2038-03-01T10:00:00.000Z',
      time_to: '2038-03-01T10:30:00.000Z',
      version: first.version,
    });
    expect(moved.status).toBe(200);
    await eventsSettled(app);
    expect((await kit.recallOf(patient.uuid, hygiene.uuid))?.booking).toEqual({ appointment_uuid: first.uuid, time_from: '2038-03-01T10:00:00.000Z' });

    const canceled = await kit.as().post(`/api/calendar/appointments/${first.uuid}/cancel`, { version: moved.body.data.version });
    expect(canceled.status).toBe(200);
    await eventsSettled(app);
    expect(await kit.recallOf(patient.uuid, hygiene.uuid)).toMatchObject({ state: 'overdue', booking: null });

    const second = await kit.book(patient.uuid, services['H-003']);
    await eventsSettled(app);
    expect((await kit.recallOf(patient.uuid, hygiene.uuid))?.state).toBe('booked');
    expect((await kit.as().delete(`/api/calendar/appointments/${second.uuid}`, { version: second.version })).status).toBe(204);
    await eventsSettled(app);
    expect((await kit.recallOf(patient.uuid, hygiene.uuid))?.state).toBe('overdue');
  });

  it('an attempt makes the recall contacted until its due date is set again', async () => {
    const patient = await kit.patient();
    const recall = await kit.setByHand(patient.uuid, checkUp.uuid, '2020-05-01');
    const logged = await kit.as().post(`/api/recalls/${recall.uuid}/attempts`, { channel: 'phone', outcome: 'no_answer', note: 'Neatbild' });
    expect(logged.status).toBe(201);
    expect(logged.body.data).toMatchObject({ state: 'contacted', attempts: [{ channel: 'phone', outcome: 'no_answer', note: 'Neatbild', user: { first_name: 'Artūrs', last_name: 'Bērziņš' } }] });

    // Snoozed to a later date by hand: a new due date, its attempts start over.
    const snoozed = await kit.as().patch(`/api/recalls/${recall.uuid}`, { kind: 'snooze', due_date: '2090-06-01', reason: 'Zvanīt rudenī', version: logged.body.data.version });
    expect(snoozed.status).toBe(200);
    expect(snoozed.body.data).toMatchObject({ state: 'due', due_date: '2090-06-01', attempts: [], override: { kind: 'snooze', reason: 'Zvanīt rudenī' } });
  });

  it('snoozing to a date not later than the due date answers 400 on due_date and changes nothing', async () => {
    const patient = await kit.patient();
    const recall = await kit.setByHand(patient.uuid, checkUp.uuid, '2090-05-01');
    const earlier = await kit.as().patch(`/api/recalls/${recall.uuid}`, { kind: 'snooze', due_date: '2090-04-01', reason: 'Atlikt', version: recall.version });
    expect(earlier.status).toBe(400);
    expect(earlier.body.error.fields).toEqual({ due_date: 'A recall can be snoozed only to a date after 2090-05-01' });
    const stale = await kit.as().patch(`/api/recalls/${recall.uuid}`, { kind: 'set', due_date: '2090-04-01', reason: 'Ārsta lēmums', version: recall.version + 1 });
    expect(stale.status).toBe(409);
    expect((await kit.as().get(`/api/recalls/${recall.uuid}`)).body.data).toEqual(recall);
    // Set (not snoozed), any date goes.
    const set = await kit.as().patch(`/api/recalls/${recall.uuid}`, { kind: 'set', due_date: '2090-04-01', reason: 'Ārsta lēmums', version: recall.version });
    expect(set.body.data).toMatchObject({ due_date: '2090-04-01', override: { kind: 'set', reason: 'Ārsta lēmums' } });
    const again = await kit.as().post('/api/recalls', { patient_uuid: patient.uuid, type_uuid: checkUp.uuid, due_date: '2091-01-01', reason: 'Vēlreiz' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'RECALL_EXISTS', details: { uuid: recall.uuid } });
  });

  it('a merge moves the merged card’s recalls and attempts to the kept card', async () => {
    const [kept, merged] = [await kit.patient(), await kit.patient()];
    const keptCheckUp = await kit.setByHand(kept.uuid, checkUp.uuid, '2090-02-01', 'Vecais datums');
    const mergedCheckUp = await kit.setByHand(merged.uuid, checkUp.uuid, '2090-03-01', 'Jaunākais datums');
    await kit.as().post(`/api/recalls/${mergedCheckUp.uuid}/attempts`, { channel: 'sms', outcome: 'reached' });
    await kit.setByHand(merged.uuid, hygiene.uuid, '2090-04-01');
    const card = await kit.as().get(`/api/patients/${merged.uuid}`);
    const merge = await kit.as().post(`/api/patients/${merged.uuid}/merge`, { into_uuid: kept.uuid, version: card.body.data.version });
    expect(merge.status).toBe(200);
    await eventsSettled(app);

    const recalls = (await kit.list({ patient_uuid: kept.uuid })).data;
    expect(recalls.map((recall) => [recall.type.uuid, recall.due_date])).toEqual([
      [checkUp.uuid, '2090-03-01'],
      [hygiene.uuid, '2090-04-01'],
    ]);
    const checkUpNow = recalls[0];
    expect(checkUpNow).toMatchObject({ uuid: keptCheckUp.uuid, state: 'contacted', override: { reason: 'Jaunākais datums' }, attempts: [{ channel: 'sms' }] });
    expect((await kit.list({ patient_uuid: merged.uuid })).data).toEqual([]);
  });

  it('two treatments of one patient delivered at once: the newer one sets the due date whichever commits last', async () => {
    const patient = await kit.patient();
    offTheLog.add(patient.uuid);
    const [{ id: companyId }] = await sql<{ id: number }>(app, `select id from company where slug = 'demo'`);
    const treated = (at: string): RecallEvent => ({
      id: randomUUID(),
      type: 'procedure.treated',
      version: 1,
      company_id: companyId,
      occurred_at: at,
      data: {
        item_uuid: randomUUID(),
        patient_uuid: patient.uuid,
        appointment_uuid: randomUUID(),
        branch_uuid: fx.branch,
        service_uuid: services['H-001'],
        price: null,
        treated_at: at,
        attribution: { doctor_uuid: null, assistant_uuid: null, room_uuid: null },
      },
    });
    const consumer = app.get(RecallConsumer, { strict: false });
    const orm = app.get(MikroORM);
    // The newer treatment's delivery refreshes first and holds its commit; the older one's arrives meanwhile.
    let commitNewer: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (commitNewer = resolve));
    const newer = orm.em.fork().transactional(async (em) => {
      await consumer.handle(treated('2031-03-10T10:00:00.000Z'), em);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const older = orm.em.fork().transactional((em) => consumer.handle(treated('2031-01-10T10:00:00.000Z'), em));
    await new Promise((resolve) => setTimeout(resolve, 300));
    commitNewer?.();
    await Promise.all([newer, older]);
    expect(await kit.recallOf(patient.uuid, hygiene.uuid)).toMatchObject({ done_on: '2031-03-10', due_date: '2031-09-10' });
  });

  it('a rebuild from the event log gives the recalls the live consumer keeps', async () => {
    const patient = await kit.patient();
    await kit.treat(patient.uuid, services['H-002']);
    await eventsSettled(app);
    // This file's patients' recalls (other test files may write theirs meanwhile), of events in the log.
    const read = () =>
      sql(
        app,
        `select uuid, patient_uuid, recall_type_uuid, done_item_uuid, done_on::text, due_date::text, cycle_started_at, deleted_at is null as live
         from recall where patient_uuid = any(?::uuid[]) order by uuid`,
        [`{${kit.patients.filter((uuid) => !offTheLog.has(uuid)).join(',')}}`],
      );
    const before = await read();
    expect(before.length).toBeGreaterThan(5);
    await app.get(MikroORM).em.fork().transactional((em) => rebuildRecalls(em));
    expect(await read()).toEqual(before);
  });
});
