import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { envelope, sharedCodeGroupSchema, type Patient } from '@dental/contracts';
import { personalCodeHash } from '@dental/server-core';
import { api, createProbeUser, createTestApp, SEALED_CODE_COLUMNS, sealedCodeValues, signIn, sql, uniqueTag } from '@dental/server-testing';
import { z } from 'zod';
import { Migration20261126100000_patients_personal_code_unique as PersonalCodeUnique } from '../migrations/Migration20261126100000_patients_personal_code_unique.js';
import { createPatient, freshPersonalCode } from './patients-test-kit.js';

const sharedCodesSchema = envelope(z.array(sharedCodeGroupSchema));

/**
 * A personal code identifies one person in a company: a second card with it is refused, naming the
 * first (409 PATIENT_PERSONAL_CODE_TAKEN), also between concurrent saves (the unique partial index).
 * Cards that already shared a code before the rule are kept, flagged by the migration, listed for
 * merge, and the code passes to the next of them when its holder leaves.
 */
describe('patients: one card per personal code', () => {
  let app: INestApplication;
  let admin: string;
  let demoCompany: number;
  const tag = uniqueTag('letters');

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signIn(app, 'admin');
    [{ id: demoCompany }] = await sql<{ id: number }>(app, `select id from company where slug = 'demo'`);
  });
  afterAll(() => app.close());

  const create = (body: object, language = 'en') => api(app).post('/api/patients').set('authorization', admin).set('content-language', language).send(body);
  const count = async (code: string) => (await sql<{ n: number }>(app, 'select count(*)::int as n from patient where personal_code_hash = ? and deleted_at is null', [personalCodeHash(code)]))[0].n;
  const sharedCodes = async (token = admin) => {
    const res = await api(app).get('/api/patients/shared-codes').set('authorization', token);
    expect(res.status).toBe(200);
    return sharedCodesSchema.parse(res.body).data;
  };
  /** A card as the migration leaves one that shared its code with an earlier card: flagged, outside the index. */
  const sharedBeforeTheRule = async (code: string, first: string) => {
    const uuid = randomUUID();
    await sql(app, `insert into patient (uuid, company_id, first_name, last_name, ${SEALED_CODE_COLUMNS}, personal_code_shared) values (?, ?, ?, ?, ?, ?, ?, true)`, [uuid, demoCompany, first, `Dalīts${tag}`, ...sealedCodeValues(code)]);
    return uuid;
  };

  it('refuses a second card with a code, in the caller language, naming the first card, whatever the desk confirms', async () => {
    const code = await freshPersonalCode(app, '1962-07-21');
    const first = (await createPatient(app, admin, { first_name: 'Ilmārs', last_name: `Pirmais${tag}`, personal_code: code })).data;
    for (const [language, message] of [
      ['en', `Card Ilmārs Pirmais${tag} already has this personal code: a personal code identifies one person`],
      ['lv', `Šis personas kods jau ir kartei Ilmārs Pirmais${tag}: personas kods nosaka vienu cilvēku`],
      ['ru', `Этот персональный код уже у карты Ilmārs Pirmais${tag}: персональный код принадлежит одному человеку`],
    ] as const) {
      const res = await create({ first_name: 'Cits', last_name: `Otrais${tag}`, personal_code: code.replace('-', ''), confirm_duplicate: true }, language);
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'PATIENT_PERSONAL_CODE_TAKEN', message, fields: { personal_code: message } });
      expect(res.body.error.details.patients).toEqual([expect.objectContaining({ uuid: first.uuid, personal_code: code })]);
    }
    expect(await count(code)).toBe(1);

    // An edit may keep its own code; giving it to another card is refused the same way.
    const other = (await createPatient(app, admin, { first_name: 'Cits', last_name: `Otrais${tag}` })).data;
    const taken = await api(app).patch(`/api/patients/${other.uuid}`).set('authorization', admin).send({ personal_code: code, version: other.version });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('PATIENT_PERSONAL_CODE_TAKEN');
    const own = await api(app).patch(`/api/patients/${first.uuid}`).set('authorization', admin).send({ personal_code: code, phone: '+371 2000 0100', version: first.version });
    expect(own.status).toBe(200);
  });

  it('lets exactly one of ten concurrent new cards with one code through; the others are told which card has it', async () => {
    const code = await freshPersonalCode(app, '1971-04-09');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => create({ first_name: `Vienlaikus${index}`, last_name: `Kods${tag}`, personal_code: code })));
    const saved = answers.filter((res) => res.status === 201);
    expect(saved).toHaveLength(1);
    const refused = answers.filter((res) => res.status !== 201);
    expect(refused.map((res) => [res.status, res.body.error.code])).toEqual(Array.from({ length: 9 }, () => [409, 'PATIENT_PERSONAL_CODE_TAKEN']));
    for (const res of refused) expect(res.body.error.details.patients.map((p: Patient) => p.uuid)).toEqual([saved[0].body.data.uuid]);
    expect(await count(code)).toBe(1);
  });

  it('migrates cards that already share a code without failing: the earliest live card holds it, the later ones are flagged', async () => {
    const orm = app.get(MikroORM);
    const migration = new PersonalCodeUnique(orm.em.getDriver(), orm.config);
    await migration.up();
    const statements = migration.getQueries().map(String);
    const rollback = new Error('rolled back on purpose');
    const outcome = orm.em.fork().transactional(async (tx) => {
      const run = <T extends object[] = object[]>(statement: string, params: unknown[] = []) => tx.getConnection().execute<T>(statement, params, 'all', tx.getTransactionContext());
      // A table of this transaction's own, named like the real one (temporary tables come first in the search path), as it was before the rule.
      await run(`create temp table "patient" as select "uuid", "company_id", "personal_code", "deleted_at", "created_at" from public."patient" where false`);
      const rows: [string, number, string | null, string | null, string][] = [
        ['deleted-first', 1, '010101-10001', '2020-01-01', '2020-01-01'],
        ['holder', 1, '010101-10001', null, '2021-01-01'],
        ['later', 1, '010101-10001', null, '2022-01-01'],
        ['latest', 1, '010101-10001', null, '2023-01-01'],
        ['other-company', 2, '010101-10001', null, '2019-01-01'],
        ['alone', 1, '020202-20002', null, '2021-01-01'],
        ['no-code-1', 1, null, null, '2021-01-01'],
        ['no-code-2', 1, null, null, '2021-01-01'],
      ];
      const names = new Map<string, string>(rows.map(([name]) => [randomUUID(), name]));
      const uuids = [...names.keys()];
      for (const [index, [, company, code, deleted, created]] of rows.entries()) {
        await run(`insert into "patient" values (?, ?, ?, ?, ?)`, [uuids[index], company, code, deleted, created]);
      }
      for (const statement of statements) await run(statement);
      const flagged = await run<{ uuid: string }[]>(`select "uuid" from "patient" where "personal_code_shared" order by "created_at"`);
      expect(flagged.map((row) => names.get(row.uuid))).toEqual(['later', 'latest']);
      const [index] = await run<{ indexdef: string }[]>(`select indexdef from pg_indexes where indexname = 'patient_company_personal_code_unique' and schemaname like 'pg_temp%'`);
      expect(index.indexdef).toMatch(/UNIQUE INDEX .* \(company_id, personal_code\) WHERE \(\(deleted_at IS NULL\) AND \(personal_code IS NOT NULL\) AND \(NOT personal_code_shared\)\)/);
      await expect(run(`insert into "patient" ("uuid", "company_id", "personal_code", "created_at") values (?, 1, '010101-10001', now())`, [randomUUID()])).rejects.toThrow(/patient_company_personal_code_unique/);
      throw rollback;
    });
    await expect(outcome).rejects.toBe(rollback);
  });

  it('lists cards that share a code for merge; the code passes to the next card when its holder is merged or deleted', async () => {
    const code = await freshPersonalCode(app, '1958-12-01');
    const holder = (await createPatient(app, admin, { first_name: 'Turētājs', last_name: `Dalīts${tag}`, personal_code: code })).data;
    const later = await sharedBeforeTheRule(code, 'Vēlāks');
    const latest = await sharedBeforeTheRule(code, 'Vēlākais');
    const group = (await sharedCodes()).find((g) => g.personal_code === code);
    expect(group?.patients.map((p) => p.uuid)).toEqual([holder.uuid, later, latest]);

    // Other edits of a card that shares its code pass, with the look-alikes as a warning.
    const [{ version }] = await sql<{ version: number }>(app, 'select version from patient where uuid = ?', [later]);
    const edited = await api(app).patch(`/api/patients/${later}`).set('authorization', admin).send({ phone: '+371 2000 0200', version });
    expect(edited.status).toBe(200);
    expect(edited.body.warnings[0]).toMatchObject({ code: 'DUPLICATE' });

    // Merged into a card that shared its code, the holder hands the code over: the index covers it again.
    const merged = await api(app).post(`/api/patients/${holder.uuid}/merge`).set('authorization', admin).send({ into_uuid: later, version: holder.version });
    expect(merged.status).toBe(200);
    expect((await sharedCodes()).find((g) => g.personal_code === code)?.patients.map((p) => p.uuid)).toEqual([later, latest]);
    const stillTaken = await create({ first_name: 'Jauns', last_name: `Dalīts${tag}`, personal_code: code });
    expect(stillTaken.body.error.details.patients.map((p: Patient) => p.uuid)).toEqual([later]);

    // Deleted, the new holder hands it to the last one left, which then shares it with nobody.
    expect((await api(app).delete(`/api/patients/${later}`).set('authorization', admin)).status).toBe(204);
    expect((await sharedCodes()).find((g) => g.personal_code === code)).toBeUndefined();
    const [{ shared }] = await sql<{ shared: boolean }>(app, 'select personal_code_shared as shared from patient where uuid = ?', [latest]);
    expect(shared).toBe(false);
    await expect(sql(app, `insert into patient (uuid, company_id, first_name, last_name, ${SEALED_CODE_COLUMNS}) values (?, ?, 'Sacensība', ?, ?, ?, ?)`, [randomUUID(), demoCompany, `Dalīts${tag}`, ...sealedCodeValues(code)])).rejects.toThrow(
      /patient_company_personal_code_unique/,
    );
  });

  it('takes a flagged card out of the list once its code changes to one of its own', async () => {
    const code = await freshPersonalCode(app, '1949-06-30');
    await createPatient(app, admin, { first_name: 'Turētājs', last_name: `Maina${tag}`, personal_code: code });
    const twin = await sharedBeforeTheRule(code, 'Dvīnis');
    const [{ version }] = await sql<{ version: number }>(app, 'select version from patient where uuid = ?', [twin]);
    const own = await freshPersonalCode(app, '1949-06-30');
    const fixed = await api(app).patch(`/api/patients/${twin}`).set('authorization', admin).send({ personal_code: own, version });
    expect(fixed.status).toBe(200);
    expect((await sharedCodes()).find((g) => g.personal_code === code)).toBeUndefined();
    const [{ shared }] = await sql<{ shared: boolean }>(app, 'select personal_code_shared as shared from patient where uuid = ?', [twin]);
    expect(shared).toBe(false);
  });

  it('shows the list to patients_view only, each company its own', async () => {
    const code = await freshPersonalCode(app, '1966-02-14');
    await createPatient(app, admin, { first_name: 'Redzams', last_name: `Saraksts${tag}`, personal_code: code });
    await sharedBeforeTheRule(code, 'Neredzams');
    const stranger = await createProbeUser(app, ['calendar_view']);
    expect((await api(app).get('/api/patients/shared-codes').set('authorization', stranger.token)).status).toBe(403);
    await stranger.grant(['patients_view']);
    expect((await sharedCodes(stranger.token)).map((g) => g.personal_code)).toContain(code);
    expect((await sharedCodes(await signIn(app, 'other'))).map((g) => g.personal_code)).not.toContain(code);
  });
});
