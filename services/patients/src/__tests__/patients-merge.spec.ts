import type { INestApplication } from '@nestjs/common';
import { envelope, patientMergeAnswerSchema, patientSchema, type Appointment } from '@dental/contracts';
import { api, booking, bookingSetup, createProbeUser, signIn, sql, uniqueTag, type DemoFixtures } from '@dental/server-testing';
import { createPatient } from './patients-test-kit.js';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 0x20), Buffer.from('\n%%EOF\n')]);

/**
 * Merging a duplicate card: its appointments (calendar), files, questionnaire fills, kinship,
 * doctors and invoices (billing) move to the kept card; the merged card is gone (404 pointing at
 * the kept one); both cards' histories say so. Only for patients_delete, and only within the company.
 */
describe('patient merge', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;
  const tag = uniqueTag('letters');

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
  }, 120_000);
  afterAll(() => app?.close());

  const get = (path: string, token = admin) => api(app).get(path).set('authorization', token);

  /** A duplicate holding one of everything, and the card it duplicates. */
  async function duplicatePair(day: string, first: string) {
    const kept = (await createPatient(app, admin, { first_name: first, last_name: `Apvienota${tag}`, dob: '1980-02-02' })).data;
    const duplicate = (
      await createPatient(app, admin, { first_name: first, last_name: `Apvienota${tag}`, dob: '1980-02-02', medical_alert: 'Penicilīns', doctor_uuid: fx.doctor, confirm_duplicate: true })
    ).data;
    const appointment = await api(app)
      .post('/api/calendar/appointments')
      .set('authorization', admin)
      .send(booking(fx, day, '09:00', '09:30', { patient_uuid: duplicate.uuid }));
    expect(appointment.status).toBe(201);
    const file = await api(app).post(`/api/patients/${duplicate.uuid}/files/medical`).set('authorization', admin).attach('file', PDF, 'rentgens.pdf');
    expect(file.status).toBe(201);
    const [question] = await sql<{ uuid: string; questionnaire_uuid: string }>(
      app,
      `select q.uuid, q.questionnaire_uuid from question q join company c on c.id = q.company_id where c.slug = 'demo' and q.icon = 'allergy'`,
    );
    const fill = await api(app)
      .post(`/api/patients/${duplicate.uuid}/tests`)
      .set('authorization', admin)
      .send({ questionnaire_uuid: question.questionnaire_uuid, answers: [{ question_uuid: question.uuid, value: true }] });
    expect(fill.status).toBe(201);
    const [service] = await sql<{ uuid: string }>(
      app,
      `select s.uuid from service s join company c on c.id = s.company_id where c.slug = 'demo' and s.deleted_at is null order by s.uuid limit 1`,
    );
    const invoice = await api(app)
      .post('/api/invoices')
      .set('authorization', admin)
      .send({ patient_uuid: duplicate.uuid, branch_uuid: fx.branch, services: [{ service_uuid: service.uuid, count: 1 }] });
    expect(invoice.status).toBe(201);
    const relative = (await createPatient(app, admin, { first_name: `Radinieks ${first}`, last_name: `Apvienota${tag}` })).data;
    expect((await api(app).post(`/api/patients/${duplicate.uuid}/relationships`).set('authorization', admin).send({ relative_uuid: relative.uuid, type: 0 })).status).toBe(201);
    return {
      kept,
      duplicate,
      appointment: appointment.body.data as Appointment,
      file: file.body.data as { uuid: string },
      invoice: invoice.body.data as { uuid: string },
      relative,
    };
  }

  it('moves everything of the duplicate to the kept card, deletes the duplicate with a pointer, and audits both', async () => {
    const pair = await duplicatePair('2032-02-16', 'Marta');
    const res = await api(app).post(`/api/patients/${pair.duplicate.uuid}/merge`).set('authorization', admin).send({ into_uuid: pair.kept.uuid, version: pair.duplicate.version });
    expect(res.status).toBe(200);
    const answer = patientMergeAnswerSchema.parse(res.body);
    expect(answer.moved).toMatchObject({ appointments: 1, files: 1, questionnaires: 1, invoices: 1, relationships: 1 });
    // The kept card takes over the doctor and the medical alert it lacked, and the allergy answer.
    expect(answer.data.doctor?.uuid).toBe(fx.doctor);
    expect(answer.data.alerts).toEqual(expect.arrayContaining([{ kind: 'medical_alert', text: 'Penicilīns' }, expect.objectContaining({ kind: 'allergy' })]));

    const moved = await get(`/api/calendar/appointments/${pair.appointment.uuid}`);
    expect(moved.body.data.patient.uuid).toBe(pair.kept.uuid);
    expect((await get(`/api/patients/${pair.kept.uuid}/files/medical`)).body.data.map((f: { uuid: string }) => f.uuid)).toEqual([pair.file.uuid]);
    expect((await get(`/api/patients/${pair.kept.uuid}/tests`)).body.data).toHaveLength(1);
    expect((await get(`/api/invoices/${pair.invoice.uuid}`)).body.data.patient.uuid).toBe(pair.kept.uuid);
    const kinship = (await get(`/api/patients/${pair.kept.uuid}/relationships`)).body.data as { relative: { uuid: string } }[];
    expect(kinship.map((link) => link.relative.uuid)).toEqual([pair.relative.uuid]);

    const gone = await get(`/api/patients/${pair.duplicate.uuid}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.details).toEqual({ merged_into: pair.kept.uuid });

    // The kept card's history: its own merge entry, and the duplicate's trail (its creation and the merge).
    const history = (await get(`/api/patients/${pair.kept.uuid}/history`).query({ per_page: 100 })).body.data as { resource: string; details: Record<string, unknown> | null }[];
    expect(history).toEqual(expect.arrayContaining([expect.objectContaining({ resource: 'merge', details: expect.objectContaining({ merged_from: pair.duplicate.uuid }) })]));
    const [{ n }] = await sql<{ n: string }>(app, `select count(*) as n from patient_audit where patient_uuid = ? and resource = 'merge'`, [pair.duplicate.uuid]);
    expect(Number(n)).toBe(1);
    expect(history.filter((entry) => entry.resource === 'merge')).toHaveLength(2);
    // The other modules learn of it through one event, which carries the two uuids and nothing personal.
    const events = await sql<{ data: Record<string, unknown> }>(app, `select data from event_log where type = 'patient.merged' and data->>'merged_uuid' = ?`, [pair.duplicate.uuid]);
    expect(events.map((event) => event.data)).toEqual([{ patient_uuid: pair.kept.uuid, merged_uuid: pair.duplicate.uuid }]);
  });

  it('answers 403 without patients_delete and 404 for another company, and nothing moves', async () => {
    const pair = await duplicatePair('2032-02-17', 'Zane');
    const editor = await createProbeUser(app, ['patients_view', 'patients_edit']);
    const refused = await api(app).post(`/api/patients/${pair.duplicate.uuid}/merge`).set('authorization', editor.token).send({ into_uuid: pair.kept.uuid, version: pair.duplicate.version });
    expect(refused.status).toBe(403);
    const other = await signIn(app, 'other');
    const foreign = await api(app).post(`/api/patients/${pair.duplicate.uuid}/merge`).set('authorization', other).send({ into_uuid: pair.kept.uuid, version: pair.duplicate.version });
    expect(foreign.status).toBe(404);
    // Into another company's card: that card is not found either.
    const elsewhere = (await createPatient(app, other, { first_name: 'Cits', last_name: `Uzņēmums${tag}` })).data;
    const across = await api(app).post(`/api/patients/${pair.duplicate.uuid}/merge`).set('authorization', admin).send({ into_uuid: elsewhere.uuid, version: pair.duplicate.version });
    expect(across.status).toBe(404);
    const self = await api(app).post(`/api/patients/${pair.duplicate.uuid}/merge`).set('authorization', admin).send({ into_uuid: pair.duplicate.uuid, version: pair.duplicate.version });
    expect(self.status).toBe(400);
    expect(self.body.error.fields).toHaveProperty('into_uuid');

    const still = envelope(patientSchema).parse((await get(`/api/patients/${pair.duplicate.uuid}`)).body).data;
    expect(still.version).toBe(pair.duplicate.version);
    expect((await get(`/api/calendar/appointments/${pair.appointment.uuid}`)).body.data.patient.uuid).toBe(pair.duplicate.uuid);
    expect((await get(`/api/invoices/${pair.invoice.uuid}`)).body.data.patient.uuid).toBe(pair.duplicate.uuid);
    expect((await get(`/api/patients/${pair.duplicate.uuid}/files/medical`)).body.data).toHaveLength(1);
    expect((await get(`/api/patients/${pair.kept.uuid}/tests`)).body.data).toHaveLength(0);

    const stale = await api(app).post(`/api/patients/${pair.duplicate.uuid}/merge`).set('authorization', admin).send({ into_uuid: pair.kept.uuid, version: pair.duplicate.version + 5 });
    expect(stale.status).toBe(409);
    expect(await sql(app, `select 1 from event_log where type = 'patient.merged' and data->>'merged_uuid' = ?`, [pair.duplicate.uuid])).toEqual([]);
  });
});
