import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { hash } from '@node-rs/argon2';
import { randomInt, randomUUID } from 'node:crypto';
import request from 'supertest';
import { sessionTokenSchema, type Permission } from '@dental/contracts';
import { createApp } from '../app.factory.js';
import { ALL_MODULES } from '../modules.js';

/**
 * The real API on the test database (migrated and seeded with the demo data). Supertest speaks
 * from loopback, a trusted proxy, so each test can speak from its own address (X-Forwarded-For)
 * and the login rate limit of one test does not leak into another.
 */
export async function createTestApp(): Promise<INestApplication> {
  return createApp({ databaseUrl: testDatabaseUrl(), modules: [...ALL_MODULES], migrate: true, seed: true, trustedProxies: 'loopback', docsPublic: true });
}

export function testDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: the Jest global setup provides it');
  return url;
}

/** The one item matching `predicate`, or a failure naming what was missing. */
export function findOrFail<T>(items: T[], predicate: (item: T) => boolean, what: string): T {
  const found = items.find(predicate);
  if (found === undefined) throw new Error(`${what} not found`);
  return found;
}

/**
 * A made-up client address for X-Forwarded-For, random so that no two test files (each with its
 * own module registry, often in one worker) hand out the same one within the limiter's minute.
 */
export const freshIp = (): string => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Signs in a demo user (password = username) and returns the bearer header value. */
export async function signIn(app: INestApplication, username: string, remember = false): Promise<string> {
  const res = await request(app.getHttpServer())
    .post('/api/auth')
    .set('x-forwarded-for', freshIp())
    .send({ username, password: username, remember });
  if (res.status !== 200) throw new Error(`sign-in of ${username} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return `Bearer ${sessionTokenSchema.parse(res.body.data).token}`;
}

export const api = (app: INestApplication) => request(app.getHttpServer());

/** Runs SQL on the test database (set-up and assertions the API does not expose). */
export async function sql<T = Record<string, unknown>>(app: INestApplication, query: string, params: unknown[] = []): Promise<T[]> {
  return app.get(MikroORM).em.fork().getConnection().execute<T[]>(query, params);
}

export interface ProbeUser {
  token: string;
  uuid: string;
  /** Replaces the probe's permissions; read on every request, so it takes effect at once. */
  grant: (permissions: Permission[]) => Promise<void>;
}

/**
 * A user of the demo company whose one position holds exactly the permissions a test gives it,
 * so each permission can be withheld on its own.
 */
export async function createProbeUser(app: INestApplication): Promise<ProbeUser> {
  const username = `probe_${randomUUID().slice(0, 8)}`;
  const [{ id: companyId }] = await sql<{ id: number }>(app, `select id from company where slug = 'demo'`);
  const positionUuid = randomUUID();
  const userUuid = randomUUID();
  await sql(app, `insert into position (uuid, company_id, name, type, permissions) values (?, ?, 'Probe', 0, '{}')`, [positionUuid, companyId]);
  await sql(app, `insert into "user" (uuid, company_id, username, password_hash, first_name, last_name) values (?, ?, ?, ?, 'Probe', 'User')`, [
    userUuid,
    companyId,
    username,
    await hash(username),
  ]);
  await sql(app, `insert into user_positions (user_uuid, position_uuid) values (?, ?)`, [userUuid, positionUuid]);
  return {
    token: await signIn(app, username),
    uuid: userUuid,
    grant: async (permissions) => {
      await sql(app, `update position set permissions = ?::text[] where uuid = ?`, [`{${permissions.join(',')}}`, positionUuid]);
    },
  };
}
