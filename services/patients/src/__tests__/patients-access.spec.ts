import type { INestApplication } from '@nestjs/common';
import type { Permission } from '@dental/contracts';
import type { Test } from 'supertest';
import { api, createProbeUser, createTestApp, signIn, sql, uniqueTag } from '@dental/server-testing';
import { createPatient, refusalRows } from './patients-test-kit.js';

/**
 * Each patients route with the one permission it needs: without it 403 FORBIDDEN, with it through.
 * The audit trail: every successful read and write leaves a row (who, action, patient, request id, IP).
 */
describe('patients: permissions and audit', () => {
  let app: INestApplication;
  let admin: string;
  let probe: Awaited<ReturnType<typeof createProbeUser>>;
  let patientUuid: string;
  let version: number;
  const tag = uniqueTag('letters');

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signIn(app, 'admin');
    probe = await createProbeUser(app);
    const patient = await createPatient(app, admin, { first_name: 'Pārbaude', last_name: `Tiesības${tag}` });
    patientUuid = patient.data.uuid;
    version = patient.data.version;
  }, 120_000);
  afterAll(() => app.close());

  const routes: { name: string; permission: Permission; call: (token: string) => Test; ok: number }[] = [
    { name: 'list', permission: 'patients_view', ok: 200, call: (t) => api(app).get('/api/patients').set('authorization', t) },
    { name: 'read', permission: 'patients_view', ok: 200, call: (t) => api(app).get(`/api/patients/${patientUuid}`).set('authorization', t) },
    {
      name: 'create',
      permission: 'patients_add',
      ok: 201,
      call: (t) => api(app).post('/api/patients').set('authorization', t).send({ first_name: 'Jauns', last_name: `Tiesības${tag}` }),
    },
    {
      name: 'edit',
      permission: 'patients_edit',
      ok: 200,
      call: (t) => api(app).patch(`/api/patients/${patientUuid}`).set('authorization', t).send({ job: 'Skolotāja', version }),
    },
    { name: 'export', permission: 'patients_export', ok: 200, call: (t) => api(app).get('/api/patients/export.csv').query({ search: tag }).set('authorization', t) },
    { name: 'settings', permission: 'patients_settings_view', ok: 200, call: (t) => api(app).get(`/api/patients/${patientUuid}/settings`).set('authorization', t) },
    { name: 'doctors', permission: 'doctors_view', ok: 200, call: (t) => api(app).get(`/api/patients/${patientUuid}/doctors`).set('authorization', t) },
    { name: 'kinship', permission: 'patients_view', ok: 200, call: (t) => api(app).get(`/api/patients/${patientUuid}/relationships`).set('authorization', t) },
    { name: 'files', permission: 'patients_view', ok: 200, call: (t) => api(app).get(`/api/patients/${patientUuid}/files/documents`).set('authorization', t) },
    { name: 'history', permission: 'patients_view', ok: 200, call: (t) => api(app).get(`/api/patients/${patientUuid}/history`).set('authorization', t) },
  ];

  it.each(routes.map((route) => [route.name, route.permission, route] as const))('%s needs %s', async (_name, permission, route) => {
    const everythingElse = (['patients_view', 'patients_add', 'patients_edit', 'patients_delete', 'patients_export', 'patients_settings_view', 'doctors_view'] as Permission[]).filter(
      (p) => p !== permission,
    );
    await probe.grant(everythingElse);
    const denied = await route.call(probe.token);
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('FORBIDDEN');
    await probe.grant([permission]);
    const allowed = await route.call(probe.token);
    expect(allowed.status).toBe(route.ok);
    if (route.name === 'edit') version = allowed.body.data.version;
  });

  it('deleting needs patients_delete', async () => {
    const doomed = await createPatient(app, admin, { first_name: 'Dzēšams', last_name: `Tiesības${tag}` });
    await probe.grant(['patients_view', 'patients_edit', 'patients_add']);
    expect((await api(app).delete(`/api/patients/${doomed.data.uuid}`).set('authorization', probe.token)).status).toBe(403);
    await probe.grant(['patients_delete']);
    expect((await api(app).delete(`/api/patients/${doomed.data.uuid}`).set('authorization', probe.token)).status).toBe(204);
  });

  it('editing the settings tab needs patients_edit and seeing the tab', async () => {
    const settings = (await api(app).get(`/api/patients/${patientUuid}/settings`).set('authorization', admin)).body.data;
    const send = () =>
      api(app)
        .patch(`/api/patients/${patientUuid}/settings`)
        .set('authorization', probe.token)
        .send({ communication_email_ad: true, version: settings.version });
    await probe.grant(['patients_settings_view']);
    expect((await send()).status).toBe(403);
    await probe.grant(['patients_edit']);
    expect((await send()).status).toBe(403);
    await probe.grant(['patients_edit', 'patients_settings_view']);
    expect((await send()).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await api(app).get('/api/patients')).status).toBe(401);
    expect((await api(app).get(`/api/patients/${patientUuid}`)).status).toBe(401);
  });

  describe('audit trail', () => {
    type AuditRow = { action: string; resource: string; patient_uuid: string | null; actor_uuid: string; request_id: string; ip: string; details: Record<string, unknown> | null };
    const rowsFor = (requestId: string) =>
      sql<AuditRow>(app, 'select action, resource, patient_uuid, actor_uuid, request_id, ip, details from patient_audit where request_id = ?', [requestId]);

    it('records a read with who, patient, request id and IP', async () => {
      const res = await api(app)
        .get(`/api/patients/${patientUuid}`)
        .set('authorization', admin)
        .set('x-request-id', `audit-read-${tag}`)
        .set('x-forwarded-for', '203.0.113.7');
      expect(res.status).toBe(200);
      const [row] = await rowsFor(`audit-read-${tag}`);
      const [{ uuid: adminUuid }] = await sql<{ uuid: string }>(app, `select uuid from "user" where username = 'admin'`);
      expect(row).toMatchObject({ action: 'read', resource: 'patient', patient_uuid: patientUuid, actor_uuid: adminUuid, ip: '203.0.113.7' });
    });

    it('records writes (create, update, delete) with the fields sent, and an edit\u2019s values before and after', async () => {
      const create = await api(app)
        .post('/api/patients')
        .set('authorization', admin)
        .set('x-request-id', `audit-create-${tag}`)
        .send({ first_name: 'Auditēts', last_name: `Pacients${tag}`, phone: '+371 29999999' });
      const uuid = create.body.data.uuid as string;
      expect(await rowsFor(`audit-create-${tag}`)).toEqual([
        // The values sent too: the History tab words the entry with them (issue 25).
        expect.objectContaining({
          action: 'create',
          resource: 'patient',
          patient_uuid: uuid,
          details: { fields: ['first_name', 'last_name', 'phone'], values: { first_name: 'Auditēts', last_name: `Pacients${tag}`, phone: '+371 29999999' } },
        }),
      ]);
      await api(app)
        .patch(`/api/patients/${uuid}`)
        .set('authorization', admin)
        .set('x-request-id', `audit-update-${tag}`)
        .send({ phone: '+371 28888888', version: create.body.data.version })
        .expect(200);
      const [update] = await rowsFor(`audit-update-${tag}`);
      // The change log names what changed from what (decisions: "Audit and history").
      expect(update).toMatchObject({
        action: 'update',
        patient_uuid: uuid,
        details: { fields: ['phone'], changes: { phone: { before: '+371 29999999', after: '+371 28888888' } } },
      });
      await api(app).delete(`/api/patients/${uuid}`).set('authorization', admin).set('x-request-id', `audit-delete-${tag}`).expect(204);
      expect(await rowsFor(`audit-delete-${tag}`)).toEqual([expect.objectContaining({ action: 'delete', patient_uuid: uuid })]);
    });

    it('records list searches and tab reads, and a refused read as refused, with its status', async () => {
      await api(app).get('/api/patients').query({ search: `tiesibas${tag}` }).set('authorization', admin).set('x-request-id', `audit-list-${tag}`);
      expect(await rowsFor(`audit-list-${tag}`)).toEqual([
        expect.objectContaining({ action: 'list', patient_uuid: null, details: expect.objectContaining({ query: { search: `tiesibas${tag}` } }) }),
      ]);
      await api(app).get(`/api/patients/${patientUuid}/relationships`).set('authorization', admin).set('x-request-id', `audit-kin-${tag}`);
      expect(await rowsFor(`audit-kin-${tag}`)).toEqual([expect.objectContaining({ action: 'read', resource: 'relationships' })]);
      const other = await signIn(app, 'other');
      await api(app).get(`/api/patients/${patientUuid}`).set('authorization', other).set('x-request-id', `audit-404-${tag}`).expect(404);
      expect(await refusalRows(app, `audit-404-${tag}`)).toEqual([expect.objectContaining({ action: 'refused', patient_uuid: patientUuid, details: expect.objectContaining({ status: 404 }) })]);
    });

    it('shows admin the whole trail on the history tab, and others only the changes', async () => {
      const adminView = await api(app).get(`/api/patients/${patientUuid}/history`).query({ per_page: 200 }).set('authorization', admin);
      expect(adminView.status).toBe(200);
      const adminActions = new Set((adminView.body.data as { action: string }[]).map((entry) => entry.action));
      expect([...adminActions]).toEqual(expect.arrayContaining(['read', 'create', 'update']));
      expect(adminView.body.data.find((e: { action: string }) => e.action === 'read').ip).toBeTruthy();
      expect(adminView.body.data[0].actor).toHaveProperty('first_name');

      const doctor = await signIn(app, 'doctor');
      const doctorView = await api(app).get(`/api/patients/${patientUuid}/history`).query({ per_page: 200 }).set('authorization', doctor);
      const doctorActions = new Set((doctorView.body.data as { action: string }[]).map((entry) => entry.action));
      expect([...doctorActions].sort()).toEqual(['create', 'update']);
      expect(doctorView.body.data.every((entry: { ip: string | null }) => entry.ip === null)).toBe(true);
    });
  });
});
