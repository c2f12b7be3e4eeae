import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import pg from 'pg';
import { createProbeUser, createTestApp, testDatabaseUrl } from '@dental/server-testing';
import { SessionInvalidationListener } from '../auth/session-invalidation.listener.js';

/**
 * Sessions are cached in each instance's memory (docs/decisions.md): a change made through an
 * instance holds there from the next request; on another instance that had the session cached, and
 * for plain SQL behind every instance's back, it holds as soon as Postgres's notification arrives
 * (milliseconds; bounded here at WITHIN_MS, as session-end.spec.ts bounds a socket's disconnect).
 * Two instances on one database; no Redis (Postgres notifies).
 */
const WITHIN_MS = 1000;

let apps: INestApplication[];
let db: pg.Client;

const on = (index: 0 | 1) => request(apps[index].getHttpServer());
const cached = (index: 0 | 1) => apps[index].get(SessionInvalidationListener).cache;

/** The listener connects in the background after boot; the cache serves nothing until it has. */
async function listening(index: 0 | 1) {
  for (let tries = 0; !cached(index).enabled; tries++) {
    if (tries > 100) throw new Error(`instance ${index} never started listening`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Asks until the answer is `status`; fails when it is not within WITHIN_MS. Answers how long it took. */
async function answersWithin(index: 0 | 1, path: string, token: string, status: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const res = await on(index).get(path).set('authorization', token);
    if (res.status === status) return Date.now() - started;
    if (Date.now() - started > WITHIN_MS) throw new Error(`${path} on instance ${index} still answered ${res.status} after ${WITHIN_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(async () => {
  apps = [await createTestApp(), await createTestApp()];
  db = new pg.Client({ connectionString: testDatabaseUrl() });
  await db.connect();
  await Promise.all([listening(0), listening(1)]);
});

afterAll(async () => {
  await db?.end();
  await Promise.all((apps ?? []).map((app) => app.close()));
});

describe('the session cache', () => {
  it('serves a session from memory: a second read costs no statement', async () => {
    const probe = await createProbeUser(apps[0], ['patients_view']);
    await on(1).get('/api/patients').set('authorization', probe.token).expect(200);
    const before = cached(1).size;
    expect(before).toBeGreaterThan(0);
    // Revoked straight in the table without a notification (session_replication_role skips the
    // trigger): the cached answer still serves, which is what shows the cache is in use.
    await db.query('begin');
    await db.query(`set local session_replication_role = replica`);
    await db.query(`update "session" set revoked_at = now() where user_uuid = $1`, [probe.uuid]);
    await db.query('commit');
    await on(1).get('/api/patients').set('authorization', probe.token).expect(200);
  });

  it('a sign-out ends the session on its instance from the next request, and on the other at once', async () => {
    const probe = await createProbeUser(apps[0], ['patients_view']);
    for (const index of [0, 1] as const) await on(index).get('/api/auth').set('authorization', probe.token).expect(200);
    expect(cached(1).size).toBeGreaterThan(0);
    await on(0).delete('/api/auth').set('authorization', probe.token).expect(204);
    await on(0).get('/api/auth').set('authorization', probe.token).expect(401);
    await answersWithin(1, '/api/auth', probe.token, 401);
  });

  it('a permission removed by plain SQL holds on every instance at once', async () => {
    const probe = await createProbeUser(apps[0], ['patients_view']);
    for (const index of [0, 1] as const) await on(index).get('/api/patients').set('authorization', probe.token).expect(200);
    await db.query(`update position set permissions = '{}' where uuid in (select position_uuid from user_positions where user_uuid = $1)`, [probe.uuid]);
    for (const index of [1, 0] as const) await answersWithin(index, '/api/patients', probe.token, 403);
    // And stays so: no cached answer comes back.
    for (const index of [1, 0] as const) await on(index).get('/api/patients').set('authorization', probe.token).expect(403);
  });

  it('a user disabled by plain SQL is signed out on every instance at once', async () => {
    const probe = await createProbeUser(apps[0], ['patients_view']);
    for (const index of [0, 1] as const) await on(index).get('/api/auth').set('authorization', probe.token).expect(200);
    await db.query(`update "user" set user_status = 0 where uuid = $1`, [probe.uuid]);
    for (const index of [1, 0] as const) await answersWithin(index, '/api/auth', probe.token, 401);
  });

  it('after the listener loses its connection the cache is off and empty, and it comes back', async () => {
    const probe = await createProbeUser(apps[0], ['patients_view']);
    await on(1).get('/api/auth').set('authorization', probe.token).expect(200);
    expect(cached(1).size).toBeGreaterThan(0);
    await db.query(`select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen dental_session_cache'`);
    for (let tries = 0; cached(1).enabled; tries++) {
      if (tries > 100) throw new Error('the listener did not notice');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(cached(1).size).toBe(0);
    await listening(1);
    await on(1).get('/api/auth').set('authorization', probe.token).expect(200);
    expect(cached(1).size).toBeGreaterThan(0);
  });
});
