import type { INestApplication } from '@nestjs/common';
import { noteTemplateSchema, pagedEnvelope } from '@dental/contracts';
import { api, bookingSetup, createCompany, createProbeUser, sql } from '@dental/server-testing';

const listSchema = pagedEnvelope(noteTemplateSchema);

/** Note templates under the settings (issue 25): CRUD with versions, soft delete, permissions, isolation. */
describe('dental card: note templates', () => {
  let app: INestApplication;
  let admin: string;

  beforeAll(async () => {
    ({ app, admin } = await bookingSetup());
  });
  afterAll(() => app.close());

  const templates = (token: string) => {
    const send = <T extends { set: (k: string, v: string) => T }>(req: T) => req.set('authorization', token).set('content-language', 'en');
    return {
      list: (query: object = {}) => send(api(app).get('/api/settings/note-templates').query(query)),
      get: (uuid: string) => send(api(app).get(`/api/settings/note-templates/${uuid}`)),
      add: (body: object) => send(api(app).post('/api/settings/note-templates')).send(body),
      edit: (uuid: string, body: object) => send(api(app).patch(`/api/settings/note-templates/${uuid}`)).send(body),
      remove: (uuid: string, version?: number) => send(api(app).delete(`/api/settings/note-templates/${uuid}`).query(version ? { version } : {})),
    };
  };
  const stored = (uuid: string) => sql<{ name: string; text: string; version: number; deleted: boolean }>(app, 'select name, text, version, deleted_at is not null as deleted from note_template where uuid = ?', [uuid]);

  it('creates, reads, searches, edits with the version read and soft-deletes a template', async () => {
    const mine = templates(admin);
    const text = 'Pacients {patient.full_name}: plomba zobam {tooth}, {date}. Ārsts {doctor.full_name}.';
    const made = await mine.add({ name: 'Plombēšana 2033', text });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ name: 'Plombēšana 2033', text, version: 1 });
    const uuid = made.body.data.uuid as string;
    expect((await mine.get(uuid)).body.data.text).toBe(text);
    const found = listSchema.parse((await mine.list({ search: 'plombēšana 2033' })).body);
    expect(found.data.map((row) => row.uuid)).toEqual([uuid]);

    const edited = await mine.edit(uuid, { name: 'Plombēšana (2033)', version: 1 });
    expect(edited.body.data).toMatchObject({ name: 'Plombēšana (2033)', text, version: 2 });
    const stale = await mine.edit(uuid, { name: 'Vecs', version: 1 });
    expect([stale.status, stale.body.error.code]).toEqual([409, 'VERSION_CONFLICT']);
    for (const sort of ['text', '__proto__', 'constructor']) {
      const refused = await mine.list({ sort });
      expect([refused.status, Object.keys(refused.body.error.fields)]).toEqual([400, ['sort']]);
    }
    const blank = await mine.add({ name: '', text: 'x' });
    expect([blank.status, Object.keys(blank.body.error.fields)]).toEqual([400, ['name']]);

    expect((await mine.remove(uuid, 1)).status).toBe(409);
    expect((await mine.remove(uuid, 2)).status).toBe(204);
    expect((await mine.get(uuid)).status).toBe(404);
    expect(listSchema.parse((await mine.list({ search: 'plombēšana (2033)' })).body).data).toEqual([]);
    expect(await stored(uuid)).toEqual([{ name: 'Plombēšana (2033)', text, version: 3, deleted: true }]);
  });

  it('is read with patients_tooth_map_view and written with note_template_edit only (403 changes nothing)', async () => {
    const made = (await templates(admin).add({ name: 'Atļaujas 2033', text: 'Teksts' })).body.data as { uuid: string };
    const probe = await createProbeUser(app, ['patients_view']);
    const theirs = templates(probe.token);
    expect((await theirs.list()).status).toBe(403);
    await probe.grant(['patients_view', 'patients_tooth_map_view', 'patients_tooth_map_edit']);
    expect((await theirs.get(made.uuid)).status).toBe(200);
    expect((await theirs.add({ name: 'Neatļauts', text: 'x' })).status).toBe(403);
    expect((await theirs.edit(made.uuid, { name: 'Neatļauts', version: 1 })).status).toBe(403);
    expect((await theirs.remove(made.uuid, 1)).status).toBe(403);
    expect(await stored(made.uuid)).toEqual([{ name: 'Atļaujas 2033', text: 'Teksts', version: 1, deleted: false }]);
    expect(await sql(app, `select 1 from note_template where name = 'Neatļauts'`)).toEqual([]);
  });

  it("answers 404 for another company's template and changes nothing", async () => {
    const other = await createCompany(app, ['patients_tooth_map_view', 'note_template_edit'], 'Templates');
    const theirs = (await templates(other.user.token).add({ name: 'Cita klīnika', text: 'Svešs' })).body.data as { uuid: string };
    const mine = templates(admin);
    expect((await mine.get(theirs.uuid)).status).toBe(404);
    expect((await mine.edit(theirs.uuid, { name: 'Mans', version: 1 })).status).toBe(404);
    expect((await mine.remove(theirs.uuid, 1)).status).toBe(404);
    expect(listSchema.parse((await mine.list({ search: 'Cita klīnika' })).body).data).toEqual([]);
    expect(await stored(theirs.uuid)).toEqual([{ name: 'Cita klīnika', text: 'Svešs', version: 1, deleted: false }]);
  });
});
