import type { INestApplication } from '@nestjs/common';
import { toothMapAnswerSchema, toothMapItemAnswerSchema, treatmentPlanAnswerSchema, treatmentPlanListAnswerSchema, type TreatmentPlan } from '@dental/contracts';
import { formatMoney } from '@dental/domain-money';
import { addDays, todayIn } from '@dental/domain-time';
import { api, binaryBody, bookingSetup, createCompany, createProbeUser, sql, type DemoFixtures } from '@dental/server-testing';
import { extractText, getDocumentProxy } from 'unpdf';
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
    // A drag made on a stale copy of the plan is refused, and the order stays.
    const stale = await card.order(uuid, [{ name: 'Viss', items }], reordered.version - 1);
    expect([stale.status, stale.body.error.code]).toEqual([409, 'VERSION_CONFLICT']);
    expect((await card.order(uuid, [{ name: 'Viss', items }], reordered.version)).status).toBe(200);
    expect(plan(await card.getPlan(uuid)).phases.map((phase) => phase.name)).toEqual(['Viss']);
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
    const [row] = await sql<{ stage: string; planned: boolean; unplanned: boolean }>(app, 'select stage, planned_at is not null as planned, unplanned_at is not null as unplanned from tooth_map_item where uuid = ?', [items[0]]);
    expect(row).toEqual({ stage: 'diagnosed', planned: true, unplanned: true });

    const treated = await planned([25]);
    await treated.card.treat(treated.items[0], await appointmentOf(app, admin, fx, treated.patient, 40 + Number(patient.slice(0, 1).charCodeAt(0) % 5), true));
    const refused = await treated.card.removePlan(treated.plan);
    expect(refused.status).toBe(409);
    expect(treatmentPlanListAnswerSchema.parse((await treated.card.plans()).body).data.map((p) => p.uuid)).toEqual([treated.plan]);
  });

  it('keeps the planned period of a deleted plan: the card replayed inside it shows the procedure planned', async () => {
    const { card, plan: uuid, items } = await planned([23]);
    expect((await card.removePlan(uuid)).status).toBe(204);
    // Found ten days ago, planned six days ago, the plan deleted two days ago.
    await sql(app, `update tooth_map_item set diagnosed_at = now() - interval '10 days', planned_at = now() - interval '6 days', unplanned_at = now() - interval '2 days' where uuid = ?`, [items[0]]);
    const at = async (days: number) => toothMapAnswerSchema.parse((await card.card(addDays(todayIn(), days))).body).data.items;
    expect((await at(-8)).map((i) => i.stage)).toEqual(['diagnosed']);
    expect(await at(-4)).toEqual([expect.objectContaining({ stage: 'planned', plan_uuid: null, service: expect.objectContaining({ uuid: cat.filling }), price: cat.fillingPrice })]);
    expect(await at(0)).toEqual([expect.objectContaining({ stage: 'diagnosed', plan_uuid: null, price: null })]);
    // Planned again later: a new period in a new plan.
    const next = plan(await card.newPlan('Jauns'));
    expect((await card.plan(items[0], { service_uuid: cat.filling, plan_uuid: next.uuid })).status).toBe(200);
    expect((await at(0)).map((i) => [i.stage, i.plan_uuid])).toEqual([['planned', next.uuid]]);
  });

  it('a copy takes over the untreated procedures: one finding is never planned or treated twice', async () => {
    const { patient, card, plan: uuid, items } = await planned([16, 26]);
    await card.approve(uuid);
    const visit = await appointmentOf(app, admin, fx, patient, 50, true);
    expect((await card.treat(items[0], visit)).status).toBe(200);
    const copy = plan(await card.copy(uuid));
    expect(copy.phases.flatMap((phase) => phase.items)).toEqual([items[1]]);
    expect(copy).toMatchObject({ status: 'draft', total: cat.fillingPrice });
    // The source is replaced by its copy: closed, keeping what was treated from it.
    expect(plan(await card.getPlan(uuid))).toMatchObject({ status: 'closed', total: cat.fillingPrice, phases: [expect.objectContaining({ items: [items[0]] })] });
    const shown = toothMapAnswerSchema.parse((await card.card()).body).data.items;
    expect(shown.map((i) => [i.tooth, i.stage, i.plan_uuid])).toEqual([[16, 'treated', uuid], [26, 'planned', copy.uuid]]);
    // Treated through the copy, once: there is no twin left to treat or bill again.
    expect((await card.treat(items[1], visit)).status).toBe(200);
    const again = await card.treat(items[1], visit);
    expect([again.status, again.body.error.code]).toEqual([409, 'tooth_locked']);
    const lines = await sql<{ n: number }>(app, `select count(*)::int as n from tooth_map_item where patient_uuid = ? and tooth = 26`, [patient]);
    expect(lines).toEqual([{ n: 1 }]);
  });

  it("takes the insurer's part of a procedure, at most its price, into the phase totals", async () => {
    const { card, plan: uuid, items } = await planned([14, 15, 24]);
    await card.order(uuid, [{ name: 'A', items: [items[0], items[1]] }, { name: 'B', items: [items[2]] }]);
    const version = async (item: string) => (await sql<{ version: number }>(app, 'select version from tooth_map_item where uuid = ?', [item]))[0].version;
    expect((await card.edit(items[0], { insurance: 1500, version: await version(items[0]) })).body.data).toMatchObject({ insurance: 1500 });
    expect((await card.edit(items[2], { insurance: cat.fillingPrice, version: await version(items[2]) })).status).toBe(200);
    const tooMuch = await card.edit(items[1], { insurance: cat.fillingPrice + 1, version: await version(items[1]) });
    expect([tooMuch.status, tooMuch.body.error.fields]).toEqual([400, { insurance: 'The insurance part is larger than the price' }]);
    expect((await card.edit(items[1], { insurance: -1, version: await version(items[1]) })).body.error.fields).toEqual({ insurance: expect.any(String) });
    const estimate = plan(await card.getPlan(uuid));
    expect(estimate.phases.map((phase) => [phase.name, phase.total, phase.insurance])).toEqual([
      ['A', 2 * cat.fillingPrice, 1500],
      ['B', cat.fillingPrice, cat.fillingPrice],
    ]);
    expect(estimate).toMatchObject({ total: 3 * cat.fillingPrice, insurance: 1500 + cat.fillingPrice, to_pay: 2 * cat.fillingPrice - 1500 });
    // A diagnosis has no price yet: nothing for an insurer to pay.
    const found = toothMapItemAnswerSchema.parse((await card.add({ tooth: 17, surfaces: ['occlusal'], tooth_status_uuid: cat.caries, stage: 'diagnosed' })).body).data;
    expect((await card.edit(found.uuid, { insurance: 100, version: found.version })).status).toBe(400);
  });

  it('refuses every plan change without patients_tooth_map_edit, changing nothing', async () => {
    const { patient, card: mine, plan: uuid, items } = await planned([34]);
    const other = plan(await mine.newPlan('Otrs'));
    const probe = await createProbeUser(app, ['patients_view', 'patients_tooth_map_view', 'patients_plans_approve']);
    const card = cardApi(app, probe.token, patient);
    const snapshot = () => sql(app, `select uuid, name, status, phases, deleted_at, version from treatment_plan where patient_uuid = ? order by uuid`, [patient]);
    const before = await snapshot();
    expect((await card.newPlan('Nav')).status).toBe(403);
    expect((await card.editPlan(uuid, { name: 'Nav', version: 1 })).status).toBe(403);
    expect((await card.close(uuid)).status).toBe(403);
    expect((await card.copy(uuid)).status).toBe(403);
    expect((await card.order(uuid, [{ name: 'Nav', items }])).status).toBe(403);
    expect((await card.removePlan(other.uuid)).status).toBe(403);
    expect(await snapshot()).toEqual(before);
    const [row] = await sql<{ stage: string; plan_uuid: string }>(app, 'select stage, plan_uuid from tooth_map_item where uuid = ?', [items[0]]);
    expect(row).toEqual({ stage: 'planned', plan_uuid: uuid });
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

  it('refuses adding, removing, reordering or repricing on an approved plan (409 TREATMENT_PLAN_STATUS), changing nothing; a copy is a new draft that takes them', async () => {
    const { patient, card, plan: uuid, items } = await planned([16, 26]);
    const found = toothMapItemAnswerSchema.parse((await card.add({ tooth: 36, surfaces: ['occlusal'], tooth_status_uuid: cat.caries, stage: 'diagnosed' })).body).data;
    const approved = plan(await card.approve(uuid, { signature: SIGNATURE }));
    expect(approved.snapshot).toMatchObject({ name: 'Plombēšana', total: 2 * cat.fillingPrice, to_pay: 2 * cat.fillingPrice, approved_at: approved.approved_at, approved_by: approved.approved_by });
    expect(approved.snapshot?.phases.flatMap((phase) => phase.lines.map((line) => [line.item_uuid, line.tooth, line.price]))).toEqual([
      [items[0], 16, cat.fillingPrice],
      [items[1], 26, cat.fillingPrice],
    ]);
    const rows = () =>
      sql(app, `select uuid, stage, plan_uuid, price, insurance, surfaces, deleted_at, invalidated_at, version from tooth_map_item where patient_uuid = ? order by uuid`, [patient]);
    const planRow = () => sql(app, `select status, phases, approved_snapshot, deleted_at, version from treatment_plan where uuid = ?`, [uuid]);
    const before = { items: await rows(), plan: await planRow(), answer: plan(await card.getPlan(uuid)) };
    const version = async (item: string) => (await sql<{ version: number }>(app, 'select version from tooth_map_item where uuid = ?', [item]))[0].version;
    const refused = [
      await card.plan(found.uuid, { service_uuid: cat.filling, plan_uuid: uuid }),
      await card.remove(items[0]),
      await card.invalidate(items[0], 'Pārdomāja'),
      await card.order(uuid, [{ name: '1', items: [items[1], items[0]] }]),
      await card.order(uuid, [{ name: 'A', items: [items[0]] }, { name: 'B', items: [items[1]] }], approved.version),
      await card.edit(items[0], { insurance: 1000, version: await version(items[0]) }),
      await card.edit(items[1], { surfaces: ['occlusal', 'mesial'], version: await version(items[1]) }),
      await card.removePlan(uuid),
    ];
    expect(refused.map((res) => [res.status, res.body.error?.code])).toEqual(refused.map(() => [409, 'TREATMENT_PLAN_STATUS']));
    expect({ items: await rows(), plan: await planRow(), answer: plan(await card.getPlan(uuid)) }).toEqual(before);
    // Not even the database lets the signed snapshot change.
    await expect(sql(app, `update treatment_plan set approved_snapshot = '{}'::jsonb where uuid = ?`, [uuid])).rejects.toThrow(/approved snapshot never changes/);
    // A comment on a procedure is not part of the signed estimate.
    expect((await card.edit(items[0], { comment: 'Pacients jautā par anestēziju', version: await version(items[0]) })).status).toBe(200);

    // A change needs a copy: a new draft that takes the untreated procedures and every change.
    const copy = plan(await card.copy(uuid));
    expect(copy).toMatchObject({ status: 'draft', snapshot: null, total: 2 * cat.fillingPrice });
    expect((await card.plan(found.uuid, { service_uuid: cat.filling, plan_uuid: copy.uuid })).status).toBe(200);
    expect(plan(await card.getPlan(copy.uuid)).total).toBe(3 * cat.fillingPrice);
    // The signed plan, closed by its copy, keeps its snapshot word for word.
    expect(plan(await card.getPlan(uuid))).toMatchObject({ status: 'closed', snapshot: approved.snapshot });
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

describe('dental card: the estimate PDF', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
  });
  afterAll(() => app.close());

  const pdfText = async (patient: string, plan: string) => {
    const res = await api(app).get(`/api/patients/${patient}/treatment-plans/${plan}/pdf`).set('authorization', admin).buffer(true).parse(binaryBody);
    expect(res.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.body as Buffer)), { mergePages: true });
    // The PDF's text layer turns the no-break spaces of formatted money into plain ones.
    return text.replace(/[\u00a0\u202f]/g, ' ');
  };
  const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

  it('prints an approved plan as its snapshot, not as the catalogue has it later', async () => {
    const cat = await cardCatalogue(app);
    // A service of this test's own (a copy of the demo filling), so renaming it touches no other test.
    const sku = `SNAP-${Date.now() % 100000}`;
    const [own] = await sql<{ uuid: string }>(
      app,
      `insert into service select (jsonb_populate_record(null::service, to_jsonb(s) || jsonb_build_object('uuid', gen_random_uuid(), 'sku', ?::text, 'name', 'Plomba kā parakstīts', 'price_from', 4321))).* from service s where uuid = ? returning uuid`,
      [sku, cat.filling],
    );
    const patient = await freshPatient(app, admin, 'Parakstītājs');
    const card = cardApi(app, admin, patient);
    const uuid = treatmentPlanAnswerSchema.parse((await card.newPlan('Parakstītais plāns')).body).data.uuid;
    const found = toothMapItemAnswerSchema.parse((await card.add({ tooth: 45, surfaces: ['occlusal'], tooth_status_uuid: cat.caries, stage: 'diagnosed' })).body).data;
    await card.plan(found.uuid, { service_uuid: own.uuid, plan_uuid: uuid });
    const approved = treatmentPlanAnswerSchema.parse((await card.approve(uuid, { signature: SIGNATURE })).body).data;
    expect(approved.snapshot?.phases[0].lines[0]).toMatchObject({ service_name: 'Plomba kā parakstīts', price: 4321, tooth: 45 });

    await sql(app, `update service set name = 'Plomba pēc cenu maiņas', price_from = 9999 where uuid = ?`, [own.uuid]);
    const text = await pdfText(patient, uuid);
    expect(text).toContain('Plomba kā parakstīts');
    expect(text).not.toContain('Plomba pēc cenu maiņas');
    expect(text).toContain(plain(formatMoney(4321, 'lv')));
    expect(text).not.toContain(plain(formatMoney(9999, 'lv')));
    const by = approved.snapshot?.approved_by;
    expect(text).toContain(`${by?.first_name} ${by?.last_name}`);
  });

  it("prints the clinic's details as the invoice does, and the approval's signature when signed", async () => {
    const cat = await cardCatalogue(app);
    const [branch] = await sql<{ name: string; company_name: string | null; company_number: string | null; vat_number: string | null; address_declared: string | null }>(
      app,
      'select name, company_name, company_number, vat_number, address_declared from branch where uuid = ?',
      [fx.branch],
    );
    // The demo branch carries a seller's details (its VAT number is seeded for the invoices).
    expect(branch.vat_number).not.toBeNull();
    const made = await api(app).post('/api/patients').set('authorization', admin).send({ first_name: 'Klīnikas', last_name: `Pacients ${Date.now() % 100000}`, branch_uuids: [fx.branch] });
    expect(made.status).toBe(201);
    const patient = made.body.data.uuid as string;
    const card = cardApi(app, admin, patient);
    const signed = treatmentPlanAnswerSchema.parse((await card.newPlan('Ar parakstu')).body).data.uuid;
    const unsigned = treatmentPlanAnswerSchema.parse((await card.newPlan('Bez paraksta')).body).data.uuid;
    for (const [tooth, plan] of [[14, signed], [24, unsigned]] as const) {
      const found = toothMapItemAnswerSchema.parse((await card.add({ tooth, surfaces: ['occlusal'], tooth_status_uuid: cat.caries, stage: 'diagnosed' })).body).data;
      expect((await card.plan(found.uuid, { service_uuid: cat.filling, plan_uuid: plan })).status).toBe(200);
    }
    expect((await card.approve(signed, { signature: SIGNATURE })).status).toBe(200);
    expect((await card.approve(unsigned)).status).toBe(200);

    const raw = async (plan: string) => (await api(app).get(`/api/patients/${patient}/treatment-plans/${plan}/pdf`).set('authorization', admin).buffer(true).parse(binaryBody)).body as Buffer;
    const text = await pdfText(patient, signed);
    for (const value of [branch.company_name ?? branch.name, branch.company_number, branch.vat_number, branch.address_declared]) if (value) expect(text).toContain(value);
    expect(text).toContain('Pacienta paraksts');
    expect((await raw(signed)).toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
    // Approved without a drawn signature: no signature block, no image.
    expect(await pdfText(patient, unsigned)).not.toContain('Pacienta paraksts');
    expect((await raw(unsigned)).toString('latin1')).not.toMatch(/\/Subtype\s*\/Image/);
  });

  it("prints the plan in the patient's language with the phases, procedures and totals", async () => {
    const cat = await cardCatalogue(app);
    const patient = await freshPatient(app, admin, 'Šķēle');
    await sql(app, `update patient set communication_language = 'ru' where uuid = ?`, [patient]);
    const card = cardApi(app, admin, patient);
    const plan = treatmentPlanAnswerSchema.parse((await card.newPlan('Ārstēšana')).body).data.uuid;
    const found = toothMapItemAnswerSchema.parse((await card.add({ tooth: 36, surfaces: ['occlusal'], tooth_status_uuid: cat.caries, stage: 'diagnosed' })).body).data;
    await card.plan(found.uuid, { service_uuid: cat.filling, plan_uuid: plan });
    const res = await api(app).get(`/api/patients/${patient}/treatment-plans/${plan}/pdf`).set('authorization', admin).buffer(true).parse(binaryBody);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.body as Buffer)), { mergePages: true });
    expect(text).toContain('Смета плана лечения');
    expect(text).toContain('Šķēle');
    expect(text).toContain('Ārstēšana');
    expect(text).toContain('Kompozīta plomba, divas virsmas');
    // The PDF's text layer turns the no-break spaces of formatted money into plain ones.
    const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(text)).toContain(`Итого ${plain(formatMoney(cat.fillingPrice, 'ru'))}`);
  });
});
