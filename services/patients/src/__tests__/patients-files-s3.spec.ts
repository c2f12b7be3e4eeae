import type { INestApplication } from '@nestjs/common';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { envelope, patientFileSchema } from '@dental/contracts';
import { S3FileStorage } from '../files/storage/s3-storage.js';
import { api, createTestApp, signIn, sql, uniqueTag } from '@dental/server-testing';
import { createPatient, downloadFile } from './patients-test-kit.js';
import { startS3TestServer, type S3TestServer } from './s3-test-server.js';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300_000, 0x20), Buffer.from('\n%%EOF\n')]);

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Patient files in an S3-compatible bucket: the store itself, then the API configured by S3_*. */
describe('patient files on S3', () => {
  let s3: S3TestServer;
  let store: S3FileStorage;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    store = new S3FileStorage(s3.config);
  });
  afterAll(async () => {
    store.onModuleDestroy();
    await s3?.close();
  });

  describe('S3FileStorage', () => {
    it('puts an object, streams it back whole and deletes it', async () => {
      await store.put('1/patient/file', PDF, 'application/pdf');
      const stream = await store.get('1/patient/file');
      expect(Buffer.compare(await readAll(stream), PDF)).toBe(0);
      await store.remove('1/patient/file');
      await expect(store.get('1/patient/file')).rejects.toThrow();
    });

    it('refuses to read what is not there, and deleting it again is no error', async () => {
      await expect(store.get('1/patient/never-stored')).rejects.toMatchObject({ name: 'NoSuchKey' });
      await expect(store.remove('1/patient/never-stored')).resolves.toBeUndefined();
    });

    it('fails a put the store refuses, so no row is written for it', async () => {
      const wrongBucket = new S3FileStorage({ ...s3.config, bucket: 'no-such-bucket' });
      await expect(wrongBucket.put('1/patient/file', PDF, 'application/pdf')).rejects.toMatchObject({ name: 'NoSuchBucket' });
      const unknownKey = new S3FileStorage({ ...s3.config, accessKeyId: 'NOT-A-KEY' });
      await expect(unknownKey.put('1/patient/file', PDF, 'application/pdf')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
      wrongBucket.onModuleDestroy();
      unknownKey.onModuleDestroy();
    });
  });

  describe('through the API with S3_* set', () => {
    let app: INestApplication;
    let admin: string;
    let patientUuid: string;
    const uploads = mkdtempSync(path.join(tmpdir(), 'patients-uploads-s3-'));

    beforeAll(async () => {
      // The file store is chosen from the environment when the app is built.
      Object.assign(process.env, s3.env, { UPLOADS_DIR: uploads });
      app = await createTestApp();
      admin = await signIn(app, 'admin');
      patientUuid = (await createPatient(app, admin, { first_name: 'Mākonis', last_name: `Pacients${uniqueTag('letters')}` })).data.uuid;
    });
    afterAll(async () => {
      await app?.close();
      rmSync(uploads, { recursive: true, force: true });
    });

    it('uploads a file into the bucket and downloads the same bytes', async () => {
      const res = await api(app).post(`/api/patients/${patientUuid}/files/medical`).set('authorization', admin).attach('file', PDF, 'rentgens.pdf');
      expect(res.status).toBe(201);
      const file = envelope(patientFileSchema).parse(res.body).data;

      const [{ storage_key }] = await sql<{ storage_key: string }>(app, 'select storage_key from patient_file where uuid = ?', [file.uuid]);
      expect(Buffer.compare(await readAll(await store.get(storage_key)), PDF)).toBe(0);
      expect(readdirSync(uploads)).toEqual([]);

      const download = await downloadFile(app, admin, patientUuid, 'medical', file.uuid);
      expect(download.status).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);
    });
  });
});
