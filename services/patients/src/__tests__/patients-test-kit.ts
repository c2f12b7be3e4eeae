import type { INestApplication } from '@nestjs/common';
import { patientSaveAnswerSchema, type PatientCreate, type PatientSaveAnswer } from '@dental/contracts';
import { openPersonalCode, personalCodePrefixHash } from '@dental/server-core';
import { api, binaryBody, findOrFail, sql } from '@dental/server-testing';
import { oldFormCode } from '../seed/personal-codes.js';

/** Creates a patient as `token` and returns the save answer (fails the test on anything but 201). */
export async function createPatient(app: INestApplication, token: string, body: PatientCreate): Promise<PatientSaveAnswer> {
  const res = await api(app).post('/api/patients').set('authorization', token).send(body);
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${JSON.stringify(res.body)}`);
  return patientSaveAnswerSchema.parse(res.body);
}

/** Downloads a patient's file as `token`; the answer's body is the file's bytes (a Buffer). */
export const downloadFile = (app: INestApplication, token: string, patientUuid: string, section: string, fileUuid: string) =>
  api(app).get(`/api/patients/${patientUuid}/files/${section}/${fileUuid}`).set('authorization', token).buffer(true).parse(binaryBody);

/** The one item of `items` whose `key` is `value`; fails the test loudly when there is none. */
export const only = <T>(items: T[], key: keyof T, value: unknown): T =>
  findOrFail(items, (item) => item[key] === value, `an item with ${String(key)} = ${String(value)}`);

/**
 * A valid old-form personal code of someone born on `dob` that no card of any company has yet: a
 * personal code identifies one person, and every test file shares the test database.
 * `sameEndingAs`: another code whose last two characters this one ends in (its masked form is the same).
 */
export async function freshPersonalCode(app: INestApplication, dob: string, { sameEndingAs }: { sameEndingAs?: string } = {}): Promise<string> {
  const [year, month, day] = dob.split('-');
  // Codes are stored sealed: the cards born that day are found by the hash of the code's first six digits.
  const born = await sql<{ sealed: string }>(app, 'select personal_code_sealed as sealed from patient where personal_code_prefix_hash = ?', [personalCodePrefixHash(`${day}${month}${year.slice(2)}`)]);
  const taken = new Set(born.map((row) => openPersonalCode(row.sealed)));
  const endsAlike = (code: string) => !sameEndingAs || (code !== sameEndingAs && code.slice(-2) === sameEndingAs.slice(-2));
  const start = Math.floor(Math.random() * 1000);
  for (let step = 0; step < 1000; step++) {
    const code = oldFormCode(dob, (start + step) % 1000);
    if (!taken.has(code) && endsAlike(code)) return code;
  }
  throw new Error(`no free personal code left for ${dob}`);
}

/**
 * The `refused` audit rows of a request, once written: a refusal's row is written after its answer
 * is sent (audit/patient-refusal.middleware.ts), so it is waited for, up to a second.
 */
export async function refusalRows(app: INestApplication, requestId: string): Promise<{ action: string; patient_uuid: string | null; details: Record<string, unknown> | null }[]> {
  const read = () => sql<{ action: string; patient_uuid: string | null; details: Record<string, unknown> | null }>(app, `select action, patient_uuid, details from patient_audit where request_id = ? and action = 'refused'`, [requestId]);
  for (let tries = 0; tries < 50; tries++) {
    const rows = await read();
    if (rows.length) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return read();
}
