import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { pagedEnvelope, patientListItemSchema } from '@dental/contracts';
import { eventsSettled, api, createTestApp, signIn, sql, uniqueTag } from '@dental/server-testing';
import { resealPersonalCodes } from '../patients/personal-code-rotation.js';
import { dumpEveryTable } from './data-rights-kit.js';
import { createPatient, freshPersonalCode } from './patients-test-kit.js';

/**
 * The personal code at rest (issue 28): sealed with AES-256-GCM under a key from the environment,
 * found by the whole code and by its first six digits through keyed hashes, masked in the History,
 * absent from every table a backup holds, and sealed again by the rotation command.
 */
describe('patients: personal code encrypted at rest', () => {
  let app: INestApplication;
  let admin: string;
  const tag = uniqueTag('letters');

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signIn(app, 'admin');
  }, 120_000);
  afterAll(() => app.close());

  const search = async (term: string) => {
    const res = await api(app).get('/api/patients').query({ search: term, per_page: 100 }).set('authorization', admin);
    expect(res.status).toBe(200);
    return pagedEnvelope(patientListItemSchema).parse(res.body);
  };

  it('stores no plaintext code in any table, yet finds the card by the whole code and by its first six digits', async () => {
    const first = await freshPersonalCode(app, '1933-03-17');
    const { data: patient } = await createPatient(app, admin, { first_name: 'Slepens', last_name: `Kods${tag}`, personal_code: first });
    // A corrected code of the same birth date (a code's date must agree with the card's).
    const second = await freshPersonalCode(app, '1933-03-17');
    expect(patient.personal_code).toBe(first);
    const edited = await api(app).patch(`/api/patients/${patient.uuid}`).set('authorization', admin).send({ personal_code: second, version: patient.version });
    expect(edited.status).toBe(200);
    expect(edited.body.data.personal_code).toBe(second);

    // The list finds it by the code as typed, by its bare digits and by its first six digits; the old code finds nothing.
    for (const term of [second, second.replace('-', ''), second.slice(0, 6)]) {
      const found = await search(term);
      expect(found.data.map((item) => item.uuid)).toContain(patient.uuid);
      expect(found.data.find((item) => item.uuid === patient.uuid)?.personal_code).toBe(second);
    }
    expect((await search(first)).data.map((item) => item.uuid)).not.toContain(patient.uuid);
    // Names still search by substring.
    expect((await search(`kods${tag}`)).data.map((item) => item.uuid)).toEqual([patient.uuid]);

    // The duplicate check still knows the code: a second card with it is refused.
    const twin = await api(app).post('/api/patients').set('authorization', admin).send({ first_name: 'Cits', last_name: `Dvīnis${tag}`, personal_code: second.replace('-', '') });
    expect(twin.status).toBe(409);
    expect(twin.body.error.code).toBe('PATIENT_PERSONAL_CODE_TAKEN');

    // The History shows the change, masked.
    const history = await api(app).get(`/api/patients/${patient.uuid}/history`).query({ per_page: 200 }).set('authorization', admin);
    expect(history.status).toBe(200);
    type Entry = { details: { changes?: Record<string, { before: unknown; after: unknown }> } | null };
    const change = (history.body.data as Entry[]).find((row) => row.details?.changes?.personal_code);
    expect(change?.details?.changes?.personal_code).toEqual({ before: `******-***${first.slice(-2)}`, after: `******-***${second.slice(-2)}` });

    // A dump of every table, as a backup holds it (events and logs included): neither code, in neither form.
    await eventsSettled(app);
    const dump = await dumpEveryTable();
    const codes = [first, second, first.replace('-', ''), second.replace('-', '')];
    expect([...dump].flatMap(([table, text]) => text.split('\n').filter((line) => codes.some((code) => line.includes(code))).map((line) => `${table}: ${line.slice(0, 400)}`))).toEqual([]);
    const [row] = await sql<{ sealed: string; search_text: string }>(app, 'select personal_code_sealed as sealed, search_text from patient where uuid = ?', [patient.uuid]);
    expect(row.sealed).toMatch(/^[A-Za-z0-9_-]+:[A-Za-z0-9+/=]+$/);
    expect(row.search_text).not.toContain(second.slice(0, 6));
  });

  it('seals every code again with a new key (npm run keys:rotate); the old key may then leave', async () => {
    const code = await freshPersonalCode(app, '1935-05-19');
    const { data: patient } = await createPatient(app, admin, { first_name: 'Rotējams', last_name: `Kods${tag}`, personal_code: code });
    const before = process.env.DATA_ENCRYPTION_KEYS as string;
    const sealedOf = async () => (await sql<{ sealed: string }>(app, 'select personal_code_sealed as sealed from patient where uuid = ?', [patient.uuid]))[0].sealed;
    const oldSealed = await sealedOf();
    const rotated = `rotated:${randomBytes(32).toString('base64')}`;
    try {
      process.env.DATA_ENCRYPTION_KEYS = `${rotated},${before}`;
      expect(await resealPersonalCodes(app.get(MikroORM).em)).toBeGreaterThan(0);
      const newSealed = await sealedOf();
      expect(newSealed.startsWith('rotated:')).toBe(true);
      expect(newSealed).not.toBe(oldSealed);
      // A second run has nothing left to do.
      expect(await resealPersonalCodes(app.get(MikroORM).em)).toBe(0);
      // Only the new key left: the card and the search read as before.
      process.env.DATA_ENCRYPTION_KEYS = rotated;
      const card = await api(app).get(`/api/patients/${patient.uuid}`).set('authorization', admin);
      expect(card.body.data.personal_code).toBe(code);
      expect((await search(code)).data.map((item) => item.uuid)).toContain(patient.uuid);
    } finally {
      // Back to the run's key, so the files after this one open what it sealed.
      process.env.DATA_ENCRYPTION_KEYS = `${before},${rotated}`;
      await resealPersonalCodes(app.get(MikroORM).em);
      process.env.DATA_ENCRYPTION_KEYS = before;
    }
  });
});
