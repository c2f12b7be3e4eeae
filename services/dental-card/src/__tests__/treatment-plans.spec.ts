import type { INestApplication } from '@nestjs/common';
import { toothMapItemAnswerSchema, treatmentPlanAnswerSchema, treatmentPlanListAnswerSchema, type TreatmentPlan } from '@dental/contracts';
import { bookingSetup, createCompany, createProbeUser, sql, type DemoFixtures } from '@dental/server-testing';
import { appointmentOf, cardApi, cardCatalogue, freshPatient, type CardCatalogue } from './dental-card-fixtures.js';

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * Treatment plans through the real API and Postgres: the estimate per phase, approval freezing
 * prices (a later price change does not move them; a copy reads them again), close, delete,
 * reorder, company isolation and the approval permission.
 */
describe('dental card: treatment plans', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;
  let cat: CardCatalogue;

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
    cat = await cardCatalogue(app);
  });
  afterAll(async () => {
    await sql(app, 'update service set price_from = ? where uuid = ?', [cat.fillingPrice, cat.filling]);
    await app.close();
  });

  const plan = (res: { body: unknown }): TreatmentPlan => treatmentPlanAnswerSchema.parse(res.body).data;

  /** A patient with `teeth` carious molars, each planned with the composite filling into one new plan. */
  async function planned(teeth: number[]) {
    const patient = await freshPatient(app, admin);
    const card = cardApi(app, admin, patient);
    const made = plan(await card.newPlan('Plombēšana'));
    const items: string[] = [];
    for (const tooth of teeth) {
      const found = toothMapItemAnswerSchema.parse((await card.add({ tooth, surfaces: ['occlusal'], tooth_status_uuid: cat.caries, stage: 'diagnosed' })).body).data;
      expect((await card.plan(found.uuid, { service_uuid: cat.filling, plan_uuid: made.uuid })).status).toBe(200);
      items.push(found.uuid);
    }
    return { patient, card, plan: made.uuid, items };
  }

  it('answers the estimate per phase and in total, in cents', async () => {
    const { card, plan: uuid, items } = await planned([16, 26, 36]);
    const reordered = plan(await card.order(uuid, [{ name: 'Pirmā fāze', items: [items[2]] }, { name: 'Otrā fāze', items: [items[0], items[1]] }]));
    expect(reordered.phases).toEqual([
      { name: 'Pirmā fāze', items: [items[2]], total: cat.fillingPrice, insurance: 0 },
      { name: 'Otrā fāze', items: [items[0], items[1]], total: 2 * cat.fillingPrice, insurance: 0 },
    ]);
    expect(reordered).toMatchObject({ total: 3 * cat.fillingPrice, to_pay: 3 * cat.fillingPrice, status: 'draft' });
    // The phases must name exactly the plan's procedures, each once.
    expect((await card.order(uuid, [{ name: 'A', items: [items[0], items[0], items[1]] }])).status).toBe(400);
    expect((await card.order(uuid, [{ name: 'A', items: [items[0]] }])).status).toBe(400);
    expect(plan(await card.getPlan(uuid)).phases.map((phase) => phase.name)).toEqual(['Pirmā fāze', 'Otrā fāze']);
  });

  it('approves with who, when and a signature, freezing the prices; a copy reads prices again', async () => {
    const { card, plan: uuid } = await planned([46, 47]);
    const approved = plan(await card.approve(uuid, { signature: SIGNATURE }));
    expect(approved).toMatchObject({ status: 'approved', has_signature: true, total: 2 * cat.fillingPrice });
    expect(approved.approved_by).not.toBeNull();
    expect(approved.approved_at).not.toBeNull();
    expect((await card.approve(uuid)).status).toBe(409);

    await sql(app, 'update service set price_from = ? where uuid = ?', [cat.fillingPrice + 1000, cat.filling]);
    expect(plan(await card.getPlan(uuid)).total).toBe(2 * cat.fillingPrice);
    const copy = plan(await card.copy(uuid));
    expect(copy).toMatchObject({ status: 'draft', name: 'Plombēšana', total: 2 * (cat.fillingPrice + 1000), approved_at: null });
    expect(copy.uuid).not.toBe(uuid);
    await sql(app, 'update service set price_from = ? where uuid = ?', [cat.fillingPrice, cat.filling]);
  });

  it('closes a plan: it takes no more procedures and cannot be approved', async () => {
    const { card, plan: uuid } = await planned([15]);
    expect(plan(await card.close(uuid))).toMatchObject({ status: 'closed' });
    const found = toothMapItemAnswerSchema.parse((await card.add({ tooth: 14, surfaces: ['occlusal'], tooth_status_uuid: cat.caries, stage: 'diagnosed' })).body).data;
    const refused = await card.plan(found.uuid, { service_uuid: cat.filling, plan_uuid: uuid });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'TREATMENT_PLAN_STATUS']);
    expect((await card.approve(uuid)).status).toBe(409);
    expect((await card.editPlan(uuid, { name: 'X', version: 1 })).status).toBe(409);
  });

  it('deletes a plan without treatment: its procedures become diagnoses again; a plan with treatment stays', async () => {
    const { patient, card, plan: uuid, items } = await planned([24]);
    expect((await card.removePlan(uuid)).status).toBe(204);
    expect(treatmentPlanListAnswerSchema.parse((await card.plans()).body).data).toEqual([]);
    const [row] = await sql<{ stage: string; plan_uuid: string | null }>(app, 'select stage, plan_uuid from tooth_map_item where uuid = ?', [items[0]]);
    expect(row).toEqual({ stage: 'diagnosed', plan_uuid: null });

    const treated = await planned([25]);
    await treated.card.treat(treated.items[0], await appointmentOf(app, admin, fx, treated.patient, 40 + Number(patient.slice(0, 1).charCodeAt(0) % 5), true));
    const refused = await treated.card.removePlan(treated.plan);
    expect(refused.status).toBe(409);
    expect(treatmentPlanListAnswerSchema.parse((await treated.card.plans()).body).data.map((p) => p.uuid)).toEqual([treated.plan]);
  });

  it('needs patients_plans_approve to approve, and nothing changes without it', async () => {
    const { patient, plan: uuid } = await planned([36]);
    const probe = await createProbeUser(app, ['patients_view', 'patients_tooth_map_view', 'patients_tooth_map_edit']);
    const card = cardApi(app, probe.token, patient);
    expect((await card.approve(uuid)).status).toBe(403);
    expect(plan(await card.getPlan(uuid))).toMatchObject({ status: 'draft', approved_at: null });
    await probe.grant(['patients_view', 'patients_tooth_map_view', 'patients_tooth_map_edit', 'patients_plans_approve']);
    expect(plan(await card.approve(uuid))).toMatchObject({ status: 'approved' });
  });

  it("answers 404 for another company's plan, and changes nothing", async () => {
    const { patient, plan: uuid } = await planned([37]);
    const other = await createCompany(app, ['patients_view', 'patients_tooth_map_view', 'patients_tooth_map_edit', 'patients_plans_approve'], 'Plans');
    const theirs = cardApi(app, other.user.token, patient);
    expect((await theirs.getPlan(uuid)).status).toBe(404);
    expect((await theirs.approve(uuid)).status).toBe(404);
    expect((await theirs.removePlan(uuid)).status).toBe(404);
    const [row] = await sql<{ status: string; deleted: boolean }>(app, 'select status, deleted_at is not null as deleted from treatment_plan where uuid = ?', [uuid]);
    expect(row).toEqual({ status: 'draft', deleted: false });
  });
});
