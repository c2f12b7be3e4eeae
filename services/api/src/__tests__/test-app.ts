import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { sessionTokenSchema } from '@dental/contracts';
import { createApp } from '../app.factory.js';
import { ALL_MODULES } from '../modules.js';

/**
 * The real API on the test database (migrated and seeded with the demo data). TRUST_PROXY is on
 * so each test can speak from its own address (X-Forwarded-For) and the login rate limit of one
 * test does not leak into another.
 */
export async function createTestApp(): Promise<INestApplication> {
  return createApp({ databaseUrl: testDatabaseUrl(), modules: [...ALL_MODULES], migrate: true, seed: true, trustProxy: true });
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

/** A made-up client address, unique per call, for X-Forwarded-For. */
let lastOctet = 0;
export const freshIp = (): string => {
  lastOctet += 1;
  return `10.${process.pid % 250}.${Math.floor(lastOctet / 250)}.${lastOctet % 250}`;
};

/** Signs in a demo user (password = username) and returns the bearer header value. */
export async function signIn(app: INestApplication, username: string, remember = false): Promise<string> {
  const res = await request(app.getHttpServer())
    .post('/api/auth')
    .set('x-forwarded-for', freshIp())
    .send({ username, password: username, remember });
  if (res.status !== 200) throw new Error(`sign-in of ${username} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return `Bearer ${sessionTokenSchema.parse(res.body.data).token}`;
}
