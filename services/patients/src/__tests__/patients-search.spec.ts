import type { INestApplication } from '@nestjs/common';
import { pagedEnvelope, patientListItemSchema } from '@dental/contracts';
import { api, createTestApp, signIn, uniqueTag } from '@dental/server-testing';
import { createPatient, freshPersonalCode, only } from './patients-test-kit.js';

const listSchema = pagedEnvelope(patientListItemSchema);

describe('patient list: search, filters, paging', () => {
  let app: INestApplication;
  let admin: string;
  const tag = uniqueTag('letters');
  let bērziņšUuid: string;
  /** Ģirts Bērziņš's personal code (born 1975-11-16, as the spec's example code). */
  let code: string;

  const search = async (query: Record<string, string | number>) => {
    const res = await api(app).get('/api/patients').query(query).set('authorization', admin);
    expect(res.status).toBe(200);
    return listSchema.parse(res.body);
  };
  const uuidsFor = async (text: string) => (await search({ search: text })).data.map((patient) => patient.uuid);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signIn(app, 'admin');
    code = await freshPersonalCode(app, '1975-11-16');
    const created = await createPatient(app, admin, {
      first_name: `Ģirts${tag}`,
      last_name: `Bērziņš${tag}`,
      personal_code: code,
      phone: '+371 2912 3456',
      phone2: '+371 6700 1122',
      email: `girts.${tag}@inbox.lv`,
      client_card: `KK-${tag}`,
      dob: '1975-11-16',
    });
    bērziņšUuid = created.data.uuid;
    await createPatient(app, admin, { first_name: `Žanete${tag}`, last_name: `Ķēniņa${tag}`, status: 2 });
  });
  afterAll(() => app.close());

  it('finds "Bērziņš" by "berzins" and by the upper-case accented spelling', async () => {
    expect(await uuidsFor(`berzins${tag}`)).toEqual([bērziņšUuid]);
    expect(await uuidsFor(`BĒRZIŅŠ${tag}`)).toEqual([bērziņšUuid]);
    expect(await uuidsFor(`girts${tag}`)).toEqual([bērziņšUuid]);
  });

  it('folds every Latvian letter: ā č ē ģ ī ķ ļ ņ š ū ž', async () => {
    const letters = await createPatient(app, admin, { first_name: `Āčēģīķļņšūž${tag}`, last_name: 'Burtiņš' });
    expect(await uuidsFor(`acegiklnsuz${tag}`)).toEqual([letters.data.uuid]);
    expect(await uuidsFor(`ĀČĒĢĪĶĻŅŠŪŽ${tag}`)).toEqual([letters.data.uuid]);
    expect(await uuidsFor(`kenina${tag} zanete${tag}`)).toHaveLength(1);
  });

  it('matches every word typed, in any order', async () => {
    expect(await uuidsFor(`berzins${tag} girts${tag}`)).toEqual([bērziņšUuid]);
    expect(await uuidsFor(`girts${tag} berzins${tag}`)).toEqual([bērziņšUuid]);
    expect(await uuidsFor(`girts${tag} kenina${tag}`)).toEqual([]);
  });

  it('finds by phone typed with or without +371 and spaces, and by the second phone', async () => {
    for (const typed of ['+371 2912 3456', '29123456', '2912 3456', '+37129123456']) {
      expect(await uuidsFor(typed)).toContain(bērziņšUuid);
    }
    expect(await uuidsFor('67001122')).toContain(bērziņšUuid);
  });

  it('finds by personal code with or without the hyphen, by client card and by e-mail', async () => {
    expect(await uuidsFor(code)).toContain(bērziņšUuid);
    expect(await uuidsFor(code.replace('-', ''))).toContain(bērziņšUuid);
    expect(await uuidsFor(`KK-${tag}`)).toEqual([bērziņšUuid]);
    expect(await uuidsFor(`girts.${tag}@inbox.lv`)).toEqual([bērziņšUuid]);
  });

  it('treats % and _ as plain characters', async () => {
    expect(await uuidsFor(`%${tag}`)).toEqual([]);
    expect(await uuidsFor(`berzins${tag}_`)).toEqual([]);
  });

  it('filters by status, doctor and branch', async () => {
    expect((await search({ search: tag, status: 2 })).data.map((p) => p.first_name)).toEqual([`Žanete${tag}`]);
    const users = (await api(app).get('/api/settings/users').set('authorization', admin)).body.data as { uuid: string; username: string }[];
    const doctor = only(users, 'username', 'doctor');
    const branches = (await api(app).get('/api/settings/branches').set('authorization', admin)).body.data as { uuid: string; name: string }[];
    const jurmala = only(branches, 'name', 'Jūrmala');
    const riga = only(branches, 'name', 'Rīgas centrs');
    const linked = await createPatient(app, admin, {
      first_name: `Filtrs${tag}`,
      last_name: 'Doktors',
      doctor_uuid: doctor.uuid,
      branch_uuids: [jurmala.uuid],
    });
    expect((await search({ search: `filtrs${tag}`, doctor_uuid: doctor.uuid })).data.map((p) => p.uuid)).toEqual([linked.data.uuid]);
    expect((await search({ search: `filtrs${tag}`, branch_uuid: jurmala.uuid })).data.map((p) => p.uuid)).toEqual([linked.data.uuid]);
    expect((await search({ search: `filtrs${tag}`, branch_uuid: riga.uuid })).data).toEqual([]);
    const byDoctor = await search({ doctor_uuid: doctor.uuid, per_page: 200 });
    expect(byDoctor.data.every((patient) => patient.doctor?.uuid === doctor.uuid)).toBe(true);
  });

  it('pages with a total and sorts by last name (accents folded), both ways', async () => {
    const first = await search({ per_page: 10, page: 1 });
    const second = await search({ per_page: 10, page: 2 });
    expect(first.meta.total).toBeGreaterThanOrEqual(300);
    expect(first.meta).toMatchObject({ page: 1, per_page: 10 });
    expect(first.data).toHaveLength(10);
    expect(second.data.map((p) => p.uuid)).not.toContain(first.data[0].uuid);
    const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
    const names = first.data.map((p) => fold(`${p.last_name} ${p.first_name}`));
    expect(names).toEqual([...names].sort());
    const desc = await search({ per_page: 10, order: 'desc' });
    const descNames = desc.data.map((p) => fold(`${p.last_name} ${p.first_name}`));
    expect(descNames).toEqual([...descNames].sort().reverse());
    const byDob = await search({ per_page: 20, sort: 'dob' });
    const dobs = byDob.data.map((p) => p.dob).filter(Boolean) as string[];
    expect(dobs).toEqual([...dobs].sort());
  });

  it('a search answers its total on every page, past the last one too', async () => {
    const all = await search({ search: tag, per_page: 2 });
    expect(all.meta.total).toBeGreaterThanOrEqual(3);
    const second = await search({ search: tag, per_page: 2, page: 2 });
    expect(second.meta.total).toBe(all.meta.total);
    expect(second.data.map((p) => p.uuid)).not.toContain(all.data[0].uuid);
    const beyond = await search({ search: tag, per_page: 2, page: 50 });
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(all.meta.total);
  });

  it('refuses unknown sorts and filters with 400', async () => {
    const res = await api(app).get('/api/patients').query({ sort: 'password' }).set('authorization', admin);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('sort');
    const unknown = await api(app).get('/api/patients').query({ company_id: 2 }).set('authorization', admin);
    expect(unknown.status).toBe(400);
  });

  it("never lists another company's patients", async () => {
    const other = await signIn(app, 'other');
    const res = await api(app).get('/api/patients').query({ search: `berzins${tag}` }).set('authorization', other);
    expect(res.body.data).toEqual([]);
    const all = await api(app).get('/api/patients').query({ per_page: 200 }).set('authorization', other);
    expect(all.body.meta.total).toBeLessThan(20);
  });
});
