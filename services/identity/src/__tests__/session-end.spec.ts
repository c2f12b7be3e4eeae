import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { io, type Socket } from 'socket.io-client';
import { CALENDAR_EVENTS, MESSENGER_EVENTS, sessionTokenSchema, type Permission } from '@dental/contracts';
import { createProbeUser, createTestApp, freshIp, signIn, sql } from '@dental/server-testing';

/**
 * A session that ends (logout, "sign out everywhere", a new password, a disabled or deleted user)
 * ends on every instance: the token answers 401 and its live sockets are disconnected at once, also
 * on another API instance sharing Redis. Logout ends this session only; "sign out everywhere", a
 * reset, disabling and deleting end all of the user's; one's own new password all but this one.
 * Ports 3330/3331; a Redis key of its own.
 */
const PORTS = [3330, 3331] as const;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WITHIN_MS = 1000;

let apps: INestApplication[];
let admin: string;
let rigaUuid: string;
const sockets: Socket[] = [];

const on = (index: 0 | 1) => request(apps[index].getHttpServer());

/** A user of the demo company working in Rīgas centrs, with exactly the given permissions. */
async function staffMember(permissions: Permission[]) {
  const probe = await createProbeUser(apps[0]);
  await probe.grant(permissions);
  await sql(apps[0], `insert into user_branches (user_uuid, branch_uuid) values (?, ?)`, [probe.uuid, rigaUuid]);
  const [{ username }] = await sql<{ username: string }>(apps[0], `select username from "user" where uuid = ?`, [probe.uuid]);
  return { ...probe, username, signIn: () => signIn(apps[0], username) };
}

/** A socket on instance 1, joined to the branch's messenger and calendar rooms. */
async function liveOnSecondInstance(token: string): Promise<Socket> {
  const socket = io(`http://127.0.0.1:${PORTS[1]}`, { transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { authorization: token } });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  expect(await socket.timeout(3000).emitWithAck(MESSENGER_EVENTS.join, { branch_uuid: rigaUuid })).toMatchObject({ ok: true });
  expect(await socket.timeout(3000).emitWithAck(CALENDAR_EVENTS.join, { branch_uuid: rigaUuid })).toMatchObject({ ok: true });
  return socket;
}

/** Resolves with how long the server took to disconnect the socket; fails past WITHIN_MS. */
function disconnected(socket: Socket): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket still connected after ${WITHIN_MS} ms`)), WITHIN_MS);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      expect(reason).toBe('io server disconnect');
      resolve(Date.now() - started);
    });
  });
}

const version = async (uuid: string) => (await sql<{ version: number }>(apps[0], `select version from "user" where uuid = ?`, [uuid]))[0].version;

beforeAll(async () => {
  const redis = { url: REDIS_URL, key: `dental-test-sessions-${process.pid}-${Date.now()}` };
  apps = [];
  for (const port of PORTS) {
    const app = await createTestApp({ redis });
    await app.listen(port, '127.0.0.1');
    apps.push(app);
  }
  admin = await signIn(apps[0], 'admin');
  [{ uuid: rigaUuid }] = await sql<{ uuid: string }>(apps[0], `select uuid from branch where name = 'Rīgas centrs'`);
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

afterAll(async () => {
  await Promise.all((apps ?? []).map((app) => app.close()));
});

describe('ending sessions', () => {
  it('logout ends this session only: the same user signed in elsewhere stays, with its socket', async () => {
    const user = await staffMember(['calendar_view']);
    const [pc, tablet] = [user.token, await user.signIn()];
    const socket = await liveOnSecondInstance(tablet);
    let dropped = false;
    socket.once('disconnect', () => (dropped = true));
    expect((await on(0).delete('/api/auth').set('authorization', pc)).status).toBe(204);
    expect((await on(1).get('/api/auth').set('authorization', pc)).status).toBe(401);
    expect((await on(1).get('/api/auth').set('authorization', tablet)).status).toBe(200);
    // Within the time an ended session's socket takes to drop, this one stays connected.
    await new Promise((resolve) => setTimeout(resolve, WITHIN_MS));
    expect(dropped).toBe(false);
    expect(socket.connected).toBe(true);
  });

  it('"sign out everywhere" ends every session of the user and disconnects their sockets on the other instance', async () => {
    const user = await staffMember(['calendar_view']);
    const [here, there] = [user.token, await user.signIn()];
    const other = await staffMember(['calendar_view']);
    const socket = await liveOnSecondInstance(there);
    const gone = disconnected(socket);
    expect((await on(0).delete('/api/auth/sessions').set('authorization', here)).status).toBe(204);
    expect(await gone).toBeLessThan(WITHIN_MS);
    expect((await on(1).get('/api/auth').set('authorization', here)).status).toBe(401);
    expect((await on(1).get('/api/auth').set('authorization', there)).status).toBe(401);
    // Another user's session is not theirs to end.
    expect((await on(1).get('/api/auth').set('authorization', other.token)).status).toBe(200);
    const [{ type }] = await sql<{ type: string }>(apps[0], `select type from audit_event where actor_uuid = ? order by created_at desc limit 1`, [user.uuid]);
    expect(type).toBe('logout_everywhere');
  });

  it('"sign out everywhere" from an admin\'s impersonation ends only that session, never the user\'s own', async () => {
    const user = await staffMember(['calendar_view']);
    const issued = await on(0).post(`/api/admin/users/${user.uuid}/impersonate`).set('authorization', admin);
    expect(issued.status).toBe(201);
    const redeemed = await on(0).post('/api/auth').set('x-forwarded-for', freshIp()).send({ impersonate_token: issued.body.data.token });
    const impersonation = `Bearer ${sessionTokenSchema.parse(redeemed.body.data).token}`;
    expect((await on(0).delete('/api/auth/sessions').set('authorization', impersonation)).status).toBe(204);
    expect((await on(1).get('/api/auth').set('authorization', impersonation)).status).toBe(401);
    expect((await on(1).get('/api/auth').set('authorization', user.token)).status).toBe(200);
  });

  it('a password reset by someone else ends the old token and its socket; the new password signs in', async () => {
    const user = await staffMember(['calendar_view']);
    const socket = await liveOnSecondInstance(user.token);
    const gone = disconnected(socket);
    const reset = await on(0).patch(`/api/settings/users/${user.uuid}`).set('authorization', admin).send({ password: 'Jauna-parole-2026', version: await version(user.uuid) });
    expect(reset.status).toBe(200);
    await gone;
    expect((await on(0).get('/api/auth').set('authorization', user.token)).status).toBe(401);
    const again = await on(0).post('/api/auth').set('x-forwarded-for', freshIp()).send({ username: user.username, password: 'Jauna-parole-2026' });
    expect(again.status).toBe(200);
    expect(sessionTokenSchema.parse(again.body.data).token).toBeTruthy();
  });

  it("changing one's own password keeps the caller's session and ends the others", async () => {
    const user = await staffMember(['calendar_view', 'user_view', 'user_edit']);
    const elsewhere = await user.signIn();
    const socket = await liveOnSecondInstance(elsewhere);
    const gone = disconnected(socket);
    const change = await on(0).patch(`/api/settings/users/${user.uuid}`).set('authorization', user.token).send({ password: 'Mana-jauna-parole', version: await version(user.uuid) });
    expect(change.status).toBe(200);
    await gone;
    expect((await on(1).get('/api/auth').set('authorization', user.token)).status).toBe(200);
    expect((await on(1).get('/api/auth').set('authorization', elsewhere)).status).toBe(401);
  });

  it('disabling a user ends their sessions and sockets at once', async () => {
    const user = await staffMember(['calendar_view']);
    const socket = await liveOnSecondInstance(user.token);
    const gone = disconnected(socket);
    const disable = await on(0).patch(`/api/settings/users/${user.uuid}`).set('authorization', admin).send({ user_status: 0, version: await version(user.uuid) });
    expect(disable.status).toBe(200);
    await gone;
    const [{ open }] = await sql<{ open: number }>(apps[0], `select count(*)::int as open from "session" where user_uuid = ? and revoked_at is null`, [user.uuid]);
    expect(open).toBe(0);
  });

  it('deleting a user ends their sockets at once', async () => {
    const user = await staffMember(['calendar_view']);
    const socket = await liveOnSecondInstance(user.token);
    const gone = disconnected(socket);
    expect((await on(0).delete(`/api/settings/users/${user.uuid}`).set('authorization', admin)).status).toBe(204);
    await gone;
    expect((await on(1).get('/api/auth').set('authorization', user.token)).status).toBe(401);
  });
});
