import type { INestApplication } from '@nestjs/common';
import { pagedEnvelope, recallTypeSchema, type RecallType } from '@dental/contracts';
import { api, createProbeUser, createTestApp, signIn, sql, uniqueTag, type ProbeUser } from '@dental/server-testing';

/**
 * Recall types under /api/settings/recall-types: the demo's three on the fitting services, create,
 * edit with its version, soft delete, 400 naming the field, 403 without the permission and 404 for
 * another company's type, each write refused leaving the type as it was.
 */
describe('recall types', () => {
  let app: INestApplication;
  let admin: string;
  let other: string;
  let probe: ProbeUser;
  let services: Record<string, string>;

  const base = '/api/settings/recall-types';
  const name = () => {
    const tag = uniqueTag('letters');
    return { lv: `Kontrole ${tag}`, en: `Control ${tag}`, ru: `Контроль ${tag}` };
  };

  beforeAll(async () => {
    app = await createTestApp();
    [admin, other, probe] = await Promise.all([signIn(app, 'admin'), signIn(app, 'other'), createProbeUser(app)]);
    const rows = await sql<{ uuid: string; sku: string }>(app, `select s.uuid, s.sku from service s join company c on c.id = s.company_id where c.slug = 'demo' and s.deleted_at is null`);
    services = Object.fromEntries(rows.map((row) => [row.sku, row.uuid]));
  });
  afterAll(() => app.close());

  it('lists the demo types, check-up 12, hygiene 6 and perio 3 months, each on its services', async () => {
    const res = await api(app).get(base).query({ sort: 'interval_months', order: 'desc', per_page: 200 }).set('authorization', admin).set('content-language', 'en');
    expect(res.status).toBe(200);
    const types = pagedEnvelope(recallTypeSchema).parse(res.body).data;
    const demo = (en: string) => types.find((type) => type.name.en === en);
    expect(demo('Check-up')).toMatchObject({ interval_months: 12, service_uuids: [services['K-001']] });
    expect(demo('Hygiene')).toMatchObject({ interval_months: 6, service_uuids: [services['H-001'], services['H-003']] });
    expect(demo('Perio maintenance')).toMatchObject({ interval_months: 3, service_uuids: [services['H-002']] });
    expect(demo('Hygiene')?.name).toEqual({ lv: 'Profesionālā higiēna', en: 'Hygiene', ru: 'Профессиональная гигиена' });
    const months = types.map((type) => type.interval_months);
    expect(months).toEqual([...months].sort((a, b) => b - a));
  });

  it('creates, finds by a name in any language, edits with its version (409 when stale) and soft-deletes', async () => {
    const created = await api(app).post(base).set('authorization', admin).send({ name: name(), interval_months: 9, service_uuids: [services['H-004'], services['H-004']] });
    expect(created.status).toBe(201);
    const type = recallTypeSchema.parse(created.body.data);
    expect(type).toMatchObject({ interval_months: 9, service_uuids: [services['H-004']], version: 1 });

    const found = await api(app).get(base).query({ search: type.name.ru.toUpperCase() }).set('authorization', admin);
    expect(found.body.data.map((row: RecallType) => row.uuid)).toEqual([type.uuid]);

    const edited = await api(app).patch(`${base}/${type.uuid}`).set('authorization', admin).send({ interval_months: 18, version: 1 });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ interval_months: 18, name: type.name, version: 2 });
    const stale = await api(app).patch(`${base}/${type.uuid}`).set('authorization', admin).send({ interval_months: 4, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('VERSION_CONFLICT');

    expect((await api(app).delete(`${base}/${type.uuid}`).query({ version: 2 }).set('authorization', admin)).status).toBe(204);
    expect((await api(app).get(`${base}/${type.uuid}`).set('authorization', admin)).status).toBe(404);
    const [row] = await sql<{ deleted_at: Date | null }>(app, 'select deleted_at from recall_type where uuid = ?', [type.uuid]);
    expect(row.deleted_at).not.toBeNull();
  });

  it('answers 400 naming the field: a missing translation, an interval out of range, a service of another company', async () => {
    const [otherService] = await sql<{ uuid: string }>(app, `select s.uuid from service s join company c on c.id = s.company_id where c.slug <> 'demo' limit 1`);
    const post = (body: object) => api(app).post(base).set('authorization', admin).set('content-language', 'en').send(body);
    const noRussian = await post({ name: { lv: 'A', en: 'A' }, interval_months: 6, service_uuids: [] });
    expect(noRussian.status).toBe(400);
    expect(Object.keys(noRussian.body.error.fields)).toEqual(['name.ru']);
    const tooLong = await post({ name: name(), interval_months: 121, service_uuids: [] });
    expect(Object.keys(tooLong.body.error.fields)).toEqual(['interval_months']);
    const foreign = await post({ name: name(), interval_months: 6, service_uuids: [services['H-001'], otherService.uuid] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields).toEqual({ 'service_uuids.1': 'There is no such service in this clinic' });
  });

  it('is read with recall_view and written with recall_type_edit only (403 leaves it unchanged)', async () => {
    const [hygiene] = (await api(app).get(base).query({ search: 'Hygiene' }).set('authorization', admin)).body.data as RecallType[];
    await probe.grant([]);
    expect((await api(app).get(base).set('authorization', probe.token)).status).toBe(403);
    await probe.grant(['recall_view', 'recall_edit']);
    expect((await api(app).get(`${base}/${hygiene.uuid}`).set('authorization', probe.token)).status).toBe(200);
    const write = await api(app).patch(`${base}/${hygiene.uuid}`).set('authorization', probe.token).send({ interval_months: 1, version: hygiene.version });
    expect(write.status).toBe(403);
    expect(write.body.error.code).toBe('FORBIDDEN');
    expect((await api(app).post(base).set('authorization', probe.token).send({ name: name(), interval_months: 6, service_uuids: [] })).status).toBe(403);
    expect((await api(app).get(`${base}/${hygiene.uuid}`).set('authorization', admin)).body.data).toEqual(hygiene);
  });

  it("answers 404 for another company's type and leaves it unchanged", async () => {
    const created = await api(app).post(base).set('authorization', admin).send({ name: name(), interval_months: 6, service_uuids: [] });
    const type = recallTypeSchema.parse(created.body.data);
    const target = `${base}/${type.uuid}`;
    expect((await api(app).get(target).set('authorization', other)).status).toBe(404);
    expect((await api(app).patch(target).set('authorization', other).send({ interval_months: 1, version: 1 })).status).toBe(404);
    expect((await api(app).delete(target).set('authorization', other)).status).toBe(404);
    expect((await api(app).get(base).query({ per_page: 200 }).set('authorization', other)).body.data.map((row: RecallType) => row.uuid)).not.toContain(type.uuid);
    expect((await api(app).get(target).set('authorization', admin)).body.data).toEqual(type);
  });
});
