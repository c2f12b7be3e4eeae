import type { INestApplication } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { expandToothMap, toothMapAnswerSchema, toothMapItemAnswerSchema, treatmentPlanAnswerSchema } from '@dental/contracts';
import { DEFAULT_TIME_ZONE, addDays, dayBounds, todayIn } from '@dental/domain-time';
import { withTenant } from '@dental/server-core';
import { bookingSetup, sql, type DemoFixtures } from '@dental/server-testing';
import { ToothMapItem } from '../items/tooth-map-item.entity.js';
import { serviceRefs } from '../items/service-refs.js';
import { statusRefAnswer, toothStatusRefs } from '../items/tooth-status-refs.js';
import { ITEM_POPULATE, toItemAnswer } from '../items/tooth-map.mapper.js';
import { ToothTypeEntry } from '../teeth/tooth-type-entry.entity.js';
import { appointmentOf, cardApi, cardCatalogue, freshPatient, type CardCatalogue } from './dental-card-fixtures.js';

/**
 * The card's lean read (tooth-map-reads.ts), its items rebuilt from the answer's statuses
 * (expandToothMap), answers byte for byte what hydrating the log's entities and mapping them
 * (toItemAnswer) answers, for a card with every kind of history: tooth
 * types changed, findings on teeth and a jaw, a procedure planned, one treated under an approved
 * plan, one invalidated, one whose plan was deleted, one deleted, a service and an appointment
 * deleted since (the ORM's filters and the lean joins must agree), replayed at many dates.
 */
describe('dental card: the lean read', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;
  let cat: CardCatalogue;

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
    cat = await cardCatalogue(app);
  });
  afterAll(() => app.close());

  /** The card as the entity read built it: the log hydrated with its practitioner, its diagnosis and service read through settings' views, then mapped. */
  async function entityCard(patient: string, day: string) {
    const [{ id }] = await sql<{ id: number }>(app, `select id from company where slug = 'demo'`);
    const em = app.get(EntityManager);
    const until = new Date(dayBounds(day, DEFAULT_TIME_ZONE)[1] - 1);
    return withTenant(em, id, async () => {
      const [entries, items] = await Promise.all([
        em.find(ToothTypeEntry, { patient, setAt: { $lte: until } }, { orderBy: { tooth: 'asc', entryVersion: 'asc' } }),
        em.find(
          ToothMapItem,
          { patient, diagnosedAt: { $lte: until }, $or: [{ invalidatedAt: null }, { invalidatedAt: { $gt: until } }] },
          { populate: ITEM_POPULATE, orderBy: { diagnosedAt: 'asc', createdAt: 'asc' } },
        ),
      ]);
      const teeth = new Map<number, { tooth: number; type: number; version: number }>();
      for (const entry of entries) teeth.set(entry.tooth, { tooth: entry.tooth, type: entry.type, version: entry.entryVersion });
      // The card keeps its appointment by uuid: one the calendar deleted since reads as none (its published view).
      const live = new Set((await sql<{ uuid: string }>(app, 'select uuid from calendar_v1.appointment_ref where deleted_at is null')).map((row) => row.uuid));
      // And its diagnosis and service by uuid, read through settings' published views (a deleted service shows as none).
      const [statuses, services] = await Promise.all([toothStatusRefs(em, items.map((item) => item.statusUuid)), serviceRefs(em, items.map((item) => item.serviceUuid))]);
      const serviceOf = (item: ToothMapItem) => {
        const service = item.serviceUuid ? services.get(item.serviceUuid) : undefined;
        return service && !service.deleted_at ? service : null;
      };
      const answer = (item: ToothMapItem) => toItemAnswer(item, statusRefAnswer(statuses.get(item.statusUuid)!), serviceOf(item), until, !item.appointmentUuid || live.has(item.appointmentUuid));
      return { at: day, teeth: [...teeth.values()], items: items.map(answer) };
    });
  }

  it('answers a rich card at every date exactly as the entity read did', async () => {
    const patient = await freshPatient(app, admin, 'Lean');
    const card = cardApi(app, admin, patient);
    const add = async (body: object) => {
      const res = await card.add(body);
      expect(res.status).toBe(201);
      return toothMapItemAnswerSchema.parse(res.body).data;
    };
    const newPlan = async (name: string) => treatmentPlanAnswerSchema.parse((await card.newPlan(name)).body).data.uuid;

    expect((await card.setType(36, { type: 5 })).status).toBe(200);
    expect((await card.setType(36, { type: 4, version: 1 })).status).toBe(200);
    expect((await card.setType(18, { type: 5 })).status).toBe(200);
    const treated = await add({ tooth: 36, surfaces: ['mesial', 'occlusal'], tooth_status_uuid: cat.caries, stage: 'diagnosed' });
    const planned = await add({ tooth: 26, surfaces: ['occlusal'], tooth_status_uuid: cat.caries, stage: 'diagnosed', comment: 'Deep' });
    const existing = await add({ tooth: 46, surfaces: [], tooth_status_uuid: cat.crown, stage: 'existing', comment: 'Done elsewhere' });
    const jaw = await add({ jaw: 'lower', surfaces: [], tooth_status_uuid: cat.crown, stage: 'diagnosed' });
    const invalidated = await add({ tooth: 11, surfaces: ['incisal'], tooth_status_uuid: cat.caries, stage: 'diagnosed' });
    const unplanned = await add({ tooth: 24, surfaces: ['distal'], tooth_status_uuid: cat.caries, stage: 'diagnosed' });
    const removed = await add({ tooth: 45, surfaces: ['buccal'], tooth_status_uuid: cat.caries, stage: 'diagnosed' });
    const retired = await add({ tooth: 47, surfaces: ['occlusal'], tooth_status_uuid: cat.caries, stage: 'diagnosed' });
    // A service of its own, deleted from the catalogue below: the card shows the procedure without it.
    const [{ uuid: oldService }] = await sql<{ uuid: string }>(
      app,
      `insert into service select (jsonb_populate_record(null::service, to_jsonb(s) || jsonb_build_object('uuid', gen_random_uuid(), 'sku', 'LEAN-' || floor(random() * 1e9)::text))).*
       from service s where s.uuid = ? returning uuid`,
      [cat.filling],
    );

    const main = await newPlan('Galvenais');
    const dropped = await newPlan('Atmests');
    const versions = new Map<string, number>();
    for (const [item, plan, service] of [[treated, main, cat.filling], [planned, main, cat.filling], [unplanned, dropped, cat.filling], [retired, main, oldService]] as const) {
      const res = await card.plan(item.uuid, { service_uuid: service, plan_uuid: plan });
      expect(res.status).toBe(200);
      versions.set(item.uuid, toothMapItemAnswerSchema.parse(res.body).data.version);
    }
    const withInsurance = toothMapItemAnswerSchema.parse((await card.edit(planned.uuid, { insurance: 1500, version: versions.get(planned.uuid) })).body);
    expect(withInsurance.data.insurance).toBe(1500);
    expect((await card.approve(main)).status).toBe(200);
    const visit = await appointmentOf(app, admin, fx, patient, 80, true);
    expect((await card.treat(treated.uuid, visit)).status).toBe(200);
    expect((await card.invalidate(invalidated.uuid, 'Wrong tooth')).status).toBe(200);
    expect((await card.removePlan(dropped)).status).toBe(204);
    expect((await card.remove(removed.uuid)).status).toBe(204);

    // Soft-deleted since: the service and the appointment read as none, on both reads.
    await sql(app, `update service set deleted_at = now() where uuid = ?`, [oldService]);
    await sql(app, `update appointment set deleted_at = now() where uuid = ?`, [visit]);

    // Spread the history over three weeks, so each date below shows another card.
    const days = (n: number) => `now() - interval '${n} days'`;
    await sql(app, `update tooth_map_item set diagnosed_at = ${days(20)} where patient_uuid = ?`, [patient]);
    await sql(app, `update tooth_map_item set diagnosed_at = ${days(17)} where uuid = ?`, [jaw.uuid]);
    await sql(app, `update tooth_map_item set planned_at = ${days(15)}, treated_at = ${days(10)} where uuid = ?`, [treated.uuid]);
    await sql(app, `update tooth_map_item set planned_at = ${days(8)} where uuid = ?`, [planned.uuid]);
    await sql(app, `update tooth_map_item set planned_at = ${days(12)}, unplanned_at = ${days(6)} where uuid = ?`, [unplanned.uuid]);
    await sql(app, `update tooth_map_item set invalidated_at = ${days(4)} where uuid = ?`, [invalidated.uuid]);
    await sql(app, `update tooth_type_entry set set_at = ${days(18)} where patient_uuid = ? and not (tooth = 36 and entry_version = 2)`, [patient]);
    await sql(app, `update tooth_type_entry set set_at = ${days(3)} where patient_uuid = ? and tooth = 36 and entry_version = 2`, [patient]);

    const seen = new Set<string>();
    for (const offset of [0, -2, -5, -7, -9, -11, -13, -16, -19, -25]) {
      const day = addDays(todayIn(), offset);
      const res = await card.card(day);
      expect(res.status).toBe(200);
      // The answer names each diagnosis once (statuses) and the items by uuid; rebuilt, it is the
      // entities' answer byte for byte.
      const answer = toothMapAnswerSchema.parse(JSON.parse(res.text)).data;
      const used = new Set(answer.items.map((item) => item.status_uuid));
      expect(answer.statuses.map((status) => status.uuid).sort()).toEqual([...used].sort());
      expect(JSON.stringify({ data: expandToothMap(answer) })).toBe(JSON.stringify({ data: await entityCard(patient, day) }));
      const items = expandToothMap(answer).items;
      seen.add(items.map((item) => `${item.tooth ?? item.jaw}:${item.stage}:${item.plan_uuid ? 'plan' : '-'}`).join(' '));
    }
    // The dates did show different cards: the comparison covered each kind of step.
    const today = expandToothMap(toothMapAnswerSchema.parse((await card.card()).body).data);
    expect(today.items.map((item) => [item.tooth ?? item.jaw, item.stage])).toEqual([
      [36, 'treated'],
      [26, 'planned'],
      [46, 'existing'],
      [24, 'diagnosed'],
      [47, 'planned'],
      ['lower', 'diagnosed'],
    ]);
    expect(today.items[0]).toMatchObject({ price_frozen: true, practitioner: expect.objectContaining({ uuid: fx.doctor }), appointment_uuid: null });
    expect(today.items[4]).toMatchObject({ uuid: retired.uuid, plan_uuid: main, service: null, price: cat.fillingPrice });
    expect(today.items[1]).toMatchObject({ plan_uuid: main, insurance: 1500, comment: 'Deep' });
    expect(today.items[2]).toMatchObject({ uuid: existing.uuid, comment: 'Done elsewhere', service: null });
    expect(today.teeth).toEqual([{ tooth: 18, type: 5, version: 1 }, { tooth: 36, type: 4, version: 2 }]);
    const atWeekAgo = expandToothMap(toothMapAnswerSchema.parse((await card.card(addDays(todayIn(), -7))).body).data);
    expect(atWeekAgo.items.find((item) => item.uuid === unplanned.uuid)).toMatchObject({ stage: 'planned', plan_uuid: null, service: expect.anything() });
    expect(atWeekAgo.items.find((item) => item.uuid === invalidated.uuid)).toMatchObject({ stage: 'diagnosed', invalidated_at: null });
    // Every date shows another set of items (47 was planned today, after the other steps).
    expect(seen.size).toBe(10);
  });
});
