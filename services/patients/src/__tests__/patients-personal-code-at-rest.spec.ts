import { jest } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { pagedEnvelope, patientListItemSchema, patientSchema } from '@dental/contracts';
import { logger, openPersonalCodeStrict, personalCodeHash, personalCodePrefixHash, rotateDataKeys, sealPersonalCode } from '@dental/server-core';
import { eventsSettled, api, createTestApp, signIn, sql, testModules, uniqueTag } from '@dental/server-testing';
import { resealPersonalCodes } from '../patients/personal-code-rotation.js';
import { dumpEveryTable } from './data-rights-kit.js';
import { createPatient, freshPersonalCode } from './patients-test-kit.js';

const openPersonalCodeOf = (sealed: string): string => openPersonalCodeStrict(sealed) as string;

/**
 * The personal code at rest (issue 28): sealed with AES-256-GCM under a key from the environment,
 * found by the whole code and by its first six digits through keyed hashes, masked in the History,
 * absent from every table a backup holds, and sealed again by the rotation command.
 */
describe('patients: personal code encrypted at rest', () => {
  let app: INestApplication;
  let admin: string;
  const tag = uniqueTag('letters');
  const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

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
    // A corrected code of the same birth date (a code's date must agree with the card's), ending in
    // the same two characters: its masked form is the old one's, and the History still shows the change.
    const second = await freshPersonalCode(app, '1933-03-17', { sameEndingAs: first });
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
    expect(second).not.toBe(first);

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

  it("stores no plaintext code of a staff member, a signed consent form's text or an import's preview and file; the staff list finds its user by the code", async () => {
    // A staff member's own code (identity): sealed, found by the staff list's search through its hash.
    const staffCode = await freshPersonalCode(app, '1936-06-20');
    const staff = await api(app)
      .post('/api/settings/users')
      .set('authorization', admin)
      .send({ first_name: 'Slepena', last_name: `Darbiniece${tag}`, username: `kods_${tag}`.toLowerCase().replace(/[^a-z0-9_]/g, ''), password: 'slepena-parole-28', personal_code: staffCode });
    expect(staff.status).toBe(201);
    expect(staff.body.data.personal_code).toBe(staffCode);
    for (const term of [staffCode, staffCode.replace('-', '')]) {
      const found = await api(app).get('/api/settings/users').query({ search: term }).set('authorization', admin);
      expect(found.status).toBe(200);
      expect(found.body.data.map((user: { uuid: string }) => user.uuid)).toEqual([staff.body.data.uuid]);
    }

    // A signed consent form (dental card) whose text holds its patient's code: read back as signed.
    const formCode = await freshPersonalCode(app, '1936-06-21');
    const { data: signer } = await createPatient(app, admin, { first_name: 'Parakstītājs', last_name: `Kods${tag}`, personal_code: formCode });
    const template = await api(app)
      .post('/api/settings/consent-form-templates')
      .set('authorization', admin)
      .set('content-language', 'en')
      .send({ name: `Piekrišana ${tag}`, text: { lv: 'Es, {patient.full_name} ({patient.personal_code}), piekrītu.', en: 'I, {patient.full_name} ({patient.personal_code}), consent.', ru: 'Я, {patient.full_name} ({patient.personal_code}), согласен.' } });
    expect(template.status).toBe(201);
    const made = await api(app).post(`/api/patients/${signer.uuid}/consent-forms`).set('authorization', admin).send({ template_uuid: template.body.data.uuid, language: 'lv' });
    expect(made.status).toBe(201);
    const signed = await api(app)
      .post(`/api/patients/${signer.uuid}/consent-forms/${made.body.data.uuid}/sign`)
      .set('authorization', admin)
      .set('user-agent', 'Tablet test (768x1024)')
      .send({ patient_signature: SIGNATURE, signer_name: 'Parakstītājs', staff_signature: SIGNATURE });
    expect(signed.status).toBeLessThan(300);
    const form = await api(app).get(`/api/patients/${signer.uuid}/consent-forms/${made.body.data.uuid}`).set('authorization', admin);
    expect(form.body.data).toMatchObject({ state: 'signed', text: `Es, Parakstītājs Kods${tag} (${formCode}), piekrītu.` });

    // An import's upload (imports): its preview rows and its stored file, before the import is run.
    const importCode = await freshPersonalCode(app, '1936-06-22');
    const file = Buffer.from(`Vārds;Uzvārds;Personas kods\r\nImports;Kods${tag};${importCode}\r\n`, 'utf8');
    const uploaded = await api(app).post('/api/imports').set('authorization', admin).attach('file', file, 'kodi.csv');
    expect(uploaded.status).toBe(201);
    const status = await api(app).get(`/api/imports/${uploaded.body.data.uuid}`).set('authorization', admin);
    expect(status.status).toBe(200);
    expect(Object.values(status.body.data.preview[0])).toContain(importCode);

    // Every table as a backup holds it: none of the three codes, as typed, as bare digits, or as the hex of a bytea column.
    await eventsSettled(app);
    const dump = await dumpEveryTable();
    const forms = [staffCode, formCode, importCode].flatMap((code) => [code, code.replace('-', '')]).flatMap((code) => [code, Buffer.from(code).toString('hex')]);
    expect([...dump].flatMap(([table, text]) => text.split('\n').filter((line) => forms.some((code) => line.includes(code))).map((line) => `${table}: ${line.slice(0, 400)}`))).toEqual([]);
  });

  it('reads a code no key of the server opens as unavailable in the list and on the card (never a 500), and logs it once', async () => {
    const code = await freshPersonalCode(app, '1937-07-21');
    const { data: patient } = await createPatient(app, admin, { first_name: 'Neatverams', last_name: `Kods${tag}`, personal_code: code });
    const before = process.env.DATA_ENCRYPTION_KEYS as string;
    // Sealed under a key the server is then not given: a key dropped from DATA_ENCRYPTION_KEYS before the rotation reached its codes.
    const keyId = `lost${tag.slice(0, 8)}`.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 16);
    process.env.DATA_ENCRYPTION_KEYS = `${keyId}:${randomBytes(32).toString('base64')},${before}`;
    const lost = sealPersonalCode(code).personalCodeSealed;
    process.env.DATA_ENCRYPTION_KEYS = before;
    await sql(app, 'update patient set personal_code_sealed = ? where uuid = ?', [lost, patient.uuid]);
    const errors = jest.spyOn(logger, 'error');
    try {
      for (let round = 0; round < 2; round++) {
        const listed = (await search(`kods${tag}`)).data.find((item) => item.uuid === patient.uuid);
        expect(listed).toMatchObject({ personal_code: null, personal_code_unavailable: true, first_name: 'Neatverams' });
      }
      // Its hashes still find it by the code.
      expect((await search(code)).data.map((item) => item.uuid)).toContain(patient.uuid);
      const card = await api(app).get(`/api/patients/${patient.uuid}`).set('authorization', admin);
      expect(card.status).toBe(200);
      expect(patientSchema.parse(card.body.data)).toMatchObject({ personal_code: null, personal_code_unavailable: true });
      // A readable card carries no such flag.
      expect((await search(`slepens`)).data.every((item) => item.personal_code_unavailable === undefined)).toBe(true);
      const logged = errors.mock.calls.filter(([line]) => JSON.stringify(line).includes(`"${keyId}"`));
      expect(logged).toHaveLength(1);
      expect(JSON.stringify(logged)).not.toContain(code);
    } finally {
      errors.mockRestore();
      await sql(app, 'update patient set personal_code_sealed = ? where uuid = ?', [sealPersonalCode(code).personalCodeSealed, patient.uuid]);
    }
  });

  it('re-hashes every stored hash under a new DATA_HASH_KEY (npm run keys:rotate), finding the card by either key meanwhile', async () => {
    const code = await freshPersonalCode(app, '1938-08-22');
    const { data: patient } = await createPatient(app, admin, { first_name: 'Jaunjaucējs', last_name: `Kods${tag}`, personal_code: code });
    const hashes = async () =>
      (await sql<{ hash: string; prefix: string }>(app, 'select personal_code_hash as hash, personal_code_prefix_hash as prefix from patient where uuid = ?', [patient.uuid]))[0];
    const oldKey = process.env.DATA_HASH_KEY as string;
    const newKey = randomBytes(32).toString('base64');
    const oldHashes = { hash: personalCodeHash(code), prefix: personalCodePrefixHash(code) };
    expect(await hashes()).toEqual(oldHashes);
    const em = app.get(MikroORM).em;
    try {
      // The rotation's first step: the new key set, the old one kept as the previous. Nothing re-hashed yet, the card is found by both forms.
      process.env.DATA_HASH_KEY = newKey;
      process.env.DATA_HASH_KEY_PREVIOUS = oldKey;
      const newHashes = { hash: personalCodeHash(code), prefix: personalCodePrefixHash(code) };
      expect(newHashes.hash).not.toBe(oldHashes.hash);
      for (const term of [code, code.slice(0, 6)]) expect((await search(term)).data.map((item) => item.uuid)).toContain(patient.uuid);

      const outcomes = await rotateDataKeys(em, await testModules());
      expect(outcomes.find((o) => o.table === 'patient')?.rehashed).toBeGreaterThan(0);
      expect(outcomes.find((o) => o.table === 'user')).toBeDefined();
      expect(await hashes()).toEqual(newHashes);
      // A second run finds nothing left to re-hash.
      expect((await rotateDataKeys(em, await testModules())).every((o) => o.rehashed === 0 && o.resealed === 0)).toBe(true);

      // The previous key dropped: by the whole code and by its first six digits, the card is found as before.
      delete process.env.DATA_HASH_KEY_PREVIOUS;
      for (const term of [code, code.replace('-', ''), code.slice(0, 6)]) expect((await search(term)).data.map((item) => item.uuid)).toContain(patient.uuid);
      // No hash under the old key is left: every stored code's hashes are the new key's.
      const rows = await sql<{ sealed: string; hash: string; prefix: string }>(
        app,
        'select personal_code_sealed as sealed, personal_code_hash as hash, personal_code_prefix_hash as prefix from patient where personal_code_sealed is not null',
      );
      const stale = rows.filter((row) => {
        const opened = openPersonalCodeOf(row.sealed);
        return row.hash !== personalCodeHash(opened) || row.prefix !== personalCodePrefixHash(opened);
      });
      expect(stale).toEqual([]);
      expect(rows.some((row) => row.hash === oldHashes.hash || row.prefix === oldHashes.prefix)).toBe(false);
      // The staff's codes too (identity's column, re-hashed by its own module's entry in the rotation).
      const staff = await sql<{ sealed: string; hash: string }>(app, 'select personal_code_sealed as sealed, personal_code_hash as hash from "user" where personal_code_sealed is not null');
      expect(staff.filter((row) => row.hash !== personalCodeHash(openPersonalCodeOf(row.sealed)))).toEqual([]);
    } finally {
      // Back to the run's hash key (the files after this one hash with it): the same rotation, the other way.
      process.env.DATA_HASH_KEY = oldKey;
      process.env.DATA_HASH_KEY_PREVIOUS = newKey;
      await rotateDataKeys(em, await testModules());
      delete process.env.DATA_HASH_KEY_PREVIOUS;
    }
    expect(await hashes()).toEqual(oldHashes);
  });
});
