import { Controller, Get, Header, Module, StreamableFile, type INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { configureApp } from '../http/configure-app.js';

/** A search page's size (~4 KB, compressed at once) and a calendar week's (~150 KB, on the thread pool). */
const page = { data: Array.from({ length: 25 }, (_, i) => ({ uuid: `patient-${i}`, first_name: 'Kārlis', last_name: `Ābols ${i}`, phone: '+371 26055220' })) };
const week = { data: Array.from({ length: 1500 }, (_, i) => ({ uuid: `event-${i}`, start: '2031-02-03T08:00:00.000Z', status: 'confirmed', note: `Ģirts ${i}` })) };
const export_ = 'name;phone\n' + 'Ilze Kalniņa;+371 20403320\n'.repeat(200);

@Controller()
class AnswersController {
  @Get('page') page() {
    return page;
  }
  @Get('week') week() {
    return week;
  }
  @Get('small') small() {
    return { data: { ok: true } };
  }
  @Get('export') @Header('content-type', 'text/csv; charset=utf-8') export() {
    return new StreamableFile(Buffer.from(export_));
  }
}

@Module({ controllers: [AnswersController] })
class AnswersModule {}

/** An answer's bytes as they came over the wire (no client decoding), with its status and headers. */
const raw = (app: INestApplication, path: string, encoding: string, method: 'GET' | 'HEAD' = 'GET') =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const { port } = app.getHttpServer().address() as AddressInfo;
    const req = httpRequest({ host: '127.0.0.1', port, path: `/api${path}`, method, headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject).end();
  });

const decoded = (body: Buffer, encoding: string | undefined) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');

describe('JSON answers compressed whole', () => {
  let app: INestApplication;

  beforeAll(async () => {
    const module = await Test.createTestingModule({ imports: [AnswersModule] }).compile();
    app = module.createNestApplication({ logger: false });
    configureApp(app);
    await app.listen(0, '127.0.0.1');
  });
  afterAll(() => app.close());

  it.each([
    ['/page', page],
    ['/week', week],
  ])('sends %s in what the client accepts, brotli first, with its length, the same JSON once decoded', async (path, answer) => {
    for (const [accepts, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await raw(app, path, accepts);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers['vary']).toBe('Accept-Encoding');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(decoded(res.body, expected)).toBe(JSON.stringify(answer));
    }
  });

  it('leaves an encoding it does not offer (deflate) to the compression middleware', async () => {
    const res = await raw(app, '/page', 'deflate');
    expect(res.headers['content-encoding']).toBe('deflate');
    expect(inflateSync(res.body).toString('utf8')).toBe(JSON.stringify(page));
  });

  it('sends an answer under 1 KB as it is', async () => {
    const res = await raw(app, '/small', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('{"data":{"ok":true}}');
  });

  it('answers a HEAD with the plain length and no body', async () => {
    const res = await raw(app, '/week', 'br, gzip', 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(JSON.stringify(week)));
  });

  it('leaves what is not JSON to the compression middleware, which still compresses it', async () => {
    const res = await raw(app, '/export', 'gzip');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decoded(res.body, 'gzip')).toBe(export_);
  });
});
