import type { INestApplication } from '@nestjs/common';
import { pagedEnvelope, patientAuditEntrySchema, type PatientAuditEntry } from '@dental/contracts';
import { api, bookingSetup, sql, type DemoFixtures } from '@dental/server-testing';
import { appointmentOf, cardApi, cardCatalogue, freshPatient, type CardCatalogue } from './dental-card-fixtures.js';

const historySchema = pagedEnvelope(patientAuditEntrySchema);

/**
 * The History tab in words (issue 25): each write of the card keeps the values it sent (never free
 * text), the step it was (its route) and what it made, and the history answer names the uuids among
 * those values from the other modules' published views.
 */
describe('dental card: the history carries its values and their names', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;
  let cat: CardCatalogue;

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
    cat = await cardCatalogue(app);
  });
  afterAll(() => app.close());

  const history = async (patient: string): Promise<PatientAuditEntry[]> =>
    historySchema.parse((await api(app).get(`/api/patients/${patient}/history`).set('authorization', admin).query({ per_page: 50 })).body).data;

  it('records a diagnosis, a plan and a note with their values, names and steps', async () => {
    const patient = await freshPatient(app, admin, 'Vēsture');
    const card = cardApi(app, admin, patient);
    const visit = await appointmentOf(app, admin, fx, patient, 121, false);
    const item = (await card.add({ tooth: 16, surfaces: ['mesial', 'occlusal'], tooth_status_uuid: cat.caries, stage: 'diagnosed' })).body.data.uuid as string;
    const plan = (await card.newPlan('Plāns 2034')).body.data.uuid as string;
    expect((await card.plan(item, { service_uuid: cat.filling, plan_uuid: plan })).status).toBe(200);
    const note = await api(app).post(`/api/patients/${patient}/notes`).set('authorization', admin).send({ appointment_uuid: visit, text: 'Slepens klīnisks teksts' });
    expect(note.status).toBe(201);

    const entries = await history(patient);
    const diagnosis = entries.find((entry) => entry.resource === 'tooth-map' && entry.details?.route === 'items');
    expect(diagnosis).toMatchObject({
      action: 'create',
      details: {
        values: { tooth: 16, surfaces: ['mesial', 'occlusal'], tooth_status_uuid: cat.caries, stage: 'diagnosed' },
        subject: { tooth: 16, surfaces: ['mesial', 'occlusal'], status: 'Kariess', stage: 'diagnosed' },
      },
      labels: { [cat.caries]: 'Kariess' },
    });
    const planned = entries.find((entry) => entry.resource === 'tooth-map' && entry.details?.route === 'items/:item_uuid/plan');
    const [service] = await sql<{ name: string }>(app, 'select name from settings_v1.service_ref where uuid = ?', [cat.filling]);
    expect(planned).toMatchObject({ details: { item_uuid: item, subject: { tooth: 16, stage: 'planned', service: service.name } }, labels: { [cat.filling]: service.name } });

    // The note's own entry (its create), not any other entry of the notes' routes this patient may have.
    const written = entries.find((entry) => entry.resource === 'notes' && entry.action === 'create');
    const [{ time_from }] = await sql<{ time_from: Date }>(app, 'select time_from from calendar_v1.appointment_ref where uuid = ?', [visit]);
    expect(written?.labels).toEqual({ [visit]: new Date(time_from).toISOString().replace('.000Z', 'Z') });
    // The note's own text stays in the note: the trail names the fields, not the clinical text.
    expect(written?.details?.fields).toEqual(['appointment_uuid', 'text']);
    expect(JSON.stringify(written)).not.toContain('Slepens');
  });

  it("names a linked relative from the patients' published patient_ref", async () => {
    const patient = await freshPatient(app, admin, 'Bērns');
    const relative = await freshPatient(app, admin, 'Vecāks');
    expect((await api(app).post(`/api/patients/${patient}/relationships`).set('authorization', admin).send({ relative_uuid: relative, type: 1 })).status).toBe(201);
    const linked = (await history(patient)).find((entry) => entry.resource === 'relationships' && entry.action === 'create');
    const [{ first_name, last_name }] = await sql<{ first_name: string; last_name: string }>(app, 'select first_name, last_name from patient where uuid = ?', [relative]);
    expect(linked).toMatchObject({ details: { values: { relative_uuid: relative, type: 1 } }, labels: { [relative]: `${first_name} ${last_name}` } });
  });
});
