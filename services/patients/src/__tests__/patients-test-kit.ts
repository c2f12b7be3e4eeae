import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { patientSaveAnswerSchema, type Permission, type PatientCreate, type PatientSaveAnswer } from '@dental/contracts';

/**
 * The API's own test harness (the real app on the migrated and seeded test database): the patients
 * module is tested inside the composed API, exactly as it is served. It is loaded at run time by a
 * path held in a variable, with its two signatures restated here, so that this package's typecheck
 * (and its lint boundaries) do not pull in the sources of every other module the API composes.
 */
const HARNESS = '../../../api/src/__tests__/test-app.js';
interface Harness {
  createTestApp(): Promise<INestApplication>;
  signIn(app: INestApplication, username: string, remember?: boolean): Promise<string>;
  createProbeUser(app: INestApplication): Promise<{ token: string; uuid: string; grant: (permissions: Permission[]) => Promise<void> }>;
}
const harness = (): Promise<Harness> => import(HARNESS) as Promise<Harness>;

export const createTestApp = async (): Promise<INestApplication> => (await harness()).createTestApp();
export const signIn = async (app: INestApplication, username: string): Promise<string> => (await harness()).signIn(app, username);
/** A demo-company user holding exactly the permissions a test grants (the API harness's). */
export const createProbeUser = async (app: INestApplication) => (await harness()).createProbeUser(app);

export const api = (app: INestApplication) => request(app.getHttpServer());

/** Runs SQL on the test database (set-up and assertions the API does not expose). */
export async function sql<T = Record<string, unknown>>(app: INestApplication, query: string, params: unknown[] = []): Promise<T[]> {
  const orm = app.get(MikroORM);
  return orm.em.fork().getConnection().execute<T[]>(query, params);
}


/** Creates a patient as `token` and returns the save answer (fails the test on anything but 201). */
export async function createPatient(app: INestApplication, token: string, body: PatientCreate): Promise<PatientSaveAnswer> {
  const res = await api(app).post('/api/patients').set('authorization', token).send(body);
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${JSON.stringify(res.body)}`);
  return patientSaveAnswerSchema.parse(res.body);
}

/** A suffix that makes a test's names unique in the shared test database. */
export const uniqueTag = (): string =>
  randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)
    .padEnd(6, 'x');

/** The one item of `items` whose `key` is `value`; fails the test loudly when there is none. */
export function only<T>(items: T[], key: keyof T, value: unknown): T {
  const found = items.find((item) => item[key] === value);
  if (!found) throw new Error(`no item with ${String(key)} = ${String(value)}`);
  return found;
}
