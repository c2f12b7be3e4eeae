import type { INestApplication } from '@nestjs/common';
import { toothMapAnswerSchema, toothMapItemAnswerSchema, type ToothMapItem } from '@dental/contracts';
import { addDays, todayIn } from '@dental/domain-time';
import { api, bookingSetup, createCompany, createProbeUser, sql, type DemoFixtures } from '@dental/server-testing';
import { appointmentOf, cardApi, cardCatalogue, freshPatient, type CardCatalogue } from './dental-card-fixtures.js';

const LOCKED = 'This procedure is treated and surfaces cannot be changed anymore';
const TARGET = 'Adding a diagnosis needs a tooth or jaw; adding a procedure needs a tooth and a diagnosis';
/** A day relative to today in Riga, where the card's days are counted. */
const ymd = (daysFromToday: number) => addDays(todayIn(), daysFromToday);

/**
 * The dental card through the real API and Postgres: numbering and surface rules, the spec's two
 * messages, stage moves and `tooth_locked`, invalidation kept in the history, the card replayed at
 * a past date, company isolation and permissions (each refused call re-reads nothing changed).
 */
describe('dental card: the tooth map', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;
  let cat: CardCatalogue;
  let slot = 0;

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
    cat = await cardCatalogue(app);
  });
  afterAll(() => app.close());

  const item = (res: { body: unknown }): ToothMapItem => toothMapItemAnswerSchema.parse(res.body).data;
  const caries = async (card: ReturnType<typeof cardApi>, tooth = 36, surfaces = ['mesial', 'occlusal']) => {
    const res = await card.add({ tooth, surfaces, tooth_status_uuid: cat.caries, stage: 'diagnosed' });
    expect(res.status).toBe(201);
    return item(res);
  };

  it('refuses numbers that are no FDI tooth, naming `tooth`', async () => {
    const card = cardApi(app, admin, await freshPatient(app, admin));
    for (const tooth of [19, 56, 90]) {
      const res = await card.setType(tooth, { type: 4 });
      expect([tooth, res.status, res.body.error.fields]).toEqual([tooth, 400, { tooth: expect.any(String) }]);
      const added = await card.add({ tooth, surfaces: [], tooth_status_uuid: cat.crown, stage: 'diagnosed' });
      expect([tooth, added.status, Object.keys(added.body.error.fields)]).toEqual([tooth, 400, ['tooth']]);
    }
    expect(toothMapAnswerSchema.parse((await card.card()).body).data.items).toEqual([]);
  });

  it('keeps tooth types per dentition, logged with versions', async () => {
    const card = cardApi(app, admin, await freshPatient(app, admin));
    expect((await card.setType(55, { type: 4 })).status).toBe(400); // permanent type on a primary tooth
    const first = await card.setType(36, { type: 5 });
    expect(first.body.data).toEqual({ tooth: 36, type: 5, version: 1 });
    expect((await card.setType(36, { type: 4, version: 0 })).status).toBe(409);
    expect((await card.setType(36, { type: 4, version: 1 })).body.data).toEqual({ tooth: 36, type: 4, version: 2 });
    expect(toothMapAnswerSchema.parse((await card.card()).body).data.teeth).toEqual([{ tooth: 36, type: 4, version: 2 }]);
  });

  it('needs a tooth or a jaw for a diagnosis, with the spec message', async () => {
    const card = cardApi(app, admin, await freshPatient(app, admin));
    const res = await card.add({ surfaces: [], tooth_status_uuid: cat.crown, stage: 'diagnosed' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(TARGET);
    expect(res.body.error.fields).toEqual({ tooth: TARGET });
    const jaw = await card.add({ jaw: 'upper', surfaces: [], tooth_status_uuid: cat.crown, stage: 'existing' });
    expect(jaw.status).toBe(201);
    expect(item(jaw)).toMatchObject({ tooth: null, jaw: 'upper', stage: 'existing' });
  });

  it('checks surfaces against the diagnosis and the tooth: incisal on a molar, surfaces on a whole-tooth diagnosis', async () => {
    const card = cardApi(app, admin, await freshPatient(app, admin));
    const molar = await card.add({ tooth: 36, surfaces: ['incisal'], tooth_status_uuid: cat.caries, stage: 'diagnosed' });
    expect([molar.status, molar.body.error.fields]).toEqual([400, { surfaces: 'This tooth has no such surface' }]);
    const crown = await card.add({ tooth: 36, surfaces: ['occlusal'], tooth_status_uuid: cat.crown, stage: 'diagnosed' });
    expect([crown.status, crown.body.error.fields]).toEqual([400, { surfaces: 'This diagnosis is not charted per surface' }]);
    // A front tooth has an incisal edge and a labial face; the upper jaw's lingual is palatal.
    const incisor = item(await card.add({ tooth: 11, surfaces: ['incisal', 'labial', 'palatal'], tooth_status_uuid: cat.caries, stage: 'diagnosed' }));
    expect(incisor.surfaces).toEqual(['occlusal', 'buccal', 'lingual']);
    expect(toothMapAnswerSchema.parse((await card.card()).body).data.items.map((i) => i.tooth)).toEqual([11]);
  });

  it('moves diagnosed -> planned -> treated in a started appointment, then locks the surfaces', async () => {
    const patient = await freshPatient(app, admin);
    const card = cardApi(app, admin, patient);
    const found = await caries(card);
    const plan = (await card.newPlan()).body.data.uuid as string;
    const planned = item(await card.plan(found.uuid, { service_uuid: cat.filling, plan_uuid: plan }));
    expect(planned).toMatchObject({ stage: 'planned', plan_uuid: plan, price: cat.fillingPrice, price_frozen: false, service: { uuid: cat.filling } });

    const booked = await appointmentOf(app, admin, fx, patient, slot++, false);
    const early = await card.treat(found.uuid, booked);
    expect([early.status, early.body.error.code]).toEqual([409, 'TOOTH_TREAT_NOT_STARTED']);
    await sql(app, `update appointment set status = 7 where uuid = ?`, [booked]);
    const treated = item(await card.treat(found.uuid, booked));
    expect(treated).toMatchObject({ stage: 'treated', appointment_uuid: booked, price: cat.fillingPrice, price_frozen: true, practitioner: { uuid: fx.doctor } });

    const edit = await card.edit(found.uuid, { surfaces: ['mesial'], version: treated.version });
    expect([edit.status, edit.body.error.code, edit.body.error.message]).toEqual([409, 'tooth_locked', LOCKED]);
    expect((await card.remove(found.uuid)).status).toBe(409);
    expect((await card.treat(found.uuid, booked)).status).toBe(409);
    const [row] = await sql<{ surfaces: string[]; stage: string }>(app, 'select surfaces, stage from tooth_map_item where uuid = ?', [found.uuid]);
    expect(row).toEqual({ surfaces: ['mesial', 'occlusal'], stage: 'treated' });
  });

  it('treats after the visit: in the ended appointment (8) until it is invoiced, then refuses changing nothing', async () => {
    const patient = await freshPatient(app, admin);
    const card = cardApi(app, admin, patient);
    const plan = (await card.newPlan()).body.data.uuid as string;
    const first = await caries(card, 16, ['occlusal']);
    const second = await caries(card, 26, ['occlusal']);
    for (const found of [first, second]) expect((await card.plan(found.uuid, { service_uuid: cat.filling, plan_uuid: plan })).status).toBe(200);
    const visit = await appointmentOf(app, admin, fx, patient, slot++, true);
    const current = (await api(app).get(`/api/calendar/appointments/${visit}`).set('authorization', admin)).body.data;
    expect((await api(app).post(`/api/calendar/appointments/${visit}/end`).set('authorization', admin).send({ version: current.version })).status).toBe(200);

    // The patient has left (status 8): the doctor writes the treatment up.
    const late = await card.treat(first.uuid, visit);
    expect(late.status).toBe(200);
    expect(item(late)).toMatchObject({ stage: 'treated', appointment_uuid: visit, price_frozen: true });

    // Invoiced (issuing moves the appointment to 9): no more treatment in it.
    const made = await api(app).post('/api/invoices').set('authorization', admin).send({ appointment_uuid: visit });
    expect(made.status).toBe(201);
    expect((await api(app).post(`/api/invoices/${made.body.data.uuid}/issue`).set('authorization', admin).send({ version: made.body.data.version })).status).toBe(200);
    const refused = await card.treat(second.uuid, visit);
    expect([refused.status, refused.body.error.code]).toEqual([409, 'TOOTH_TREAT_NOT_STARTED']);
    const [row] = await sql<{ stage: string; appointment_uuid: string | null; treated_at: string | null }>(app, 'select stage, appointment_uuid, treated_at from tooth_map_item where uuid = ?', [second.uuid]);
    expect(row).toEqual({ stage: 'planned', appointment_uuid: null, treated_at: null });
  });

  it('answers tooth_locked to any change of a treated item, whatever the body, on a tooth or a jaw', async () => {
    const patient = await freshPatient(app, admin);
    const card = cardApi(app, admin, patient);
    const found = await caries(card, 37, ['occlusal']);
    const plan = (await card.newPlan()).body.data.uuid as string;
    await card.plan(found.uuid, { service_uuid: cat.filling, plan_uuid: plan });
    const visit = await appointmentOf(app, admin, fx, patient, slot++, true);
    const treated = item(await card.treat(found.uuid, visit));
    for (const body of [{ comment: 'Only a note' }, { insurance: 100 }, { comment: null }]) {
      const res = await card.edit(found.uuid, { ...body, version: treated.version });
      expect([res.status, res.body.error.code, res.body.error.message]).toEqual([409, 'tooth_locked', LOCKED]);
    }
    // A jaw item found treated (e.g. a denture made here): locked the same way.
    const jaw = item(await card.add({ jaw: 'upper', surfaces: [], tooth_status_uuid: cat.crown, stage: 'diagnosed', comment: 'Prothesis' }));
    await sql(app, `update tooth_map_item set stage = 'treated', treated_at = now(), appointment_uuid = ? where uuid = ?`, [visit, jaw.uuid]);
    const res = await card.edit(jaw.uuid, { comment: 'Changed', version: jaw.version });
    expect([res.status, res.body.error.code]).toEqual([409, 'tooth_locked']);
    const rows = await sql<{ uuid: string; comment: string | null; insurance: number | null }>(app, 'select uuid, comment, insurance from tooth_map_item where uuid in (?, ?) order by tooth nulls first', [jaw.uuid, found.uuid]);
    expect(rows).toEqual([
      { uuid: jaw.uuid, comment: 'Prothesis', insurance: null },
      { uuid: found.uuid, comment: null, insurance: null },
    ]);
  });

  it("treats only in this patient's appointment and only from an open plan", async () => {
    const patient = await freshPatient(app, admin);
    const card = cardApi(app, admin, patient);
    const found = await caries(card, 35, ['occlusal']);
    const plan = (await card.newPlan()).body.data.uuid as string;
    await card.plan(found.uuid, { service_uuid: cat.filling, plan_uuid: plan });
    const someoneElse = await freshPatient(app, admin, 'Cits');
    const theirs = await appointmentOf(app, admin, fx, someoneElse, slot++, true);
    const wrong = await card.treat(found.uuid, theirs);
    expect([wrong.status, Object.keys(wrong.body.error.fields)]).toEqual([400, ['appointment_uuid']]);
    const mine = await appointmentOf(app, admin, fx, patient, slot++, true);
    expect((await card.close(plan)).status).toBe(200);
    const closed = await card.treat(found.uuid, mine);
    expect([closed.status, closed.body.error.code, closed.body.error.message]).toEqual([409, 'TOOTH_PLAN_CLOSED', "This procedure's plan is closed: copy the plan to treat it"]);
    const [row] = await sql<{ stage: string; appointment_uuid: string | null }>(app, 'select stage, appointment_uuid from tooth_map_item where uuid = ?', [found.uuid]);
    expect(row).toEqual({ stage: 'planned', appointment_uuid: null });
  });

  it('needs a tooth and a diagnosis for a procedure: a jaw item cannot be planned', async () => {
    const card = cardApi(app, admin, await freshPatient(app, admin));
    const jaw = item(await card.add({ jaw: 'lower', surfaces: [], tooth_status_uuid: cat.crown, stage: 'diagnosed' }));
    const plan = (await card.newPlan()).body.data.uuid as string;
    const res = await card.plan(jaw.uuid, { service_uuid: cat.filling, plan_uuid: plan });
    expect([res.status, res.body.error.message]).toEqual([400, TARGET]);
  });

  it('corrects a treated item only by invalidation, which keeps it in the history', async () => {
    const patient = await freshPatient(app, admin);
    const card = cardApi(app, admin, patient);
    const found = await caries(card, 46, ['occlusal']);
    const plan = (await card.newPlan()).body.data.uuid as string;
    await card.plan(found.uuid, { service_uuid: cat.filling, plan_uuid: plan });
    await card.treat(found.uuid, await appointmentOf(app, admin, fx, patient, slot++, true));
    expect((await card.invalidate(found.uuid, '')).status).toBe(400);
    const gone = item(await card.invalidate(found.uuid, 'Wrong tooth, it was 47'));
    expect(gone).toMatchObject({ stage: 'treated', invalidation_reason: 'Wrong tooth, it was 47' });
    expect(toothMapAnswerSchema.parse((await card.card()).body).data.items).toEqual([]);
    const [row] = await sql<{ stage: string; invalidation_reason: string }>(app, 'select stage, invalidation_reason from tooth_map_item where uuid = ?', [found.uuid]);
    expect(row).toEqual({ stage: 'treated', invalidation_reason: 'Wrong tooth, it was 47' });
  });

  it('replays the card at a past date: what was there then, at the stage it had then', async () => {
    const patient = await freshPatient(app, admin);
    const card = cardApi(app, admin, patient);
    const found = await caries(card);
    const plan = (await card.newPlan()).body.data.uuid as string;
    await card.plan(found.uuid, { service_uuid: cat.filling, plan_uuid: plan });
    await card.treat(found.uuid, await appointmentOf(app, admin, fx, patient, slot++, true));
    const invalid = await caries(card, 26, ['occlusal']);
    await card.invalidate(invalid.uuid, 'Charted on the wrong patient');
    // Recorded ten days ago, planned five days ago, treated today; the wrong one charted and invalidated three days ago.
    await sql(app, `update tooth_map_item set diagnosed_at = now() - interval '10 days', planned_at = now() - interval '5 days' where uuid = ?`, [found.uuid]);
    await sql(app, `update tooth_map_item set diagnosed_at = now() - interval '4 days', invalidated_at = now() - interval '3 days' where uuid = ?`, [invalid.uuid]);

    const stageAt = async (days: number) => toothMapAnswerSchema.parse((await card.card(ymd(days))).body).data.items.map((i) => [i.tooth, i.stage]);
    expect(await stageAt(-12)).toEqual([]);
    expect(await stageAt(-7)).toEqual([[36, 'diagnosed']]);
    expect(await stageAt(-4)).toEqual([[36, 'planned'], [26, 'diagnosed']]);
    expect(await stageAt(-1)).toEqual([[36, 'planned']]);
    expect(await stageAt(0)).toEqual([[36, 'treated']]);
    const yesterday = toothMapAnswerSchema.parse((await card.card(ymd(-1))).body).data.items[0];
    expect(yesterday).toMatchObject({ treated_at: null, appointment_uuid: null });
  });

  it('deletes only before treatment (soft: the row stays)', async () => {
    const card = cardApi(app, admin, await freshPatient(app, admin));
    const found = await caries(card);
    expect((await card.remove(found.uuid)).status).toBe(204);
    expect(toothMapAnswerSchema.parse((await card.card()).body).data.items).toEqual([]);
    const [row] = await sql<{ deleted: boolean }>(app, 'select deleted_at is not null as deleted from tooth_map_item where uuid = ?', [found.uuid]);
    expect(row.deleted).toBe(true);
  });

  it("answers 404 for another company's patient, and changes nothing there", async () => {
    const other = await createCompany(app, ['patients_view', 'patients_add', 'patients_tooth_map_view', 'patients_tooth_map_edit'], 'Card');
    const theirs = await freshPatient(app, other.user.token);
    const mine = cardApi(app, admin, theirs);
    expect((await mine.card()).status).toBe(404);
    expect((await mine.add({ tooth: 36, surfaces: [], tooth_status_uuid: cat.crown, stage: 'diagnosed' })).status).toBe(404);
    expect((await mine.setType(36, { type: 5 })).status).toBe(404);
    const rows = await sql(app, 'select 1 from tooth_map_item where patient_uuid = ? union all select 1 from tooth_type_entry where patient_uuid = ?', [theirs, theirs]);
    expect(rows).toEqual([]);
  });

  it("answers 404 for a deleted patient's card, which still holds its items", async () => {
    const patient = await freshPatient(app, admin, 'Dzēsts');
    const card = cardApi(app, admin, patient);
    expect((await card.add({ tooth: 36, surfaces: [], tooth_status_uuid: cat.crown, stage: 'diagnosed' })).status).toBe(201);
    expect((await card.card()).status).toBe(200);
    expect((await api(app).delete(`/api/patients/${patient}`).set('authorization', admin)).status).toBe(204);
    expect((await card.card()).status).toBe(404);
    expect(await sql(app, 'select 1 from tooth_map_item where patient_uuid = ? and deleted_at is null', [patient])).toHaveLength(1);
  });

  it('needs patients_tooth_map_view to read and patients_tooth_map_edit to write; audits both', async () => {
    const patient = await freshPatient(app, admin);
    const probe = await createProbeUser(app, ['patients_view']);
    const card = cardApi(app, probe.token, patient);
    expect((await card.card()).status).toBe(403);
    await probe.grant(['patients_view', 'patients_tooth_map_view']);
    expect((await card.card()).status).toBe(200);
    expect((await card.add({ tooth: 36, surfaces: [], tooth_status_uuid: cat.crown, stage: 'diagnosed' })).status).toBe(403);
    expect(await sql(app, 'select 1 from tooth_map_item where patient_uuid = ?', [patient])).toEqual([]);
    await probe.grant(['patients_view', 'patients_tooth_map_view', 'patients_tooth_map_edit']);
    expect((await card.add({ tooth: 36, surfaces: [], tooth_status_uuid: cat.crown, stage: 'diagnosed' })).status).toBe(201);
    // The refused calls have audit rows of their own (action `refused`, written once the 403 is sent:
    // patients' patients-data-rights-refusals.spec.ts); here, what the user read and wrote.
    const audit = (
      await sql<{ action: string; resource: string }>(app, 'select action, resource from patient_audit where patient_uuid = ? and actor_uuid = ? order by created_at', [patient, probe.uuid])
    ).filter((row) => row.action !== 'refused');
    expect(audit).toEqual([
      { action: 'read', resource: 'tooth-map' },
      { action: 'create', resource: 'tooth-map' },
    ]);
  });

  it('refuses plan, treat, edit and invalidate without patients_tooth_map_edit, changing nothing', async () => {
    const patient = await freshPatient(app, admin);
    const mine = cardApi(app, admin, patient);
    const found = await caries(mine, 36, ['occlusal']);
    const plan = (await mine.newPlan()).body.data.uuid as string;
    const planned = item(await mine.plan(found.uuid, { service_uuid: cat.filling, plan_uuid: plan }));
    const other = await caries(mine, 46, ['occlusal']);
    const visit = await appointmentOf(app, admin, fx, patient, slot++, true);
    const probe = await createProbeUser(app, ['patients_view', 'patients_tooth_map_view']);
    const card = cardApi(app, probe.token, patient);
    const before = await sql(app, 'select uuid, stage, surfaces, comment, plan_uuid, appointment_uuid, invalidated_at, version from tooth_map_item where patient_uuid = ? order by uuid', [patient]);
    expect((await card.plan(other.uuid, { service_uuid: cat.filling, plan_uuid: plan })).status).toBe(403);
    expect((await card.treat(found.uuid, visit)).status).toBe(403);
    expect((await card.edit(found.uuid, { comment: 'x', surfaces: ['mesial'], version: planned.version })).status).toBe(403);
    expect((await card.invalidate(found.uuid, 'no')).status).toBe(403);
    expect((await card.remove(other.uuid)).status).toBe(403);
    expect(await sql(app, 'select uuid, stage, surfaces, comment, plan_uuid, appointment_uuid, invalidated_at, version from tooth_map_item where patient_uuid = ? order by uuid', [patient])).toEqual(before);
  });

  it('seeds the demo cards by age: the primary-dentition card on a child of 5-9, the others on adults, one tooth extracted', async () => {
    const owners = await sql<{ dob: string; primary_teeth: number; extracted: number[] }>(
      app,
      `select p.dob::text as dob,
              (select count(*)::int from tooth_type_entry e where e.patient_uuid = p.uuid and e.type = 2) as primary_teeth,
              coalesce((select array_agg(e.tooth) from tooth_type_entry e where e.patient_uuid = p.uuid and e.type = 5), '{}') as extracted
         from patient p join company c on c.id = p.company_id
        where c.slug = 'demo' and p.dob is not null
          and (select count(*) from tooth_map_item i where i.patient_uuid = p.uuid and i.diagnosed_at < now() - interval '2 days') >= 2`,
    );
    // Every demo card has two items or more (today's visit's single finding is not a card), all
    // dated 3 days back or more: items other test files chart today on a demo patient (the test
    // database is shared, and a demo patient may be a minor) are not the seed's cards.
    const age = (dob: string) => {
      const today = todayIn();
      return Number(today.slice(0, 4)) - Number(dob.slice(0, 4)) - (today.slice(5) < dob.slice(5) ? 1 : 0);
    };
    const children = owners.filter((o) => o.primary_teeth > 0);
    expect(children).toHaveLength(1);
    expect(age(children[0].dob)).toBeGreaterThanOrEqual(5);
    expect(age(children[0].dob)).toBeLessThanOrEqual(9);
    const adults = owners.filter((o) => o.primary_teeth === 0);
    expect(adults.length).toBeGreaterThanOrEqual(11);
    expect(adults.every((o) => age(o.dob) >= 18)).toBe(true);
    expect(owners.flatMap((o) => o.extracted)).toEqual([46]);
  });

  it('offers the diagnoses and services to whoever may read the card, without the settings permissions', async () => {
    const probe = await createProbeUser(app, ['patients_view']);
    const catalogue = () => api(app).get('/api/tooth-map/catalogue').set('authorization', probe.token);
    expect((await catalogue()).status).toBe(403);
    await probe.grant(['patients_view', 'patients_tooth_map_view']);
    const res = await catalogue();
    expect(res.status).toBe(200);
    expect(res.body.data.statuses.map((status: { uuid: string }) => status.uuid)).toEqual(expect.arrayContaining([cat.caries, cat.crown]));
    expect(res.body.data.services).toContainEqual(expect.objectContaining({ uuid: cat.filling, price_from: cat.fillingPrice }));
  });
});
