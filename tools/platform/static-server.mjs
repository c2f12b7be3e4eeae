import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { createProxyServer } from 'http-proxy-3';

/**
 * The production web server of `npm start`: serves a built app folder, optionally as a single-page
 * app (unknown paths get index.html, so deep links work), with CORS for remotes, and proxies path
 * prefixes (the API, the live channel, the remotes under the shell's origin). Small on purpose:
 * a real deployment puts any CDN or reverse proxy in front of the same folders.
 */

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt']);
// Names a release overwrites in place: always revalidate. Everything else carries a content hash.
const NO_CACHE = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json', 'remotes.json']);

/**
 * @param {object} options
 * @param {string} options.root          folder to serve
 * @param {number} options.port
 * @param {boolean} [options.spa]        serve index.html for unknown paths without a file extension
 * @param {boolean} [options.cors]       allow any origin (remotes are fetched by the shell's origin)
 * @param {Record<string, string>} [options.proxy]  path prefix -> target origin (prefix kept)
 * @param {Record<string, string>} [options.mount]  path prefix -> target origin (prefix stripped)
 * @param {Record<string, () => string|null>} [options.files]  exact path -> body provider (read per request)
 */
export function startStaticServer({ root, port, spa = false, cors = false, proxy = {}, mount = {}, files = {} }) {
  const proxyServer = createProxyServer({ xfwd: true, ws: true, changeOrigin: false });
  proxyServer.on('error', (error, _req, res) => {
    if (res && 'writeHead' in res && !res.headersSent) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'BAD_GATEWAY', message: `Upstream unavailable: ${error.code ?? error.message}` } }));
    } else if (res && 'destroy' in res) {
      res.destroy();
    }
  });

  const route = (url) => {
    for (const [prefix, target] of Object.entries(proxy)) {
      if (url === prefix || url.startsWith(prefix + '/') || url.startsWith(prefix + '?')) return { target, url };
    }
    for (const [prefix, target] of Object.entries(mount)) {
      if (url.startsWith(prefix + '/')) return { target, url: url.slice(prefix.length) };
    }
    return null;
  };

  const server = createServer((req, res) => {
    const upstream = route(req.url ?? '/');
    if (upstream) {
      req.url = upstream.url;
      proxyServer.web(req, res, { target: upstream.target });
      return;
    }
    if (cors) {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', '*');
    }
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();

    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (files[pathname]) {
      const body = files[pathname]();
      if (body === null) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': MIME[path.extname(pathname)] ?? 'text/plain', 'cache-control': 'no-cache' });
      return void res.end(body);
    }
    let file = path.join(root, pathname);
    if (!file.startsWith(root)) return void res.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) {
      if (spa && !path.extname(pathname)) file = path.join(root, 'index.html');
      else return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
    sendFile(req, res, file);
  });
  server.on('upgrade', (req, socket, head) => {
    const upstream = route(req.url ?? '/');
    if (upstream) proxyServer.ws(req, socket, head, { target: upstream.target });
    else socket.destroy();
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve({ port: server.address().port, close: () => new Promise((done) => { server.closeAllConnections?.(); server.close(() => done()); }) }));
  });
}

function sendFile(req, res, file) {
  const ext = path.extname(file);
  const headers = {
    'content-type': MIME[ext] ?? 'application/octet-stream',
    'cache-control': NO_CACHE.has(path.basename(file)) ? 'no-cache' : 'public, max-age=31536000, immutable',
  };
  const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) {
    headers['content-encoding'] = 'gzip';
    headers.vary = 'accept-encoding';
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') return void res.end();
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
}

/** Reads a JSON file per request, so ops can repoint a remote without restarting anything. */
export const jsonFileProvider = (file) => () => (existsSync(file) ? readFileSync(file, 'utf8') : null);
