import type { INestApplication } from '@nestjs/common';
import { api, createTestApp, sql, textBody } from '@dental/server-testing';
import { csvFile, ended, importAll, importClinic, importsApi, xlsxFile, type ImportClinic } from './import-fixtures.js';

/** One file per way old systems write: the rows planted bad are the same in each, by row and field. */
interface Fixture {
  name: string;
  file: () => Promise<Buffer>;
  /** What the upload should recognise. */
  read: { format: string; encoding: string | null; delimiter: string | null };
  /** The cards the good rows make, as the list finds them. */
  people: { search: string; first_name: string; last_name: string; dob: string | null }[];
  /** Fields expected for the guessed mapping (header -> field). */
  guessed: Record<string, string>;
}

/**
 * Rows 2-5 are good (row 4 names row 2 as its parent); the rest are planted bad:
 * row 6 an e-mail that is none, row 7 a date that does not exist, row 8 no last name, row 9 a
 * doctor the clinic does not have, row 10 the key of row 2 again.
 */
const PLANTED = [
  { row: 6, field: 'email' },
  { row: 7, field: 'dob' },
  { row: 8, field: 'last_name' },
  { row: 9, field: 'doctor' },
  { row: 10, field: 'key' },
];

const latvian: Fixture = {
  name: 'a Windows-1257 CSV with Latvian headers and semicolons',
  file: async () =>
    csvFile(
      [
        ['ID', 'Vārds', 'Uzvārds', 'Personas kods', 'Dzimšanas datums', 'Tālrunis', 'E-pasts', 'Ārsts', 'Filiāle', 'Brīdinājums', 'Radinieka ID', 'Radniecība'],
        ['LV-1', 'Jānis', 'Bērziņš', '161175-19997', '16.11.1975', '+371 29123456', 'janis@example.lv', 'Probe User', 'Centrs', 'Alerģija pret penicilīnu', '', ''],
        ['LV-2', 'Ilze', 'Ķēniņa', '', '03.04.1980', '29123457', '', '', '', '', '', ''],
        ['LV-3', 'Pēteris', 'Bērziņš', '', '01.09.2015', '', '', 'User Probe', '', '', 'LV-1', 'tēvs'],
        ['LV-4', 'Līga', 'Ūdre', '', '', '', '', '', '', '', '', ''],
        ['LV-5', 'Oskars', 'Ozols', '', '', '', 'nav-epasta', '', '', '', '', ''],
        ['LV-6', 'Zane', 'Zariņa', '', '31.02.1990', '', '', '', '', '', '', ''],
        ['LV-7', 'Rūta', '', '', '', '', '', '', '', '', '', ''],
        ['LV-8', 'Kārlis', 'Kalniņš', '', '', '', '', 'Dr. Nekas', '', '', '', ''],
        ['LV-1', 'Jānis', 'Dubults', '', '', '', '', '', '', '', '', ''],
      ],
      ';',
      'windows-1257',
    ),
  read: { format: 'csv', encoding: 'windows-1257', delimiter: ';' },
  people: [
    { search: 'Bērziņš Jānis', first_name: 'Jānis', last_name: 'Bērziņš', dob: '1975-11-16' },
    { search: 'Ķēniņa', first_name: 'Ilze', last_name: 'Ķēniņa', dob: '1980-04-03' },
    { search: 'Pēteris', first_name: 'Pēteris', last_name: 'Bērziņš', dob: '2015-09-01' },
    { search: 'Ūdre', first_name: 'Līga', last_name: 'Ūdre', dob: null },
  ],
  guessed: { Vārds: 'first_name', Uzvārds: 'last_name', 'Personas kods': 'personal_code', 'Dzimšanas datums': 'dob', 'E-pasts': 'email', Ārsts: 'doctor', Radniecība: 'kinship' },
};

const russian: Fixture = {
  name: 'a Windows-1251 CSV with Russian headers and commas',
  file: async () =>
    csvFile(
      [
        ['Номер', 'Имя', 'Фамилия', 'Персональный код', 'Дата рождения', 'Телефон', 'Эл. почта', 'Врач', 'Филиал', 'Предупреждение', 'ID родственника', 'Родство'],
        ['RU-1', 'Пётр', 'Ёлкин', '', '05.06.1970', '+371 26000001', 'petr@example.ru', 'Probe User', 'Centrs', 'Кардиостимулятор', '', ''],
        ['RU-2', 'Анна', 'Ёлкина', '', '07.08.1972', '', '', '', '', '', '', ''],
        ['RU-3', 'Мария', 'Ёлкина', '', '10.10.2010', '', '', '', '', '', 'RU-1', 'отец'],
        ['RU-4', 'Иван', 'Щукин', '', '', '', '', '', '', '', '', ''],
        ['RU-5', 'Олег', 'Жуков', '', '', '', 'не почта', '', '', '', '', ''],
        ['RU-6', 'Ольга', 'Зайцева', '', '30.02.1985', '', '', '', '', '', '', ''],
        ['RU-7', 'Вера', '', '', '', '', '', '', '', '', '', ''],
        ['RU-8', 'Глеб', 'Орлов', '', '', '', '', 'Доктор Никто', '', '', '', ''],
        ['RU-1', 'Пётр', 'Дубль', '', '', '', '', '', '', '', '', ''],
      ],
      ',',
      'windows-1251',
    ),
  read: { format: 'csv', encoding: 'windows-1251', delimiter: ',' },
  people: [
    { search: 'Ёлкин Пётр', first_name: 'Пётр', last_name: 'Ёлкин', dob: '1970-06-05' },
    { search: 'Анна', first_name: 'Анна', last_name: 'Ёлкина', dob: '1972-08-07' },
    { search: 'Мария', first_name: 'Мария', last_name: 'Ёлкина', dob: '2010-10-10' },
    { search: 'Щукин', first_name: 'Иван', last_name: 'Щукин', dob: null },
  ],
  guessed: { Имя: 'first_name', Фамилия: 'last_name', 'Дата рождения': 'dob', 'Эл. почта': 'email', Врач: 'doctor', Родство: 'kinship' },
};

const excel: Fixture = {
  name: 'an XLSX with English headers and Excel dates',
  file: () =>
    xlsxFile([
      ['Patient ID', 'First name', 'Last name', 'Personal code', 'Date of birth', 'Phone', 'Email', 'Doctor', 'Branch', 'Medical alert', 'Relative ID', 'Kinship'],
      ['X-1', 'Emma', 'Stone', '', new Date(Date.UTC(1988, 10, 6)), '+371 26000002', 'emma@example.com', 'Probe User', 'Centrs', 'Latex allergy', '', ''],
      ['X-2', 'Liam', 'Stone', '', new Date(Date.UTC(1986, 0, 2)), '', '', '', '', '', '', ''],
      ['X-3', 'Noah', 'Stone', '', new Date(Date.UTC(2014, 4, 5)), '', '', '', '', '', 'X-1', 'mother'],
      ['X-4', 'Olivia', 'Quill', '', '', '', '', '', '', '', '', ''],
      ['X-5', 'Ava', 'Brook', '', '', '', 'no-mail', '', '', '', '', ''],
      ['X-6', 'Mia', 'Field', '', '29.02.2023', '', '', '', '', '', '', ''],
      ['X-7', 'Ella', '', '', '', '', '', '', '', '', '', ''],
      ['X-8', 'Jack', 'Hill', '', '', '', '', 'Dr. Nobody', '', '', '', ''],
      ['X-1', 'Emma', 'Twice', '', '', '', '', '', '', '', '', ''],
    ]),
  read: { format: 'xlsx', encoding: null, delimiter: null },
  people: [
    { search: 'Emma Stone', first_name: 'Emma', last_name: 'Stone', dob: '1988-11-06' },
    { search: 'Liam', first_name: 'Liam', last_name: 'Stone', dob: '1986-01-02' },
    { search: 'Noah', first_name: 'Noah', last_name: 'Stone', dob: '2014-05-05' },
    { search: 'Quill', first_name: 'Olivia', last_name: 'Quill', dob: null },
  ],
  guessed: { 'First name': 'first_name', 'Last name': 'last_name', 'Date of birth': 'dob', Email: 'email', Doctor: 'doctor', Kinship: 'kinship', 'Medical alert': 'medical_alert' },
};

/**
 * Issue 30's patients import end to end, once per file kind: the upload reads the encoding,
 * delimiter and headers; the dry run names the planted bad rows by row and field and writes no
 * card; the run imports the rest (a doctor, a branch, an alert, a parent link); importing the same
 * file again adds nothing; undo takes every card away again; the file's bytes are gone after each.
 */
describe('imports: patients from CSV (Windows-1257, Windows-1251) and XLSX', () => {
  let app: INestApplication;
  let clinic: ImportClinic;

  beforeAll(async () => {
    app = await createTestApp();
    clinic = await importClinic(app, ['import_data', 'patients_view', 'patients_edit']);
  }, 120_000);
  afterAll(() => app?.close());

  const liveCards = async () => Number((await sql<{ n: string }>(app, `select count(*) as n from patient where company_id = ? and deleted_at is null`, [clinic.id]))[0].n);
  const fileBytes = async (uuid: string) => Number((await sql<{ n: string }>(app, `select count(*) as n from import_file_chunk where import_uuid = ?`, [uuid]))[0].n);
  const find = (search: string) => api(app).get('/api/patients').query({ search }).set('authorization', clinic.user.token);

  describe.each([latvian, russian, excel])('$name', (fixture) => {
    it('is checked, imported, imported again without duplicates, and undone', async () => {
      const client = importsApi(app, clinic.user.token);
      const file = await fixture.file();

      // Upload: read as the old system wrote it, the mapping guessed from its headers.
      const uploaded = await client.upload(file, `export.${fixture.read.format}`);
      expect(uploaded.status).toBe(201);
      const upload = uploaded.body.data;
      expect({ format: upload.format, encoding: upload.encoding, delimiter: upload.delimiter }).toEqual(fixture.read);
      expect(upload.rows).toBe(9);
      expect(upload.preview).toHaveLength(9);
      expect(upload.suggestion.kind).toBe('patients');
      expect(upload.suggestion.columns).toMatchObject(fixture.guessed);
      expect(upload.suggestion.key_column).toBe(upload.headers[0]);
      expect(upload.preview[0][upload.headers[1]]).toBe(fixture.people[0].first_name);

      // Dry run: the planted rows by row and field, in the reader's language; nothing written.
      expect((await client.map(upload.uuid, upload.suggestion)).status).toBe(200);
      const dry = await client.dryRun(upload.uuid);
      expect(dry.status).toBe(200);
      expect(dry.body.data.errors.map(({ row, field }: { row: number; field: string }) => ({ row, field }))).toEqual(PLANTED);
      expect(dry.body.data).toMatchObject({ rows: 9, valid: 4, errors_total: PLANTED.length, duplicates: [] });
      expect(dry.body.data.errors.find((error: { field: string }) => error.field === 'doctor').message).toMatch(/There is no user/);
      expect(await liveCards()).toBe(0);

      // Run: the good rows become cards, the bad ones are reported; the file is deleted.
      expect((await client.run(upload.uuid)).status).toBe(202);
      const done = await ended(app, clinic.user.token, upload.uuid);
      expect(done).toMatchObject({ state: 'finished', progress: 100, created: 4, updated: 0, skipped: 0, failed: PLANTED.length, can_undo: true });
      expect(await liveCards()).toBe(4);
      expect(await fileBytes(upload.uuid)).toBe(0);
      for (const person of fixture.people) {
        const found = await find(person.search);
        expect(found.body.data).toEqual([expect.objectContaining({ first_name: person.first_name, last_name: person.last_name, dob: person.dob })]);
      }
      const [first] = (await find(fixture.people[0].search)).body.data;
      const card = await api(app).get(`/api/patients/${first.uuid}`).set('authorization', clinic.user.token);
      expect(card.body.data.doctor).toMatchObject({ first_name: 'Probe', last_name: 'User' });
      expect(card.body.data.branches).toEqual([expect.objectContaining({ name: 'Centrs' })]);
      expect(card.body.data.alerts).toEqual([expect.objectContaining({ kind: 'medical_alert' })]);
      const [child] = (await find(fixture.people[2].search)).body.data;
      const links = await api(app).get(`/api/patients/${child.uuid}/relationships`).set('authorization', clinic.user.token);
      expect(links.body.data).toEqual([expect.objectContaining({ role: 'parent', relative: expect.objectContaining({ uuid: first.uuid }) })]);
      const errors = await client.errorsCsv(upload.uuid).buffer(true).parse(textBody);
      expect(errors.status).toBe(200);
      expect(errors.body.split('\r\n').filter(Boolean)).toHaveLength(1 + PLANTED.length);

      // The same file again: every good row is known by its key, nothing is added.
      const again = await importAll(app, clinic.user.token, file, `again.${fixture.read.format}`);
      expect(again).toMatchObject({ state: 'finished', created: 0, updated: 0, skipped: 4, failed: PLANTED.length });
      expect(await liveCards()).toBe(4);

      // Undo of the first import: every card it made is gone, the file too.
      const undone = await client.undo(upload.uuid);
      expect(undone.status).toBe(200);
      expect(undone.body.data).toMatchObject({ state: 'undone', can_undo: false });
      expect(await liveCards()).toBe(0);
      for (const person of fixture.people) expect((await find(person.search)).body.data).toEqual([]);
    }, 60_000);
  });

  it('links a row with the name and birth date of a card the clinic has (no personal code) instead of making it twice', async () => {
    const [{ uuid: existing }] = await sql<{ uuid: string }>(
      app,
      `insert into patient (company_id, first_name, last_name, dob, communication_language) values (?, 'Anete', 'Āboliņa', '1970-02-03', 'lv') returning uuid`,
      [clinic.id],
    );
    const client = importsApi(app, clinic.user.token);
    const file = csvFile(
      [
        ['ID', 'Vārds', 'Uzvārds', 'Dzimšanas datums'],
        ['D-1', 'ANETE', 'Aboliņa', '03.02.1970'],
        ['D-2', 'Anete', 'Āboliņa', '04.02.1970'],
      ],
      ';',
      'utf-8',
    );
    const uploaded = await client.upload(file, 'same.csv');
    expect((await client.map(uploaded.body.data.uuid, uploaded.body.data.suggestion)).status).toBe(200);
    const dry = await client.dryRun(uploaded.body.data.uuid);
    // The same name however written, born the same day: a duplicate; a day apart: a new card.
    expect(dry.body.data.duplicates).toEqual([{ row: 2, patient: { uuid: existing, first_name: 'Anete', last_name: 'Āboliņa', personal_code: null, dob: '1970-02-03' } }]);
    expect((await client.run(uploaded.body.data.uuid)).status).toBe(202);
    expect(await ended(app, clinic.user.token, uploaded.body.data.uuid)).toMatchObject({ state: 'finished', created: 1, skipped: 1, failed: 0 });
    expect(await liveCards()).toBe(2);
    expect((await client.undo(uploaded.body.data.uuid)).status).toBe(200);
    await sql(app, 'update patient set deleted_at = now() where uuid = ?', [existing]);
    expect(await liveCards()).toBe(0);
  }, 60_000);
});
