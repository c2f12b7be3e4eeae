import type { INestApplication } from '@nestjs/common';
import { extractText, getDocumentProxy } from 'unpdf';
import { perioExamAnswerSchema, perioExamListAnswerSchema, type PerioExam } from '@dental/contracts';
import { perioSequence } from '@dental/domain-teeth';
import { api, bookingSetup, createCompany, createProbeUser, sql } from '@dental/server-testing';
import { freshPatient } from './dental-card-fixtures.js';

const LOCKED = 'This perio exam is signed off and can no longer be changed';

const perioApi = (app: INestApplication, token: string, patient: string) => {
  const path = `/api/patients/${patient}/perio-exams`;
  const send = <T extends { set: (k: string, v: string) => T }>(req: T) => req.set('authorization', token).set('content-language', 'en');
  return {
    list: () => send(api(app).get(path)),
    create: (body: object = {}) => send(api(app).post(path)).send(body),
    get: (exam: string, compareTo?: string) => send(api(app).get(`${path}/${exam}`)).query(compareTo ? { compare_to: compareTo } : {}),
    edit: (exam: string, body: object) => send(api(app).patch(`${path}/${exam}`)).send(body),
    remove: (exam: string) => send(api(app).delete(`${path}/${exam}`)),
    pdf: (exam: string) => send(api(app).get(`${path}/${exam}/pdf`)).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }),
  };
};

const exam = (res: { body: unknown }): PerioExam => perioExamAnswerSchema.parse(res.body).data;
const rowOf = (app: INestApplication, uuid: string) => sql(app, 'select sites, teeth, version, signed_off_at, deleted_at from perio_exam where uuid = ?', [uuid]);

/**
 * The periodontal chart through the real API and Postgres: a whole mouth in one PATCH, CAL
 * computed, the summary, missing teeth and implants from the tooth map, the lock after sign-off,
 * the comparison of two exams, the PDF, validation naming the field, permissions and companies
 * (each refused call re-reads that nothing changed).
 */
describe('dental card: perio exams', () => {
  let app: INestApplication;
  let admin: string;
  let statuses: { missing: string; implant: string };

  beforeAll(async () => {
    ({ app, admin } = await bookingSetup());
    const rows = await sql<{ uuid: string; name: string }>(
      app,
      `select s.uuid, s.name from tooth_status s join company c on c.id = s.company_id where c.slug = 'demo' and s.name in ('Trūkstošs zobs', 'Implants')`,
    );
    const uuidOf = (name: string) => rows.find((r) => r.name === name)?.uuid ?? '';
    statuses = { missing: uuidOf('Trūkstošs zobs'), implant: uuidOf('Implants') };
  });
  afterAll(() => app.close());

  it('charts a whole mouth in one request and answers the whole exam with CAL computed and the summary', async () => {
    const patient = await freshPatient(app, admin, 'Perio');
    const perio = perioApi(app, admin, patient);
    const created = await perio.create({ note: 'Pirmreizējā' });
    expect(created.status).toBe(201);
    const fresh = exam(created);
    expect(fresh.teeth).toHaveLength(32);
    expect(fresh.sites).toEqual([]);
    // Every site 3 mm, margin 0; 16 buccal 5 mm with 2 mm recession, bleeding; 26 distobuccal 6 mm with plaque.
    const sites = perioSequence().map((step) => ({ ...step, probing_depth: 3, gingival_margin: 0 }));
    const patched = await perio.edit(fresh.uuid, {
      version: fresh.version,
      sites: [
        ...sites,
        { tooth: 16, site: 'buccal', probing_depth: 5, gingival_margin: -2, bleeding: true },
        { tooth: 26, site: 'distobuccal', probing_depth: 6, plaque: true, suppuration: true },
      ],
      teeth: [
        { tooth: 16, mobility: 1, furcation: { buccal: 2, mesial: 1 } },
        { tooth: 31, mobility: 3 },
      ],
    });
    expect(patched.status).toBe(200);
    const whole = exam(patched);
    expect(whole.sites).toHaveLength(192);
    expect(whole.sites.find((s) => s.tooth === 16 && s.site === 'buccal')).toEqual({
      tooth: 16,
      site: 'buccal',
      probing_depth: 5,
      gingival_margin: -2,
      clinical_attachment_level: 7,
      bleeding: true,
      suppuration: false,
      plaque: false,
    });
    expect(whole.sites.find((s) => s.tooth === 26 && s.site === 'distobuccal')).toMatchObject({ probing_depth: 6, gingival_margin: 0, clinical_attachment_level: 6, plaque: true, suppuration: true });
    expect(whole.sites[0]).toMatchObject({ tooth: 18, site: 'distobuccal' });
    expect(whole.teeth.find((t) => t.tooth === 16)).toEqual({ tooth: 16, missing: false, implant: false, mobility: 1, furcation: { buccal: 2, mesial: 1 } });
    expect(whole.teeth.find((t) => t.tooth === 31)).toMatchObject({ mobility: 3, furcation: {} });
    // 192 sites: 1 bleeding, 1 plaque; two >= 4 mm, one >= 6 mm; CAL 190 x 3 + 7 + 6 = 583.
    expect(whole.summary).toEqual({ sites: 192, bleeding_percent: 0.5, plaque_percent: 0.5, sites_4mm: 2, sites_6mm: 1, mean_cal: 3 });
    expect(whole.version).toBe(fresh.version + 1);
    // A stale version changes nothing.
    expect((await perio.edit(fresh.uuid, { version: fresh.version, sites: [{ tooth: 11, site: 'buccal', probing_depth: 9 }] })).status).toBe(409);
    expect(exam(await perio.get(fresh.uuid)).sites.find((s) => s.tooth === 11 && s.site === 'buccal')?.probing_depth).toBe(3);
    const listed = perioExamListAnswerSchema.parse((await perio.list()).body).data;
    expect(listed.map((e) => [e.uuid, e.note, e.summary.sites])).toEqual([[fresh.uuid, 'Pirmreizējā', 192]]);
  });

  it('takes missing teeth and implants from the tooth map and leaves missing ones out of the summary', async () => {
    const patient = await freshPatient(app, admin, 'Perio');
    const card = (path: string, body: object) => api(app).post(`/api/patients/${patient}/tooth-map/${path}`).set('authorization', admin).send(body);
    expect((await card('items', { tooth: 36, surfaces: [], tooth_status_uuid: statuses.missing, stage: 'existing' })).status).toBe(201);
    expect((await card('items', { tooth: 25, surfaces: [], tooth_status_uuid: statuses.implant, stage: 'existing' })).status).toBe(201);
    expect((await api(app).put(`/api/patients/${patient}/tooth-map/teeth/18`).set('authorization', admin).send({ type: 5 })).status).toBe(200);
    const perio = perioApi(app, admin, patient);
    const fresh = exam(await perio.create());
    const answer = exam(await perio.edit(fresh.uuid, { version: fresh.version, sites: [{ tooth: 36, site: 'buccal', probing_depth: 9 }, { tooth: 25, site: 'buccal', probing_depth: 4 }] }));
    const state = (tooth: number) => answer.teeth.find((t) => t.tooth === tooth);
    expect([state(36), state(25), state(18), state(11)].map((t) => [t?.missing, t?.implant])).toEqual([[true, false], [false, true], [true, false], [false, false]]);
    expect(answer.summary).toMatchObject({ sites: 1, sites_4mm: 1, sites_6mm: 0, mean_cal: 4 });
  });

  it('locks a signed-off exam: edits and deletion answer 409 PERIO_EXAM_LOCKED and change nothing', async () => {
    const patient = await freshPatient(app, admin, 'Perio');
    const perio = perioApi(app, admin, patient);
    const fresh = exam(await perio.create());
    const signed = exam(await perio.edit(fresh.uuid, { version: fresh.version, sites: [{ tooth: 11, site: 'buccal', probing_depth: 2 }], signed_off: true }));
    expect(signed.signed_off_at).not.toBeNull();
    expect(signed.signed_off_by).not.toBeNull();
    const before = await rowOf(app, fresh.uuid);
    const edit = await perio.edit(fresh.uuid, { version: signed.version, sites: [{ tooth: 11, site: 'buccal', probing_depth: 8 }] });
    expect([edit.status, edit.body.error.code, edit.body.error.message]).toEqual([409, 'PERIO_EXAM_LOCKED', LOCKED]);
    expect((await perio.edit(fresh.uuid, { version: signed.version, signed_off: true })).status).toBe(409);
    expect((await perio.remove(fresh.uuid)).body.error.code).toBe('PERIO_EXAM_LOCKED');
    expect(await rowOf(app, fresh.uuid)).toEqual(before);
    expect(exam(await perio.get(fresh.uuid)).sites).toEqual([expect.objectContaining({ tooth: 11, site: 'buccal', probing_depth: 2 })]);
  });

  it('deletes an open exam (soft: it leaves the list, the row stays)', async () => {
    const patient = await freshPatient(app, admin, 'Perio');
    const perio = perioApi(app, admin, patient);
    const fresh = exam(await perio.create());
    expect((await perio.remove(fresh.uuid)).status).toBe(204);
    expect((await perio.get(fresh.uuid)).status).toBe(404);
    expect(perioExamListAnswerSchema.parse((await perio.list()).body).data).toEqual([]);
    expect(await sql(app, 'select 1 from perio_exam where uuid = ? and deleted_at is not null', [fresh.uuid])).toHaveLength(1);
  });

  it('compares two exams and marks the sites whose attachment got worse by 2 mm or more', async () => {
    const patient = await freshPatient(app, admin, 'Perio');
    const perio = perioApi(app, admin, patient);
    const first = exam(await perio.create());
    await perio.edit(first.uuid, {
      version: first.version,
      sites: [
        { tooth: 16, site: 'mesiobuccal', probing_depth: 3, gingival_margin: 0 },
        { tooth: 16, site: 'buccal', probing_depth: 3, gingival_margin: 0 },
        { tooth: 21, site: 'lingual', probing_depth: 4, gingival_margin: 0 },
        { tooth: 46, site: 'distobuccal', probing_depth: 5, gingival_margin: 0 },
      ],
      signed_off: true,
    });
    const second = exam(await perio.create());
    await perio.edit(second.uuid, {
      version: second.version,
      sites: [
        // +2 mm deeper: worse; +1: not; same depth but 3 mm recession: CAL +3, worse; better by 2: not.
        { tooth: 16, site: 'mesiobuccal', probing_depth: 5, gingival_margin: 0 },
        { tooth: 16, site: 'buccal', probing_depth: 4, gingival_margin: 0 },
        { tooth: 21, site: 'lingual', probing_depth: 4, gingival_margin: -3 },
        { tooth: 46, site: 'distobuccal', probing_depth: 3, gingival_margin: 0 },
        { tooth: 36, site: 'buccal', probing_depth: 8, gingival_margin: 0 },
      ],
    });
    const compared = exam(await perio.get(second.uuid, first.uuid)).comparison;
    expect(compared?.exam_uuid).toBe(first.uuid);
    expect(compared?.worse).toBe(2);
    expect(compared?.sites.map((s) => [s.tooth, s.site, s.before, s.after, s.worse])).toEqual([
      [16, 'buccal', 3, 4, false],
      [16, 'mesiobuccal', 3, 5, true],
      [21, 'lingual', 4, 7, true],
      [46, 'distobuccal', 5, 3, false],
    ]);
    // Asked the other way round, the earlier exam is still the baseline.
    expect(exam(await perio.get(first.uuid, second.uuid)).comparison?.worse).toBe(2);
    expect(exam(await perio.get(second.uuid)).comparison).toBeNull();
  });

  it('prints the exam as a PDF with the patient, the summary and the sites', async () => {
    const patient = await freshPatient(app, admin, 'Perio');
    const perio = perioApi(app, admin, patient);
    const fresh = exam(await perio.create());
    await perio.edit(fresh.uuid, { version: fresh.version, sites: [{ tooth: 16, site: 'buccal', probing_depth: 5, gingival_margin: -2, bleeding: true }] });
    const res = await perio.pdf(fresh.uuid);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.body as Buffer)), { mergePages: true });
    const [name] = await sql<{ first_name: string; last_name: string }>(app, 'select first_name, last_name from patient where uuid = ?', [patient]);
    expect(text).toContain(`${name.first_name} ${name.last_name}`);
    expect(text).toContain('5/-2/7 B');
  });

  it('refuses values out of range, unknown sites and furcations a tooth has not, naming the field', async () => {
    const patient = await freshPatient(app, admin, 'Perio');
    const perio = perioApi(app, admin, patient);
    const fresh = exam(await perio.create());
    const cases: [object, string][] = [
      [{ sites: [{ tooth: 11, site: 'buccal', probing_depth: 16 }] }, 'sites.0.probing_depth'],
      [{ sites: [{ tooth: 11, site: 'buccal', gingival_margin: -11 }] }, 'sites.0.gingival_margin'],
      [{ sites: [{ tooth: 11, site: 'palatal', probing_depth: 3 }] }, 'sites.0.site'],
      [{ sites: [{ tooth: 55, site: 'buccal', probing_depth: 3 }] }, 'sites.0.tooth'],
      [{ teeth: [{ tooth: 16, mobility: 4 }] }, 'teeth.0.mobility'],
      [{ teeth: [{ tooth: 16, furcation: { buccal: 4 } }] }, 'teeth.0.furcation.buccal'],
      [{ teeth: [{ tooth: 11, furcation: { buccal: 1 } }] }, 'teeth.0.furcation.buccal'],
      [{ sites: 'all' }, 'sites'],
      [{ sites: [] }, 'version'],
    ];
    const before = await rowOf(app, fresh.uuid);
    for (const [body, field] of cases) {
      const res = await perio.edit(fresh.uuid, { version: fresh.version, ...body, ...(field === 'version' ? { version: 'one' } : {}) });
      expect([field, res.status, Object.keys(res.body.error.fields ?? {})]).toEqual([field, 400, [field]]);
      expect(res.body.error.fields[field]).toEqual(expect.any(String));
    }
    const furcation = await perio.edit(fresh.uuid, { version: fresh.version, teeth: [{ tooth: 11, furcation: { buccal: 1 } }] });
    expect(furcation.body.error.fields).toEqual({ 'teeth.0.furcation.buccal': 'This tooth has no such furcation entrance' });
    expect(await rowOf(app, fresh.uuid)).toEqual(before);
    expect((await perio.get(fresh.uuid, 'not-a-uuid')).status).toBe(400);
  });

  it("answers 404 for another company's patient and exam, and changes nothing there", async () => {
    const other = await createCompany(app, ['patients_view', 'patients_add', 'patients_tooth_map_view', 'patients_tooth_map_edit'], 'Perio');
    const theirs = await freshPatient(app, other.user.token, 'Perio');
    const theirExam = exam(await perioApi(app, other.user.token, theirs).create());
    const before = await rowOf(app, theirExam.uuid);
    const mine = perioApi(app, admin, theirs);
    expect((await mine.list()).status).toBe(404);
    expect((await mine.create()).status).toBe(404);
    expect((await mine.get(theirExam.uuid)).status).toBe(404);
    expect((await mine.edit(theirExam.uuid, { version: theirExam.version, sites: [{ tooth: 11, site: 'buccal', probing_depth: 9 }] })).status).toBe(404);
    expect((await mine.remove(theirExam.uuid)).status).toBe(404);
    expect((await mine.pdf(theirExam.uuid)).status).toBe(404);
    expect(await rowOf(app, theirExam.uuid)).toEqual(before);
    expect(await sql(app, 'select 1 from perio_exam where patient_uuid = ?', [theirs])).toHaveLength(1);
  });

  it("needs the tooth map's view permission to read and its edit permission to write; audits both", async () => {
    const patient = await freshPatient(app, admin, 'Perio');
    const fresh = exam(await perioApi(app, admin, patient).create());
    const probe = await createProbeUser(app, ['patients_view']);
    const perio = perioApi(app, probe.token, patient);
    expect((await perio.list()).status).toBe(403);
    expect((await perio.get(fresh.uuid)).status).toBe(403);
    expect((await perio.pdf(fresh.uuid)).status).toBe(403);
    await probe.grant(['patients_view', 'patients_tooth_map_view']);
    expect((await perio.get(fresh.uuid)).status).toBe(200);
    const before = await sql(app, 'select uuid, sites, version, deleted_at from perio_exam where patient_uuid = ? order by uuid', [patient]);
    expect((await perio.create()).status).toBe(403);
    expect((await perio.edit(fresh.uuid, { version: fresh.version, sites: [{ tooth: 11, site: 'buccal', probing_depth: 9 }], signed_off: true })).status).toBe(403);
    expect((await perio.remove(fresh.uuid)).status).toBe(403);
    expect(await sql(app, 'select uuid, sites, version, deleted_at from perio_exam where patient_uuid = ? order by uuid', [patient])).toEqual(before);
    await probe.grant(['patients_view', 'patients_tooth_map_view', 'patients_tooth_map_edit']);
    expect((await perio.edit(fresh.uuid, { version: fresh.version, sites: [{ tooth: 11, site: 'buccal', probing_depth: 4 }] })).status).toBe(200);
    // The refused calls have audit rows of their own (action `refused`, written once the 403 is sent:
    // patients' patients-data-rights-refusals.spec.ts); here, what the user read and wrote.
    const audit = (
      await sql<{ action: string; resource: string }>(app, 'select action, resource from patient_audit where patient_uuid = ? and actor_uuid = ? order by created_at', [patient, probe.uuid])
    ).filter((row) => row.action !== 'refused');
    expect(audit).toEqual([
      { action: 'read', resource: 'perio-exams' },
      { action: 'update', resource: 'perio-exams' },
    ]);
  });
});
