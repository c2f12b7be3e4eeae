import type { INestApplication } from '@nestjs/common';
import type { Recall, RecallType } from '@dental/contracts';
import { bookingSetup, createProbeUser, eventsSettled, signIn, sql, uniqueTag, type DemoFixtures, type ProbeUser } from '@dental/server-testing';
import { recallKit, type RecallKit } from './recall-fixtures.js';

/**
 * The recall list: six patients of a type and service of this test's own, so the counts are
 * exactly theirs; filters, state, paging by due date; who may read and write (403, re-read
 * unchanged); another company's recall is 404 (re-read unchanged); the reads are audited.
 */
describe('the recall list', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;
  let kit: RecallKit;
  let type: RecallType;
  let probe: ProbeUser;
  let other: string;
  /** The recalls by the patient's letter: A, B overdue; C due; D contacted; E booked; F due (Jūrmala, the manager's patient). */
  const by: Record<string, Recall> = {};

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
    kit = recallKit(app, admin, fx, '2038-04');
    [probe, other] = await Promise.all([createProbeUser(app), signIn(app, 'other')]);
    const category = (await kit.as().get('/api/settings/service-categories')).body.data[0].uuid as string;
    const service = (await kit.as().post('/api/settings/services', {
      category_uuid: category,
      name: `Atgādinājuma pakalpojums ${uniqueTag()}`,
      sku: `R-${uniqueTag()}`,
      time: 30,
      price_from: 1000,
      price_to: 1000,
      vat_category: 'exempt',
      unit: 'PC',
    })).body.data.uuid as string;
    const tag = uniqueTag('letters');
    type = (await kit.as().post('/api/settings/recall-types', { name: { lv: `Saraksts ${tag}`, en: `List ${tag}`, ru: `Список ${tag}` }, interval_months: 6, service_uuids: [service] })).body.data;

    for (const [letter, due] of [['A', '2020-01-10'], ['B', '2021-06-01'], ['C', '2090-01-01'], ['D', '2020-02-02'], ['E', '2020-03-03']] as const) {
      by[letter] = await kit.setByHand((await kit.patient({ last_name: `Saraksts ${letter} ${tag}` })).uuid, type.uuid, due);
    }
    const f = await kit.patient({ last_name: `Saraksts F ${tag}`, branch_uuids: [fx.otherBranch], doctor_uuid: fx.manager });
    by.F = await kit.setByHand(f.uuid, type.uuid, '2091-01-01');
    await kit.as().post(`/api/recalls/${by.D.uuid}/attempts`, { channel: 'phone', outcome: 'left_message' });
    await kit.book(by.E.patient.uuid, service);
    await eventsSettled(app);
  });
  afterAll(() => app.close());

  const letters = (recalls: Recall[]) => recalls.map((recall) => Object.keys(by).find((letter) => by[letter].uuid === recall.uuid));

  it('counts every state under the filters, and the page of a state is exactly its count, by due date', async () => {
    const all = await kit.list({ type_uuid: type.uuid });
    expect(all.counts).toEqual({ due: 2, overdue: 2, contacted: 1, booked: 1 });
    expect(all.meta.total).toBe(6);
    expect(letters(all.data)).toEqual(['A', 'D', 'E', 'B', 'C', 'F']);
    for (const state of ['due', 'overdue', 'contacted', 'booked'] as const) {
      const page = await kit.list({ type_uuid: type.uuid, state });
      expect(page.counts).toEqual(all.counts);
      expect(page.meta.total).toBe(all.counts[state]);
      expect(page.data.map((recall) => recall.state)).toEqual(Array(all.counts[state]).fill(state));
    }
    expect(letters((await kit.list({ type_uuid: type.uuid, state: 'overdue' })).data)).toEqual(['A', 'B']);
  });

  it('pages by due date, then name', async () => {
    const second = await kit.list({ type_uuid: type.uuid, per_page: 4, page: 2 });
    expect(second.meta).toEqual({ page: 2, per_page: 4, total: 6 });
    expect(letters(second.data)).toEqual(['C', 'F']);
  });

  it('filters by branch, doctor and due dates (the patient card’s branches and doctor)', async () => {
    const jurmala = await kit.list({ type_uuid: type.uuid, branch_uuid: fx.otherBranch });
    expect(letters(jurmala.data)).toEqual(['F']);
    expect(jurmala.counts).toEqual({ due: 1, overdue: 0, contacted: 0, booked: 0 });
    expect(letters((await kit.list({ type_uuid: type.uuid, doctor_uuid: fx.manager })).data)).toEqual(['F']);
    const year2020 = await kit.list({ type_uuid: type.uuid, due_from: '2020-01-01', due_to: '2020-12-31' });
    expect(letters(year2020.data)).toEqual(['A', 'D', 'E']);
    expect(year2020.counts).toEqual({ due: 0, overdue: 1, contacted: 1, booked: 1 });
  });

  it('shows each row as the issue names it, with the booking, the attempts and the date by hand', async () => {
    const [e] = (await kit.list({ type_uuid: type.uuid, state: 'booked' })).data;
    expect(e).toMatchObject({ uuid: by.E.uuid, patient: by.E.patient, type: { uuid: type.uuid, name: type.name }, due_date: '2020-03-03', state: 'booked' });
    expect(e.booking?.time_from.startsWith('2038-04')).toBe(true);
    const [d] = (await kit.list({ type_uuid: type.uuid, state: 'contacted' })).data;
    expect(d.attempts).toMatchObject([{ channel: 'phone', outcome: 'left_message', note: null }]);
    expect(d.override).toMatchObject({ kind: 'set', reason: 'Pēdējā higiēna citā klīnikā', user: { first_name: 'Artūrs', last_name: 'Bērziņš' } });
  });

  it('answers 400 naming a bad filter, 404 for another company’s branch', async () => {
    const bad = await kit.as().get('/api/recalls', { state: 'lost', due_from: '2020-13-01' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['due_from', 'state']);
    const [liepaja] = await sql<{ uuid: string }>(app, `select b.uuid from branch b join company c on c.id = b.company_id where c.slug <> 'demo' limit 1`);
    expect((await kit.as().get('/api/recalls', { branch_uuid: liepaja.uuid })).status).toBe(404);
  });

  it('is read with recall_view and worked with recall_edit only (403 leaves the recall as it was)', async () => {
    const before = (await kit.as().get(`/api/recalls/${by.C.uuid}`)).body.data;
    await probe.grant([]);
    expect((await kit.as(probe.token).get('/api/recalls')).status).toBe(403);
    expect((await kit.as(probe.token).get(`/api/recalls/${by.C.uuid}`)).status).toBe(403);
    await probe.grant(['recall_view']);
    expect((await kit.as(probe.token).get('/api/recalls', { type_uuid: type.uuid })).status).toBe(200);
    for (const write of [
      kit.as(probe.token).post(`/api/recalls/${by.C.uuid}/attempts`, { channel: 'phone', outcome: 'reached' }),
      kit.as(probe.token).patch(`/api/recalls/${by.C.uuid}`, { kind: 'set', due_date: '2095-01-01', reason: 'Nē', version: before.version }),
      kit.as(probe.token).post('/api/recalls', { patient_uuid: by.C.patient.uuid, type_uuid: type.uuid, due_date: '2095-01-01', reason: 'Nē' }),
    ]) {
      const res = await write;
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
    expect((await kit.as().get(`/api/recalls/${by.C.uuid}`)).body.data).toEqual(before);
  });

  it("answers 404 for another company's recall and leaves it as it was", async () => {
    const before = (await kit.as().get(`/api/recalls/${by.A.uuid}`)).body.data;
    const target = `/api/recalls/${by.A.uuid}`;
    expect((await kit.as(other).get(target)).status).toBe(404);
    expect((await kit.as(other).post(`${target}/attempts`, { channel: 'phone', outcome: 'reached' })).status).toBe(404);
    expect((await kit.as(other).patch(target, { kind: 'set', due_date: '2095-01-01', reason: 'Svešs', version: before.version })).status).toBe(404);
    const foreignPatient = await kit.as(other).post('/api/recalls', { patient_uuid: by.A.patient.uuid, type_uuid: type.uuid, due_date: '2095-01-01', reason: 'Svešs' });
    expect(foreignPatient.status).toBe(400);
    expect(Object.keys(foreignPatient.body.error.fields)).toEqual(['patient_uuid']);
    const theirs = await kit.list({ per_page: 200 }, other);
    expect(theirs.data.map((recall) => recall.uuid)).not.toContain(by.A.uuid);
    expect((await kit.as().get(target)).body.data).toEqual(before);
  });

  it('puts every patient a list shows on their audit trail', async () => {
    await kit.list({ type_uuid: type.uuid, state: 'overdue' });
    const trail = await sql<{ patient_uuid: string; action: string }>(
      app,
      `select patient_uuid, action from patient_audit where resource = 'recalls' and action = 'list' and patient_uuid = any(?::uuid[])`,
      [`{${by.A.patient.uuid},${by.B.patient.uuid},${by.C.patient.uuid}}`],
    );
    expect(new Set(trail.map((row) => row.patient_uuid))).toEqual(new Set([by.A.patient.uuid, by.B.patient.uuid, by.C.patient.uuid]));
  });
});
