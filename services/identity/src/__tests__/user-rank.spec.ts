import type { INestApplication } from '@nestjs/common';
import { api as apiOf, createProbeUser, createTestApp, signIn, sql, type ProbeUser } from '@dental/server-testing';

/**
 * A user acts on another user only when the other's permissions are a subset of their own, and
 * only an admin touches an admin (docs/decisions.md). Each refusal is re-read: nothing changed.
 */
let app: INestApplication;
let manager: string;
let admin: string;
let adminUuid: string;
let adminPositionUuid: string;

const api = () => apiOf(app);

interface UserRow {
  password_hash: string;
  user_status: number;
  deleted_at: Date | null;
  first_name: string;
  version: number;
}
const userRow = async (uuid: string) =>
  (await sql<UserRow>(app, `select password_hash, user_status, deleted_at, first_name, version from "user" where uuid = ?`, [uuid]))[0];

beforeAll(async () => {
  app = await createTestApp();
  [manager, admin] = await Promise.all([signIn(app, 'manager'), signIn(app, 'admin')]);
  [{ uuid: adminUuid }] = await sql<{ uuid: string }>(app, `select uuid from "user" where username = 'admin'`);
  [{ position_uuid: adminPositionUuid }] = await sql<{ position_uuid: string }>(
    app,
    `select up.position_uuid from user_positions up join position p on p.uuid = up.position_uuid where up.user_uuid = ? and 'admin' = any(p.permissions)`,
    [adminUuid],
  );
});

afterAll(async () => {
  await app?.close();
});

describe('a manager (every clinic permission, not admin) and the admin user', () => {
  it('cannot reset the admin password: 403 USER_OUTRANKS, translated, and the hash is unchanged', async () => {
    const before = await userRow(adminUuid);
    const res = await api()
      .patch(`/api/settings/users/${adminUuid}`)
      .set('authorization', manager)
      .set('content-language', 'en')
      .send({ password: 'Takeover-2026!', version: before.version });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'USER_OUTRANKS', message: expect.stringContaining('permissions you do not have') });
    expect((await userRow(adminUuid)).password_hash).toBe(before.password_hash);
    expect((await api().post('/api/auth').send({ username: 'admin', password: 'Takeover-2026!' })).status).toBe(401);
  });

  it('cannot disable, rename or delete the admin', async () => {
    const before = await userRow(adminUuid);
    const disable = await api().patch(`/api/settings/users/${adminUuid}`).set('authorization', manager).send({ user_status: 0, version: before.version });
    expect(disable.status).toBe(403);
    const rename = await api().patch(`/api/settings/users/${adminUuid}`).set('authorization', manager).send({ first_name: 'Mallory', version: before.version });
    expect(rename.status).toBe(403);
    const remove = await api().delete(`/api/settings/users/${adminUuid}`).set('authorization', manager);
    expect(remove.status).toBe(403);
    expect(remove.body.error.code).toBe('USER_OUTRANKS');
    expect(await userRow(adminUuid)).toEqual(before);
  });

  it('cannot give anyone (themselves included) the admin position, nor edit or delete it', async () => {
    const [{ uuid: managerUuid }] = await sql<{ uuid: string }>(app, `select uuid from "user" where username = 'manager'`);
    const me = await api().get(`/api/settings/users/${managerUuid}`).set('authorization', manager);
    const assign = await api()
      .patch(`/api/settings/users/${managerUuid}`)
      .set('authorization', manager)
      .send({ position_uuids: [adminPositionUuid], version: me.body.data.version });
    expect(assign.status).toBe(403);
    expect(assign.body.error.code).toBe('ROLE_NOT_GRANTABLE');
    const positions = await sql<{ position_uuid: string }>(app, `select position_uuid from user_positions where user_uuid = ?`, [managerUuid]);
    expect(positions.map((row) => row.position_uuid)).not.toContain(adminPositionUuid);

    const role = await api().get(`/api/settings/roles/${adminPositionUuid}`).set('authorization', manager);
    const edit = await api().patch(`/api/settings/roles/${adminPositionUuid}`).set('authorization', manager).send({ name: 'Mine now', version: role.body.data.version });
    expect(edit.status).toBe(403);
    expect((await api().delete(`/api/settings/roles/${adminPositionUuid}`).set('authorization', manager)).status).toBe(403);
    const [stored] = await sql<{ name: string; deleted_at: Date | null }>(app, `select name, deleted_at from position where uuid = ?`, [adminPositionUuid]);
    expect(stored).toEqual({ name: role.body.data.name, deleted_at: null });
  });

  it('still edits a user whose permissions are all theirs, and may reset their password', async () => {
    const doctor = await createProbeUser(app);
    await doctor.grant(['calendar_view', 'patients_view']);
    const before = await userRow(doctor.uuid);
    const res = await api()
      .patch(`/api/settings/users/${doctor.uuid}`)
      .set('authorization', manager)
      .send({ phone: '+371 20000001', password: 'Zobu-arsts-2026', version: before.version });
    expect(res.status).toBe(200);
    expect(res.body.data.phone).toBe('+371 20000001');
    expect((await userRow(doctor.uuid)).password_hash).not.toBe(before.password_hash);
  });
});

describe('a user with fewer permissions than the one they edit', () => {
  let clerk: ProbeUser;
  let target: ProbeUser;

  beforeAll(async () => {
    // The clerk may edit users and roles, but holds nothing else; the target can see reports.
    [clerk, target] = await Promise.all([createProbeUser(app), createProbeUser(app)]);
    await clerk.grant(['user_view', 'user_edit', 'role_view', 'role_edit', 'settings_view']);
    await target.grant(['report_view']);
  });

  it("is refused on the target's password, status and deletion, and nothing changes", async () => {
    const before = await userRow(target.uuid);
    const password = await api().patch(`/api/settings/users/${target.uuid}`).set('authorization', clerk.token).send({ password: 'Another-pass-77', version: before.version });
    expect(password.status).toBe(403);
    expect((await api().delete(`/api/settings/users/${target.uuid}`).set('authorization', clerk.token)).status).toBe(403);
    expect(await userRow(target.uuid)).toEqual(before);
  });

  it('cannot create a role with a permission they lack, nor widen one', async () => {
    const create = await api().post('/api/settings/roles').set('authorization', clerk.token).send({ name: 'Reports', type: 0, permissions: ['report_view'] });
    expect(create.status).toBe(403);
    expect(create.body.error.code).toBe('ROLE_NOT_GRANTABLE');
    const own = await api().post('/api/settings/roles').set('authorization', clerk.token).send({ name: 'Clerk', type: 3, permissions: ['user_view'] });
    expect(own.status).toBe(201);
    const widen = await api()
      .patch(`/api/settings/roles/${own.body.data.uuid}`)
      .set('authorization', clerk.token)
      .send({ permissions: ['user_view', 'patients_view'], version: own.body.data.version });
    expect(widen.status).toBe(403);
    const [stored] = await sql<{ permissions: string[] }>(app, `select permissions from position where uuid = ?`, [own.body.data.uuid]);
    expect(stored.permissions).toEqual(['user_view']);
  });
});

describe('the admin', () => {
  it('still manages everyone, across companies: edits the other company\'s user', async () => {
    const [{ uuid }] = await sql<{ uuid: string }>(app, `select uuid from "user" where username = 'other'`);
    const other = await api().get(`/api/admin/users/${uuid}`).set('authorization', admin);
    const res = await api().patch(`/api/admin/users/${uuid}`).set('authorization', admin).send({ address: 'Liela iela 1', version: other.body.data.version });
    expect(res.status).toBe(200);
    expect(res.body.data.address).toBe('Liela iela 1');
  });
});
