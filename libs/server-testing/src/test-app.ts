import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { hash } from '@node-rs/argon2';
import { randomInt, randomUUID } from 'node:crypto';
import type { Stream } from 'node:stream';
import request from 'supertest';
import { sessionTokenSchema, type Permission } from '@dental/contracts';
import { sealPersonalCode, sessionCaches, type DomainModule } from '@dental/server-core';
import { createApp, type CreateAppOptions } from '@dental/server-host';
import { testModules } from './registry.js';

export type TestAppOptions = Partial<Omit<CreateAppOptions, 'registry'>> & {
  /** Every module of the platform; by default the ones provided to the kit (see registry.ts). */
  registry?: readonly DomainModule[];
};

/**
 * The real API on the test database, migrated and seeded with the demo data (under advisory locks,
 * so parallel test files take turns). Supertest speaks from loopback, a trusted proxy by default,
 * so each test can speak from its own address (X-Forwarded-For) and the login rate limit of one
 * test does not leak into another.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<INestApplication> {
  const { registry = await testModules(), ...rest } = options;
  return createApp({
    databaseUrl: testDatabaseUrl(),
    version: 'test',
    migrate: true,
    seed: true,
    trustedProxies: 'loopback',
    docsPublic: true,
    ...rest,
    registry,
  });
}

export function testDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: the Jest global setup provides it');
  return url;
}

/** The one item matching `predicate`, or a failure naming what was missing. */
export function findOrFail<T>(items: readonly T[], predicate: (item: T) => boolean, what: string): T {
  const found = items.find(predicate);
  if (found === undefined) throw new Error(`${what} not found`);
  return found;
}

/**
 * A made-up client address for X-Forwarded-For, random so that no two test files (each with its
 * own module registry, often in one worker) hand out the same one within the limiter's minute.
 */
export const freshIp = (): string => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * A suffix that makes a test's names unique in the shared test database: hex by default, or
 * letters only where digits would change what a search does (the patients' search reads digits
 * as a phone number or personal code).
 */
export function uniqueTag(kind: 'hex' | 'letters' = 'hex'): string {
  const hex = randomUUID().replace(/-/g, '');
  return kind === 'hex' ? hex.slice(0, 8) : hex.replace(/[^a-f]/g, '').slice(0, 6).padEnd(6, 'x');
}

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

/** For `.buffer(true).parse(binaryBody)`: the answer's bytes as one Buffer (downloads). */
export function binaryBody(response: Stream, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

/** For `.buffer(true).parse(textBody)`: the answer as UTF-8 text, a BOM kept (CSV and iCalendar exports). */
export function textBody(response: Stream, done: (error: Error | null, body: string) => void): void {
  binaryBody(response, (error, body) => done(error, body.toString('utf8')));
}

/**
 * Runs SQL on the test database (set-up and assertions the API does not expose). It may change a
 * session, a user or a position behind the API's back, so every instance's session cache in this
 * process is dropped at once, as a mutating request drops its own instance's (Postgres's
 * notification would follow within milliseconds; a test's next request must not race it).
 */
export async function sql<T = Record<string, unknown>>(app: INestApplication, query: string, params: unknown[] = []): Promise<T[]> {
  const rows = await app.get(MikroORM).em.fork().getConnection().execute<T[]>(query, params);
  for (const cache of sessionCaches) cache.flush();
  return rows;
}

export interface ProbeUser {
  token: string;
  uuid: string;
  username: string;
  /** Replaces the probe's permissions; takes effect from the next request (see `sql`). */
  grant: (permissions: Permission[]) => Promise<void>;
}

/**
 * A user of a company (the demo one unless another slug is given) whose one position holds
 * exactly the permissions a test gives it, so each permission can be withheld on its own.
 */
export async function createProbeUser(app: INestApplication, permissions: Permission[] = [], companySlug = 'demo'): Promise<ProbeUser> {
  const username = `probe_${uniqueTag()}`;
  const [{ id: companyId }] = await sql<{ id: number }>(app, `select id from company where slug = ?`, [companySlug]);
  const positionUuid = randomUUID();
  const userUuid = randomUUID();
  await sql(app, `insert into position (uuid, company_id, name, type, permissions) values (?, ?, 'Probe', 0, ?::text[])`, [
    positionUuid,
    companyId,
    `{${permissions.join(',')}}`,
  ]);
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
    username,
    grant: async (granted) => {
      await sql(app, `update position set permissions = ?::text[] where uuid = ?`, [`{${granted.join(',')}}`, positionUuid]);
    },
  };
}

export interface TestCompany {
  id: number;
  slug: string;
  /** The company's one clinic (department). */
  department: string;
  /** A user of the company holding exactly the permissions asked for. */
  user: ProbeUser;
}

/**
 * A company of its own, with one clinic and one user holding exactly `permissions`: what a test
 * creates there never shows in the demo companies' lists that other test files assert exactly.
 */
export async function createCompany(app: INestApplication, permissions: Permission[], label = 'Test'): Promise<TestCompany> {
  const slug = `${label.toLowerCase().replace(/[^a-z]/g, '')}${uniqueTag()}`;
  const [{ id }] = await sql<{ id: number }>(app, `insert into company (name, slug) values (?, ?) returning id`, [`${label} ${slug}`, slug]);
  const department = randomUUID();
  await sql(app, `insert into department (uuid, company_id, name) values (?, ?, ?)`, [department, id, `${label} clinic`]);
  return { id, slug, department, user: await createProbeUser(app, permissions, slug) };
}

/** The columns a raw insert of a card writes for a personal code (stored sealed, with its hashes). */
export const SEALED_CODE_COLUMNS = 'personal_code_sealed, personal_code_hash, personal_code_prefix_hash';

/** The values of SEALED_CODE_COLUMNS for a code (or none). */
export function sealedCodeValues(code: string | null): [string | null, string | null, string | null] {
  const sealed = sealPersonalCode(code);
  return [sealed.personalCodeSealed, sealed.personalCodeHash, sealed.personalCodePrefixHash];
}
