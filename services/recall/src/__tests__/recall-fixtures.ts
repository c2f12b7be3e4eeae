import type { INestApplication } from '@nestjs/common';
import { recallListAnswerSchema, recallSchema, type Recall, type RecallListAnswer, type RecallType } from '@dental/contracts';
import { api, booking, sql, uniqueTag, type DemoFixtures } from '@dental/server-testing';

/**
 * What the recall tests do as a clinic would, through the API: a patient of their own, a
 * procedure treated on the dental card in an appointment, a booking, the list. Appointments go on
 * the Riga branch in a month of 2038 (`month`, one per test file), which no other test file books.
 */
export function recallKit(app: INestApplication, admin: string, fx: DemoFixtures, month: `2038-${string}`) {
  const as = (token = admin) => ({
    get: (path: string, query: Record<string, unknown> = {}) => api(app).get(path).query(query).set('authorization', token).set('content-language', 'en'),
    post: (path: string, body: object) => api(app).post(path).set('authorization', token).set('content-language', 'en').send(body),
    patch: (path: string, body: object) => api(app).patch(path).set('authorization', token).set('content-language', 'en').send(body),
    delete: (path: string, query: Record<string, unknown> = {}) => api(app).delete(path).query(query).set('authorization', token).set('content-language', 'en'),
  });
  const ok = <T>(res: { status: number; body: { data: T } }, status = 200): T => {
    if (res.status !== status) throw new Error(`answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  let slot = 0;
  const patients: string[] = [];

  const kit = {
    as,
    /** The patients this kit made: nobody else's test touches them. */
    patients,
    /** A patient of the test's own, of the Riga branch, with the demo doctor as their doctor. */
    async patient(extra: Record<string, unknown> = {}): Promise<{ uuid: string; first_name: string; last_name: string }> {
      const made = ok<{ uuid: string; first_name: string; last_name: string }>(
        await as().post('/api/patients', { first_name: 'Atgādinājums', last_name: `Tests ${uniqueTag('letters')}`, phone: '+371 2000 0000', branch_uuids: [fx.branch], doctor_uuid: fx.doctor, ...extra }),
        201,
      );
      patients.push(made.uuid);
      return made;
    },
    /** The demo company's live services by sku. */
    async services(): Promise<Record<string, string>> {
      const rows = await sql<{ uuid: string; sku: string }>(app, `select s.uuid, s.sku from service s join company c on c.id = s.company_id where c.slug = 'demo' and s.deleted_at is null`);
      return Object.fromEntries(rows.map((row) => [row.sku, row.uuid]));
    },
    /** The demo company's recall type named so in English. */
    async type(en: string): Promise<RecallType> {
      const types = ok<RecallType[]>(await as().get('/api/settings/recall-types', { per_page: 200 }));
      const found = types.find((type) => type.name.en === en);
      if (!found) throw new Error(`no recall type ${en}`);
      return found;
    },
    /** Books the patient on the next free half hour of the kit's month (status 1, planned). */
    async book(patient: string, service: string | null): Promise<{ uuid: string; version: number; time_from: string }> {
      const index = slot++;
      const day = `${month}-${String(1 + Math.floor(index / 16)).padStart(2, '0')}`;
      const minutes = 8 * 60 + (index % 16) * 30;
      const time = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      const body = booking(fx, day, time(minutes), time(minutes + 30), { patient_uuid: patient, service_uuid: service });
      return ok(await as().post('/api/calendar/appointments', body), 201);
    },
    /**
     * Treats `service` on the patient's card in an appointment of theirs (put in the room directly:
     * starting is allowed on the appointment's own day only). Answers the treated card item.
     */
    async treat(patient: string, service: string): Promise<{ item: string; appointment: string }> {
      const [caries] = await sql<{ uuid: string }>(app, `select s.uuid from tooth_status s join company c on c.id = s.company_id where c.slug = 'demo' and s.name = 'Kariess'`);
      const card = `/api/patients/${patient}`;
      const plan = ok<{ uuid: string }>(await as().post(`${card}/treatment-plans`, { name: 'Higiēna' }), 201).uuid;
      const item = ok<{ uuid: string }>(await as().post(`${card}/tooth-map/items`, { tooth: 16, surfaces: ['occlusal'], tooth_status_uuid: caries.uuid, stage: 'diagnosed' }), 201).uuid;
      ok(await as().post(`${card}/tooth-map/items/${item}/plan`, { service_uuid: service, plan_uuid: plan }));
      const appointment = await kit.book(patient, service);
      await sql(app, 'update appointment set status = 7 where uuid = ?', [appointment.uuid]);
      ok(await as().post(`${card}/tooth-map/items/${item}/treat`, { appointment_uuid: appointment.uuid }));
      return { item, appointment: appointment.uuid };
    },
    async invalidate(patient: string, item: string): Promise<void> {
      ok(await as().post(`/api/patients/${patient}/tooth-map/items/${item}/invalidate`, { reason: 'Ierakstīts kļūdaini' }));
    },
    /** The list's answer, checked against the contract. */
    async list(query: Record<string, unknown>, token = admin): Promise<RecallListAnswer> {
      const res = await as(token).get('/api/recalls', query);
      if (res.status !== 200) throw new Error(`GET /api/recalls answered ${res.status}: ${JSON.stringify(res.body)}`);
      return recallListAnswerSchema.parse(res.body);
    },
    /** The patient's recall of the type, or undefined when they have none. */
    async recallOf(patient: string, type: string): Promise<Recall | undefined> {
      return (await kit.list({ patient_uuid: patient, type_uuid: type })).data[0];
    },
    async setByHand(patient: string, type: string, due_date: string, reason = 'Pēdējā higiēna citā klīnikā'): Promise<Recall> {
      return recallSchema.parse(ok(await as().post('/api/recalls', { patient_uuid: patient, type_uuid: type, due_date, reason }), 201));
    },
  };
  return kit;
}

export type RecallKit = ReturnType<typeof recallKit>;
