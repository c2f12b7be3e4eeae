import type { INestApplication } from '@nestjs/common';
import { api, createProbeUser, createTestApp, signIn, sql, uniqueTag } from '@dental/server-testing';
import { createPatient, refusalRows } from './patients-test-kit.js';

/**
 * The data rights' routes refuse without their permission (403) and keep another company out (404);
 * each refusal is audited as `refused` with its status, and nothing changed (issue 28).
 */
describe('patients: data rights refused, and audited', () => {
  let app: INestApplication;
  let admin: string;
  const tag = uniqueTag('letters');

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signIn(app, 'admin');
  }, 120_000);
  afterAll(() => app.close());

  it('answers 403 per permission and 404 to another company, audits both, and changes nothing', async () => {
    const { data: patient } = await createPatient(app, admin, { first_name: 'Sargāts', last_name: `Pacients${tag}` });
    const state = async () => ({
      card: (await sql(app, 'select version, first_name, erased_at, restricted_at from patient where uuid = ?', [patient.uuid]))[0],
      exports: (await sql(app, 'select uuid from patient_data_export where patient_uuid = ?', [patient.uuid])).length,
      consents: (await sql(app, 'select uuid from patient_consent_record where patient_uuid = ?', [patient.uuid])).length,
    });
    const before = await state();
    const calls = [
      { name: 'export', permission: 'patients_export_data', call: (t: string, id: string) => api(app).post(`/api/patients/${patient.uuid}/export`).set('authorization', t).set('x-request-id', id) },
      { name: 'erase', permission: 'patients_erase', call: (t: string, id: string) => api(app).post(`/api/patients/${patient.uuid}/erase`).set('authorization', t).set('x-request-id', id).send({ reason: 'Mēģinājums' }) },
      {
        name: 'restriction',
        permission: 'patients_erase',
        call: (t: string, id: string) => api(app).put(`/api/patients/${patient.uuid}/restriction`).set('authorization', t).set('x-request-id', id).send({ restricted: true, reason: 'Mēģinājums', version: patient.version }),
      },
      {
        name: 'consent',
        permission: 'patients_edit',
        call: (t: string, id: string) =>
          api(app).post(`/api/patients/${patient.uuid}/consent-records`).set('authorization', t).set('x-request-id', id).send({ purpose: 'photos', state: 'given', method: 'paper', text_version: 'v1' }),
      },
    ] as const;
    // A user of the clinic with every permission of the card but the one each call needs.
    const probe = await createProbeUser(app, ['patients_view']);
    const other = await signIn(app, 'other');
    for (const { name, permission, call } of calls) {
      const forbidden = await call(probe.token, `refused-403-${name}-${tag}`);
      expect({ name, permission, status: forbidden.status }).toEqual({ name, permission, status: 403 });
      expect(await refusalRows(app, `refused-403-${name}-${tag}`)).toEqual([expect.objectContaining({ patient_uuid: patient.uuid, details: expect.objectContaining({ status: 403 }) })]);
      const hidden = await call(other, `refused-404-${name}-${tag}`);
      expect({ name, status: hidden.status }).toEqual({ name, status: 404 });
      expect(await refusalRows(app, `refused-404-${name}-${tag}`)).toEqual([expect.objectContaining({ patient_uuid: patient.uuid, details: expect.objectContaining({ status: 404 }) })]);
    }
    expect(await state()).toEqual(before);
  });
});
