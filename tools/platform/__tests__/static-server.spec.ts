import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { jsonFileProvider, startStaticServer } from '../static-server.mjs';

/**
 * The web server of `npm start` over real sockets: the shell's (SPA, proxies, CSP) against a tiny
 * upstream that echoes what reached it, and a remote's (CORS, no CSP).
 */
interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Raw node:http, so paths go out exactly as written and any header can be sent. */
function get(port: number, pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}

/** A WebSocket handshake; resolves with the headers of the upstream's 101. */
function upgrade(port: number, pathname: string, headers: Record<string, string> = {}): Promise<IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: pathname, headers: { connection: 'Upgrade', upgrade: 'websocket', ...headers } })
      .on('upgrade', (res, socket) => {
        socket.destroy();
        resolve(res.headers);
      })
      .on('response', (res) => reject(new Error(`no upgrade: ${res.statusCode}`)))
      .on('error', reject)
      .end();
  });
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/** Answers with what it received; a WebSocket handshake gets a 101 telling the forwarded address it saw. */
function echoUpstream(): Server {
  const server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ url: req.url, headers: req.headers }));
  });
  server.on('upgrade', (req, socket) => {
    socket.end(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nX-Seen-Forwarded-For: ${req.headers['x-forwarded-for']}\r\nX-Seen-Url: ${req.url}\r\n\r\n`);
  });
  return server;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((done) => probe.close(done));
  return port;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
const root = path.join(dir, 'root');
const remotesJson = path.join(dir, 'remotes.json');
const upstream = echoUpstream();
let shell: { port: number; close: () => Promise<void> };
let remote: { port: number; close: () => Promise<void> };

function writeRemotes(manifest: Record<string, string>) {
  writeFileSync(remotesJson, JSON.stringify(manifest));
}

beforeAll(async () => {
  mkdirSync(path.join(root, 'static/js'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>');
  writeFileSync(path.join(root, 'static/js/index.0a1b2c3d.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(root, 'remoteEntry.js'), '');
  // A sibling whose name starts like the root: `file.startsWith(root)` once let `/..%2froot-secret/` in.
  mkdirSync(path.join(dir, 'root-secret'));
  writeFileSync(path.join(dir, 'root-secret/secret.txt'), 'SECRET');
  writeRemotes({ calendar: 'http://localhost:4511/mf-manifest.json', patients: '/remotes/patients/mf-manifest.json' });

  const upstreamOrigin = `http://127.0.0.1:${await listen(upstream)}`;
  const downOrigin = `http://127.0.0.1:${await freePort()}`;
  const remotesManifest = jsonFileProvider(remotesJson);
  shell = await startStaticServer({
    root,
    port: 0,
    spa: true,
    proxy: { '/api': upstreamOrigin, '/socket.io': upstreamOrigin, '/down': downOrigin },
    mount: { '/remotes/calendar': upstreamOrigin },
    files: {
      '/remotes.json': remotesManifest,
      '/broken.json': () => {
        throw new Error('disk on fire');
      },
    },
    csp: { remotesManifest },
  });
  remote = await startStaticServer({ root, port: 0, cors: true });
});

afterAll(async () => {
  await Promise.all([shell.close(), remote.close(), new Promise((done) => upstream.close(done))]);
  rmSync(dir, { recursive: true, force: true });
});

describe('the shell server', () => {
  it('answers a malformed URL with 400 and goes on serving', async () => {
    expect((await get(shell.port, '/%E0%A4%A')).status).toBe(400);
    const next = await get(shell.port, '/');
    expect(next.status).toBe(200);
    expect(next.body).toContain('id="root"');
  });

  it('turns a failing handler into a logged 500 and goes on serving', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await get(shell.port, '/broken.json')).status).toBe(500);
      expect(String(log.mock.calls[0]?.[0])).toContain('/broken.json');
    } finally {
      log.mockRestore();
    }
    expect((await get(shell.port, '/remotes.json')).status).toBe(200);
  });

  it.each(['/..%2froot-secret/secret.txt', '/..%2froot-secret/', '/%2e%2e/root-secret/secret.txt', '/..%5croot-secret%5csecret.txt', '/../root-secret/secret.txt'])(
    'never serves from outside its root: %s',
    async (pathname) => {
      const answer = await get(shell.port, pathname);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body).not.toContain('SECRET');
    },
  );

  it('serves index.html for unknown paths without an extension, 404 for unknown files', async () => {
    const deepLink = await get(shell.port, '/patients/0b7e/details');
    expect(deepLink.status).toBe(200);
    expect(deepLink.body).toContain('id="root"');
    expect(deepLink.headers['cache-control']).toBe('no-cache');
    expect((await get(shell.port, '/static/js/missing.js')).status).toBe(404);
  });

  it('lets names a release overwrites revalidate, and caches hashed files for good', async () => {
    for (const pathname of ['/', '/index.html', '/mf-manifest.json', '/remoteEntry.js', '/remotes.json']) {
      expect([pathname, (await get(shell.port, pathname)).headers['cache-control']]).toEqual([pathname, 'no-cache']);
    }
    expect((await get(shell.port, '/static/js/index.0a1b2c3d.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses what it serves', async () => {
    writeFileSync(path.join(root, 'static/js/big.0a1b2c3d.js'), 'console.log("x");\n'.repeat(200));
    const answer = await get(shell.port, '/static/js/big.0a1b2c3d.js', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
  });

  it('forwards the connecting address, replacing whatever X-Forwarded-* a client sent', async () => {
    const answer = await get(shell.port, '/api/auth?x=1', {
      host: 'clinic.example:8080',
      'x-forwarded-for': '6.6.6.6',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      forwarded: 'for=6.6.6.6',
    });
    const seen = JSON.parse(answer.body) as { url: string; headers: IncomingHttpHeaders };
    expect(seen.url).toBe('/api/auth?x=1');
    expect(seen.headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers['x-forwarded-host']).toBe('clinic.example:8080');
    expect(seen.headers.forwarded).toBeUndefined();
  });

  it('forwards WebSocket upgrades of the live channel with the same address rule', async () => {
    const handshake = await upgrade(shell.port, '/socket.io/?EIO=4&transport=websocket', { 'x-forwarded-for': '6.6.6.6' });
    expect(handshake['x-seen-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(handshake['x-seen-url']).toBe('/socket.io/?EIO=4&transport=websocket');
  });

  it('strips a mount prefix before proxying', async () => {
    const answer = await get(shell.port, '/remotes/calendar/mf-manifest.json?v=2');
    expect((JSON.parse(answer.body) as { url: string }).url).toBe('/mf-manifest.json?v=2');
  });

  it('answers 502 in the API error shape when an upstream is down', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const answer = await get(shell.port, '/down/anything');
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.body)).toEqual({ error: { code: 'BAD_GATEWAY', message: expect.stringContaining('ECONNREFUSED') } });
      expect(log).toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });

  it('sends the security headers', async () => {
    const { headers } = await get(shell.port, '/');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
    const csp = String(headers['content-security-policy']);
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "script-src-attr 'none'"]) expect(csp).toContain(directive);
    expect(csp).not.toContain('unsafe-');
  });

  it("allows the remotes' origins from /remotes.json and follows an edit of it without a restart", async () => {
    const policy = async () => String((await get(shell.port, '/', { host: 'localhost:4200' })).headers['content-security-policy']);
    const before = await policy();
    expect(before).toContain("script-src 'self' http://localhost:4511;");
    expect(before).toContain("connect-src 'self' ws://localhost:4200 wss://localhost:4200 http://localhost:4511;");
    expect(before).toContain("style-src 'self' http://localhost:4511;");

    writeRemotes({ calendar: 'https://cdn.example/calendar/mf-manifest.json', patients: 'http://localhost:4512/mf-manifest.json' });
    const after = await policy();
    expect(after).toContain("script-src 'self' https://cdn.example http://localhost:4512;");
    expect(after).not.toContain('4511');

    // A value that could smuggle in a source is ignored rather than copied into the header.
    writeRemotes({ calendar: 'http://a;b/mf-manifest.json' });
    expect(await policy()).toContain("script-src 'self';");
  });
});

describe("a remote's server", () => {
  it('allows any origin, sends nosniff and no CSP, and lets another origin load its files', async () => {
    const { status, headers } = await get(remote.port, '/mf-manifest.json', { origin: 'http://localhost:4200' });
    expect(status).toBe(200);
    expect(headers['access-control-allow-origin']).toBe('*');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(headers['content-security-policy']).toBeUndefined();
  });

  it('answers a malformed URL with 400 and goes on serving', async () => {
    expect((await get(remote.port, '/%E0%A4%A')).status).toBe(400);
    expect((await get(remote.port, '/remoteEntry.js')).status).toBe(200);
  });
});
