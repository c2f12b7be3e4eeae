import type { INestApplication } from '@nestjs/common';
import { hash } from '@node-rs/argon2';
import { randomUUID } from 'node:crypto';
import { staffListSchema, type StaffMember } from '@dental/contracts';
import { api as apiOf, createTestApp, signIn, sql as sqlOf, uniqueTag as tag } from '@dental/server-testing';

let app: INestApplication;
const api = () => apiOf(app);
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => sqlOf<T>(app, query, params);

interface Clinic {
  token: string;
  doctor: string;
  assistant: string;
  disabled: string;
  deleted: string;
  branch: string;
}

/**
 * A company of its own: a receptionist holding no permission at all (only signed in), an active
 * doctor (two specialities, one branch), an assistant, a disabled doctor and a deleted one.
 */
async function clinic(): Promise<Clinic> {
  const slug = `s${tag()}`;
  const [{ id }] = await sql<{ id: number }>(`insert into company (name, slug) values (?, ?) returning id`, [`Staff ${slug}`, slug]);
  const department = randomUUID();
  const branch = randomUUID();
  await sql(`insert into department (uuid, company_id, name) values (?, ?, 'Klīnika')`, [department, id]);
  await sql(`insert into branch (uuid, company_id, department_uuid, name) values (?, ?, ?, 'Centrs')`, [branch, id, department]);
  const positions: Record<number, string> = {};
  for (const type of [1, 2, 3]) {
    positions[type] = randomUUID();
    await sql(`insert into position (uuid, company_id, name, type, permissions) values (?, ?, ?, ?, '{}'::text[])`, [positions[type], id, `P${type}`, type]);
  }
  const [surgery, ortho] = [randomUUID(), randomUUID()];
  await sql(`insert into speciality (uuid, company_id, name) values (?, ?, 'Ķirurģija'), (?, ?, 'Ortodontija')`, [surgery, id, ortho, id]);

  async function user(first: string, last: string, type: number, extra: { status?: number; deleted?: boolean; color?: string } = {}) {
    const uuid = randomUUID();
    const username = `${slug}_${tag()}`;
    await sql(
      `insert into "user" (uuid, company_id, username, password_hash, first_name, last_name, user_status, color, deleted_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [uuid, id, username, await hash(username), first, last, extra.status ?? 1, extra.color ?? null, extra.deleted ? new Date() : null],
    );
    await sql(`insert into user_positions (user_uuid, position_uuid) values (?, ?)`, [uuid, positions[type]]);
    return { uuid, username };
  }
  const desk = await user('Ilze', 'Zariņa', 3);
  const doctor = await user('Jānis', 'Bērziņš', 1, { color: '#1a73e8' });
  await sql(`insert into user_specialities (user_uuid, speciality_uuid) values (?, ?), (?, ?)`, [doctor.uuid, surgery, doctor.uuid, ortho]);
  await sql(`insert into user_branches (user_uuid, branch_uuid) values (?, ?)`, [doctor.uuid, branch]);
  const assistant = await user('Anna', 'Avotiņa', 2);
  const disabled = await user('Pēteris', 'Kalns', 1, { status: 0 });
  const deleted = await user('Roberts', 'Liepa', 1, { deleted: true });
  return { token: await signIn(app, desk.username), doctor: doctor.uuid, assistant: assistant.uuid, disabled: disabled.uuid, deleted: deleted.uuid, branch };
}

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('GET /api/meta/staff', () => {
  it('lists the active staff of the own company to a user without user_view, with what pickers need and no contact data', async () => {
    const c = await clinic();
    const answer = await api().get('/api/meta/staff').set('authorization', c.token);
    expect(answer.status).toBe(200);
    const { data } = staffListSchema.parse(answer.body);
    const uuids = data.map((member) => member.uuid);
    expect(uuids).toContain(c.doctor);
    expect(uuids).toContain(c.assistant);
    // Disabled and deleted users cannot be picked.
    expect(uuids).not.toContain(c.disabled);
    expect(uuids).not.toContain(c.deleted);
    // Name order (last name, then first name).
    expect(data.map((member) => member.last_name)).toEqual(['Avotiņa', 'Bērziņš', 'Zariņa']);
    const doctor = data.find((member) => member.uuid === c.doctor) as StaffMember;
    expect(doctor).toEqual({
      uuid: c.doctor,
      first_name: 'Jānis',
      last_name: 'Bērziņš',
      color: '#1a73e8',
      position_types: [1],
      specialities: ['Ķirurģija', 'Ortodontija'],
      branch_uuids: [c.branch],
      // The booking panel's duration when a service has no time of its own (issue 15).
      default_duration: 30,
    });
    expect(data.find((member) => member.uuid === c.assistant)?.position_types).toEqual([2]);
    expect(Object.keys(answer.body.data[0]).sort()).toEqual(['branch_uuids', 'color', 'default_duration', 'first_name', 'last_name', 'position_types', 'specialities', 'uuid']);
  });

  it('never shows another company’s staff', async () => {
    const c = await clinic();
    const demo = await api().get('/api/meta/staff').set('authorization', await signIn(app, 'admin'));
    expect(demo.status).toBe(200);
    expect(demo.body.data.length).toBeGreaterThan(0);
    expect(demo.body.data.map((member: StaffMember) => member.uuid)).not.toContain(c.doctor);
  });

  it('needs a signed-in user', async () => {
    expect((await api().get('/api/meta/staff')).status).toBe(401);
  });
});
