import type { INestApplication } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import yauzl from 'yauzl';
import { api, binaryBody, booking, sql, testDatabaseUrl, type DemoFixtures } from '@dental/server-testing';

/** Every entry of a ZIP, by name. */
export function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('not a zip'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
          stream.on('error', reject);
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Starts an export as `token` and waits for its job to finish; answers the last status read. */
export async function exportPatient(app: INestApplication, token: string, patientUuid: string): Promise<{ uuid: string; state: string; progress: number; download_url: string | null }> {
  const started = await api(app).post(`/api/patients/${patientUuid}/export`).set('authorization', token);
  if (started.status !== 202) throw new Error(`export answered ${started.status}: ${JSON.stringify(started.body)}`);
  const uuid = started.body.data.uuid as string;
  for (let attempt = 0; attempt < 200; attempt++) {
    const status = await api(app).get(`/api/patients/${patientUuid}/exports/${uuid}`).set('authorization', token);
    if (status.body.data.state === 'done' || status.body.data.state === 'failed') return status.body.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the export did not finish in 20 s');
}

export const download = (app: INestApplication, token: string, url: string) => api(app).get(url).set('authorization', token).buffer(true).parse(binaryBody);

/**
 * A value planted in each module's data of one patient, through each module's own API: the card
 * and its consent and file (patients), an appointment (calendar), a tooth map record (dental card),
 * an invoice (billing), a recall (recall). Answers the planted values by module.
 */
export async function plantEverywhere(app: INestApplication, token: string, fx: DemoFixtures, patientUuid: string, tag: string): Promise<Record<string, string>> {
  const planted = {
    consent: `consent-${tag}`,
    file: `file-${tag}`,
    appointment: `appointment-${tag}`,
    tooth_map: `tooth-${tag}`,
    invoice: `invoice-${tag}`,
    recall: `recall-${tag}`,
  };
  const ok = (what: string, res: { status: number; body: unknown }, status = 201) => {
    if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
  };
  ok('consent', await api(app).post(`/api/patients/${patientUuid}/consent-records`).set('authorization', token).send({ purpose: 'photos', state: 'given', method: 'paper', text_version: planted.consent }));
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(planted.file), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);
  ok('file', await api(app).post(`/api/patients/${patientUuid}/files/documents`).set('authorization', token).attach('file', pdf, `${planted.file}.pdf`));
  // A weekday of 2040-2045 inside the opening hours, at a random quarter hour of its own.
  const monday = new Date(Date.UTC(2040 + randomInt(6), 0, 2 + 7 * randomInt(50)));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) + randomInt(5));
  const day = monday.toISOString().slice(0, 10);
  const hour = 9 + randomInt(7);
  const minute = 15 * randomInt(3);
  const time = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  ok(
    'appointment',
    await api(app)
      .post('/api/calendar/appointments')
      .set('authorization', token)
      .send(booking(fx, day, time(hour, minute), time(hour, minute + 15), { patient_uuid: patientUuid, room_uuid: fx.rooms[randomInt(fx.rooms.length)], comment: planted.appointment })),
  );
  const [status] = await sql<{ uuid: string }>(app, `select s.uuid from tooth_status s join company c on c.id = s.company_id where c.slug = 'demo' and s.deleted_at is null order by s.uuid limit 1`);
  ok('tooth map', await api(app).post(`/api/patients/${patientUuid}/tooth-map/items`).set('authorization', token).send({ tooth: 16, tooth_status_uuid: status.uuid, stage: 'diagnosed', comment: planted.tooth_map }));
  ok('invoice', await api(app).post('/api/invoices').set('authorization', token).send({ patient_uuid: patientUuid, branch_uuid: fx.branch, comment: planted.invoice }));
  const [type] = await sql<{ uuid: string }>(app, `select t.uuid from recall_type t join company c on c.id = t.company_id where c.slug = 'demo' and t.deleted_at is null order by t.uuid limit 1`);
  ok('recall', await api(app).post('/api/recalls').set('authorization', token).send({ patient_uuid: patientUuid, type_uuid: type.uuid, due_date: '2044-05-05', reason: planted.recall }));
  return planted;
}

/**
 * Every table of the database (every schema but the catalogues) dumped with `COPY (SELECT ...) TO STDOUT`
 * (the form a partitioned table such as pg-boss's jobs takes),
 * as a backup would hold it, by qualified table name.
 */
export async function dumpEveryTable(): Promise<Map<string, string>> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
    );
    const dump = new Map<string, string>();
    for (const { name } of rows) {
      const chunks: Buffer[] = [];
      const stream = client.query(copyTo(`copy (select * from ${name}) to stdout`));
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      dump.set(name, Buffer.concat(chunks).toString('utf8'));
    }
    return dump;
  } finally {
    await client.end();
  }
}

/** Every file under `root`, with its bytes. */
export async function everyFile(root: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) if (entry.isFile()) files.set(path.join(entry.parentPath, entry.name), await readFile(path.join(entry.parentPath, entry.name)));
  return files;
}
