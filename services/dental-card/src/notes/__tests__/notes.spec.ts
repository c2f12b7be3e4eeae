import type { INestApplication } from '@nestjs/common';
import { noteAnswerSchema, noteListAnswerSchema, type Note } from '@dental/contracts';
import { api, bookingSetup, createCompany, createProbeUser, sql, type DemoFixtures } from '@dental/server-testing';
import { appointmentOf, cardApi, cardCatalogue, freshPatient, type CardCatalogue } from '../../__tests__/dental-card-fixtures.js';

/**
 * Clinical notes through the real API and Postgres (issue 25): a note of the card, of a visit and
 * of a procedure; edits with the version read; signing locks it (409 NOTE_LOCKED) and an addendum
 * points at it; permissions, company isolation, the audit trail and a merge.
 */
describe('dental card: clinical notes', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;
  let cat: CardCatalogue;

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
    cat = await cardCatalogue(app);
  });
  afterAll(() => app.close());

  const notesApi = (token: string, patient: string) => {
    const path = `/api/patients/${patient}/notes`;
    const send = <T extends { set: (k: string, v: string) => T }>(req: T) => req.set('authorization', token).set('content-language', 'en');
    return {
      list: (query: object = {}) => send(api(app).get(path).query(query)),
      add: (body: object) => send(api(app).post(path)).send(body),
      edit: (note: string, body: object) => send(api(app).patch(`${path}/${note}`)).send(body),
      sign: (note: string) => send(api(app).post(`${path}/${note}/sign`)).send({}),
    };
  };
  const note = (res: { status: number; body: unknown }): Note => noteAnswerSchema.parse(res.body).data;
  const texts = async (patient: string) => (await sql<{ text: string }>(app, 'select text from clinical_note where patient_uuid = ? order by created_at, uuid', [patient])).map((row) => row.text);

  it('writes notes of the card, a visit and a procedure, listed newest first with their author', async () => {
    const patient = await freshPatient(app, admin, 'Pieraksts');
    const notes = notesApi(admin, patient);
    const visit = await appointmentOf(app, admin, fx, patient, 101, false);
    const item = (await cardApi(app, admin, patient).add({ tooth: 16, surfaces: ['mesial', 'occlusal'], tooth_status_uuid: cat.caries, stage: 'diagnosed' })).body.data.uuid as string;

    const plain = note(await notes.add({ text: 'Sūdzības nav.' }));
    expect(plain).toMatchObject({ text: 'Sūdzības nav.', appointment_uuid: null, item_uuid: null, addendum_to: null, signed_at: null, version: 1 });
    expect(plain.author).toMatchObject({ first_name: expect.any(String), last_name: expect.any(String) });
    const ofVisit = note(await notes.add({ appointment_uuid: visit, item_uuid: item, text: 'Plomba 16 MO.' }));
    expect(ofVisit).toMatchObject({ appointment_uuid: visit, item_uuid: item });

    const all = noteListAnswerSchema.parse((await notes.list()).body).data;
    expect(all.map((n) => n.uuid)).toEqual([ofVisit.uuid, plain.uuid]);
    const visitOnly = noteListAnswerSchema.parse((await notes.list({ appointment_uuid: visit })).body).data;
    expect(visitOnly.map((n) => n.uuid)).toEqual([ofVisit.uuid]);
  });

  it('refuses malformed notes naming the field, and changes nothing', async () => {
    const patient = await freshPatient(app, admin, 'Kļūda');
    const other = await freshPatient(app, admin, 'Cits');
    const notes = notesApi(admin, patient);
    const empty = await notes.add({ text: '   ' });
    expect([empty.status, Object.keys(empty.body.error.fields)]).toEqual([400, ['text']]);
    const foreignVisit = await appointmentOf(app, admin, fx, other, 102, false);
    const wrongVisit = await notes.add({ text: 'x', appointment_uuid: foreignVisit });
    expect([wrongVisit.status, Object.keys(wrongVisit.body.error.fields)]).toEqual([400, ['appointment_uuid']]);
    const foreignItem = (await cardApi(app, admin, other).add({ tooth: 26, surfaces: [], tooth_status_uuid: cat.crown, stage: 'diagnosed' })).body.data.uuid as string;
    const wrongItem = await notes.add({ text: 'x', item_uuid: foreignItem });
    expect([wrongItem.status, Object.keys(wrongItem.body.error.fields)]).toEqual([400, ['item_uuid']]);
    const notUuid = await notes.add({ text: 'x', item_uuid: 'tooth-16' });
    expect([notUuid.status, Object.keys(notUuid.body.error.fields)]).toEqual([400, ['item_uuid']]);
    expect(await texts(patient)).toEqual([]);
  });

  it('edits an unsigned note with the version read; a stale version is 409', async () => {
    const patient = await freshPatient(app, admin, 'Labots');
    const notes = notesApi(admin, patient);
    const first = note(await notes.add({ text: 'Pirmais teksts' }));
    const edited = note(await notes.edit(first.uuid, { text: 'Labots teksts', version: first.version }));
    expect(edited).toMatchObject({ text: 'Labots teksts', version: first.version + 1 });
    const stale = await notes.edit(first.uuid, { text: 'Vecs skats', version: first.version });
    expect([stale.status, stale.body.error.code]).toEqual([409, 'VERSION_CONFLICT']);
    const noVersion = await notes.edit(first.uuid, { text: 'Bez versijas' });
    expect([noVersion.status, Object.keys(noVersion.body.error.fields)]).toEqual([400, ['version']]);
    expect(await texts(patient)).toEqual(['Labots teksts']);
  });

  it('locks a signed note (409 NOTE_LOCKED) and takes an addendum pointing at it', async () => {
    const patient = await freshPatient(app, admin, 'Parakstīts');
    const notes = notesApi(admin, patient);
    const visit = await appointmentOf(app, admin, fx, patient, 103, false);
    const draft = note(await notes.add({ appointment_uuid: visit, text: 'Ārstēšana pabeigta.' }));
    // An addendum is only for a signed note: an unsigned one is edited in place.
    const early = await notes.add({ addendum_to: draft.uuid, text: 'Par agru' });
    expect([early.status, early.body.error.fields]).toEqual([400, { addendum_to: expect.any(String) }]);

    const signed = note(await notes.sign(draft.uuid));
    expect(signed.signed_at).not.toBeNull();
    expect(signed.signed_by?.uuid).toBe(signed.author?.uuid);
    const locked = await notes.edit(draft.uuid, { text: 'Pārrakstīts', version: signed.version });
    expect([locked.status, locked.body.error.code]).toEqual([409, 'NOTE_LOCKED']);
    expect(locked.body.error.message).toMatch(/signed/);
    const again = await notes.sign(draft.uuid);
    expect([again.status, again.body.error.code]).toEqual([409, 'NOTE_LOCKED']);

    const addendum = note(await notes.add({ addendum_to: draft.uuid, text: 'Pacients zvanīja: sāpju nav.' }));
    expect(addendum).toMatchObject({ addendum_to: draft.uuid, appointment_uuid: visit, signed_at: null });
    expect(await texts(patient)).toEqual(['Ārstēšana pabeigta.', 'Pacients zvanīja: sāpju nav.']);
  });

  it('reads with patients_tooth_map_view and writes with patients_tooth_map_edit; 403 changes nothing', async () => {
    const patient = await freshPatient(app, admin, 'Atļauja');
    const first = note(await notesApi(admin, patient).add({ text: 'Oriģināls' }));
    const probe = await createProbeUser(app, ['patients_view']);
    const notes = notesApi(probe.token, patient);
    expect((await notes.list()).status).toBe(403);
    await probe.grant(['patients_view', 'patients_tooth_map_view']);
    expect((await notes.list()).status).toBe(200);
    expect((await notes.add({ text: 'Neatļauts' })).status).toBe(403);
    expect((await notes.edit(first.uuid, { text: 'Neatļauts', version: first.version })).status).toBe(403);
    expect((await notes.sign(first.uuid)).status).toBe(403);
    const [row] = await sql<{ text: string; version: number; signed: boolean }>(app, 'select text, version, signed_at is not null as signed from clinical_note where patient_uuid = ?', [patient]);
    expect(row).toEqual({ text: 'Oriģināls', version: first.version, signed: false });
    expect(await texts(patient)).toEqual(['Oriģināls']);
  });

  it("answers 404 for another company's patient and note, and changes nothing there", async () => {
    const other = await createCompany(app, ['patients_view', 'patients_add', 'patients_tooth_map_view', 'patients_tooth_map_edit'], 'Notes');
    const theirs = await freshPatient(app, other.user.token);
    const theirNote = note(await notesApi(other.user.token, theirs).add({ text: 'Citas klīnikas' }));
    const mine = notesApi(admin, theirs);
    expect((await mine.list()).status).toBe(404);
    expect((await mine.add({ text: 'Svešs' })).status).toBe(404);
    expect((await mine.edit(theirNote.uuid, { text: 'Svešs', version: theirNote.version })).status).toBe(404);
    expect((await mine.sign(theirNote.uuid)).status).toBe(404);
    // Their note through one of my own patients is not found either.
    const own = await freshPatient(app, admin);
    expect((await notesApi(admin, own).edit(theirNote.uuid, { text: 'Svešs', version: theirNote.version })).status).toBe(404);
    const [row] = await sql<{ text: string; signed: boolean }>(app, 'select text, signed_at is not null as signed from clinical_note where uuid = ?', [theirNote.uuid]);
    expect(row).toEqual({ text: 'Citas klīnikas', signed: false });
    expect(await texts(theirs)).toEqual(['Citas klīnikas']);
  });

  it("audits every read and write in the patient's trail", async () => {
    const patient = await freshPatient(app, admin, 'Audits');
    const notes = notesApi(admin, patient);
    const written = note(await notes.add({ text: 'Audita pieraksts' }));
    await notes.list();
    await notes.edit(written.uuid, { text: 'Audita pieraksts 2', version: written.version });
    await notes.sign(written.uuid);
    const rows = await sql<{ action: string; resource: string; details: Record<string, unknown> | null }>(
      app,
      `select action, resource, details from patient_audit where patient_uuid = ? and resource like 'notes%' order by created_at`,
      [patient],
    );
    expect(rows.map((row) => `${row.action} ${row.resource}`)).toEqual(['create notes', 'read notes', 'update notes', 'update notes/sign']);
    expect(rows[0].details).toMatchObject({ fields: ['text'], created: written.uuid });
    expect(rows[2].details).toMatchObject({ note_uuid: written.uuid });
  });

  it("moves a merged patient's notes to the kept card", async () => {
    const kept = await freshPatient(app, admin, 'Paliek');
    const duplicate = await freshPatient(app, admin, 'Dublikāts');
    const written = note(await notesApi(admin, duplicate).add({ text: 'Dublikāta pieraksts' }));
    const [{ version }] = await sql<{ version: number }>(app, 'select version from patient where uuid = ?', [duplicate]);
    const merged = await api(app).post(`/api/patients/${duplicate}/merge`).set('authorization', admin).send({ into_uuid: kept, version });
    expect(merged.status).toBe(200);
    const list = noteListAnswerSchema.parse((await notesApi(admin, kept).list()).body).data;
    expect(list.map((n) => [n.uuid, n.text])).toEqual([[written.uuid, 'Dublikāta pieraksts']]);
  });
});
