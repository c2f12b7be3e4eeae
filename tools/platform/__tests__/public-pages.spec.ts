import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { setCacheControl, startStaticServer } from '../static-server.mjs';
import { liveRoot, publicPages } from '../public-pages.mjs';

/**
 * The patients' public page on `npm start`'s edge, over real sockets: its deep links answer its
 * index, its files come from /booking/, and a promoted train's release replaces the checkout's
 * build on the next request.
 */
function get(port: number, pathname: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: pathname }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}

let dir: string;
let server: { port: number; close: () => Promise<void> };
const trainFile = () => path.join(dir, 'run', 'train.json');

function page(folder: string, label: string) {
  mkdirSync(path.join(folder, 'static/js'), { recursive: true });
  writeFileSync(path.join(folder, 'index.html'), `<html>${label}</html>`);
  writeFileSync(path.join(folder, 'static/js/index.abc.js'), `console.log('${label}')`);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'public-pages-'));
  mkdirSync(path.join(dir, 'run'));
  page(path.join(dir, 'shell'), 'shell');
  page(path.join(dir, 'build'), 'checkout build');
  page(path.join(dir, 'releases/booking/1.2.0'), 'release 1.2.0');
  const releasesDir = path.join(dir, 'releases');
  const root = () => {
    const live = liveRoot('booking', { trainFile: trainFile(), releasesDir });
    return live.startsWith(releasesDir) ? live : path.join(dir, 'build');
  };
  server = await startStaticServer({ root: path.join(dir, 'shell'), port: 0, spa: true, pages: publicPages({
      roots: { booking: root },
      setHeaders: setCacheControl,
      embedOrigins: async (pathname) => (pathname.startsWith('/book/rigas-centrs') ? ['https://www.klinika.lv', 'https://klinika.lv'] : null),
    }),
  });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the public page on the edge', () => {
  it('answers its links with its own index (revalidated), not the shell’s', async () => {
    for (const link of ['/r/eyJhIjoxfQ.c2ln', '/o/abc.def', '/book/rigas-centrs', '/book/rigas-centrs/confirm']) {
      const answer = await get(server.port, link);
      expect(answer.status).toBe(200);
      expect(answer.body).toBe('<html>checkout build</html>');
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
    expect((await get(server.port, '/calendar')).body).toBe('<html>shell</html>');
  });

  it('lets only the branch’s own web sites frame its booking page; every other page stays unframeable', async () => {
    const booking = await get(server.port, '/book/rigas-centrs');
    expect(booking.headers['content-security-policy']).toContain('frame-ancestors https://www.klinika.lv https://klinika.lv');
    expect(booking.headers['x-frame-options']).toBeUndefined();
    for (const link of ['/book/another-branch', '/r/eyJhIjoxfQ.c2ln']) {
      const answer = await get(server.port, link);
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(String(answer.headers['content-security-policy'] ?? '')).not.toContain('klinika');
    }
  });

  it('serves its files under /booking/ with the edge’s headers, and 404 for a file it does not have', async () => {
    const script = await get(server.port, '/booking/static/js/index.abc.js');
    expect(script.status).toBe(200);
    expect(script.body).toContain('checkout build');
    expect(script.headers['cache-control']).toContain('immutable');
    expect(script.headers['x-frame-options']).toBe('DENY');
    expect((await get(server.port, '/booking/static/js/missing.js')).status).toBe(404);
  });

  it('switches to the live train’s release on the next request, and back when it is gone', async () => {
    writeFileSync(trainFile(), JSON.stringify({ name: 'fix', modules: { booking: { version: '1.2.0' } } }));
    expect((await get(server.port, '/r/token')).body).toBe('<html>release 1.2.0</html>');
    expect((await get(server.port, '/booking/static/js/index.abc.js')).body).toContain('release 1.2.0');
    writeFileSync(trainFile(), JSON.stringify({ name: 'other', modules: { booking: { version: '9.9.9' } } }));
    expect((await get(server.port, '/r/token')).body).toBe('<html>checkout build</html>');
  });
});
