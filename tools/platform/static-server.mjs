import { readFileSync } from 'node:fs';
import { createServer, STATUS_CODES } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { createProxyMiddleware } from 'http-proxy-middleware';

/**
 * The production web server of `npm start`: serves a built app folder, optionally as a single-page
 * app (unknown paths get index.html, so deep links work), with CORS for remotes, and proxies path
 * prefixes (the API, the live channel, the remotes under the shell's origin). The shell's server is
 * the platform's edge: it states the client's address to the API and sends the security headers.
 * A real deployment may put a CDN or reverse proxy in front of the same folders.
 */

// Names a release overwrites in place: always revalidate. Everything else carries a content hash.
export const REVALIDATE = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json', 'remotes.json']);
export const IMMUTABLE = 'public, max-age=31536000, immutable';
// A host name or IP with an optional port: nothing that could end a CSP source list (`;`, `,`, spaces).
const PLAIN_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d+)?$/i;

/**
 * @param {object} options
 * @param {string} options.root          folder to serve
 * @param {number} options.port
 * @param {boolean} [options.spa]        serve index.html for unknown paths without a file extension
 * @param {boolean} [options.cors]       allow any origin (remotes are fetched by the shell's origin)
 * @param {Record<string, string>} [options.proxy]  path prefix -> target origin (prefix kept)
 * @param {Record<string, string>} [options.mount]  path prefix -> target origin (prefix stripped)
 * @param {Record<string, () => string|null>} [options.files]  exact path -> body provider (read per request)
 * @param {import('express').RequestHandler} [options.pages]  the public pages' router (public-pages.mjs)
 * @param {{ remotesManifest: () => string|null }} [options.csp]  send the shell's Content-Security-Policy,
 *   allowing the remote origins named in this manifest (read per request, as ops may repoint a remote)
 */
export function startStaticServer({ root, port, spa = false, cors = false, proxy = {}, mount = {}, files = {}, pages, csp }) {
  const upstreams = [
    ...Object.entries(proxy).map(([prefix, target]) => upstream(prefix, target, { keepPrefix: true })),
    ...Object.entries(mount).map(([prefix, target]) => upstream(prefix, target, { keepPrefix: false })),
  ];

  const app = express();
  app.disable('x-powered-by');
  // Proxied answers are their upstream's own: they leave before the edge adds its headers or compression.
  for (const { middleware } of upstreams) app.use(middleware);
  app.use(securityHeaders({ cors, csp }));
  app.use(compression());
  if (cors) app.use(allowAnyOrigin);
  app.use(readOnly);
  if (pages) app.use(pages);
  app.use(providedFiles(files));
  // Not falling through: send's answers (400 for a malformed path, 403 for `..`, 404) reach the handlers below.
  app.use(express.static(root, { fallthrough: false, setHeaders: setCacheControl }));
  if (spa) app.use(indexForUnknownPaths(root));
  app.use(answerError);

  const server = createServer(app);
  server.on('upgrade', (req, socket, head) => {
    const target = upstreams.find((candidate) => candidate.matches(req.url));
    if (target) target.middleware.upgrade(req, socket, head);
    else socket.destroy();
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve({ port: server.address().port, close: () => new Promise((done) => { server.closeAllConnections(); server.close(() => done()); }) }));
  });
}

/** Reads a JSON file per request, so ops can repoint a remote without restarting anything. */
export const jsonFileProvider = (file) => () => {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
};

/** A proxied prefix: HTTP requests through express, WebSocket upgrades through the server's `upgrade` event. */
function upstream(prefix, target, { keepPrefix }) {
  const matchesPath = keepPrefix ? (pathname) => pathname === prefix || pathname.startsWith(`${prefix}/`) : (pathname) => pathname.startsWith(`${prefix}/`);
  const middleware = createProxyMiddleware({
    target,
    pathFilter: matchesPath,
    pathRewrite: keepPrefix ? undefined : (url) => stripPrefix(url, prefix),
    on: { proxyReq: setForwardedHeaders, proxyReqWs: setForwardedHeaders, error: answerBadGateway },
  });
  const matches = (url) => {
    try {
      return matchesPath(parseRequestUrl(url).pathname);
    } catch {
      return false;
    }
  };
  return { middleware, matches };
}

/** The path filter saw the normalised path (`/remotes/./calendar/x` is `/remotes/calendar/x`), so the prefix is cut from that. */
function stripPrefix(url, prefix) {
  const { pathname, search } = parseRequestUrl(url);
  return pathname.slice(prefix.length) + search;
}

function parseRequestUrl(url) {
  return new URL(url, 'http://edge');
}

/**
 * The API limits sign-ins per client address, so the edge states who connected: the socket's own
 * address. Whatever a client sent in these headers is dropped, never passed on, or anyone could
 * pose as any address.
 */
function setForwardedHeaders(proxyReq, req) {
  for (const name of ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port']) proxyReq.removeHeader(name);
  if (req.socket.remoteAddress) proxyReq.setHeader('x-forwarded-for', req.socket.remoteAddress);
  proxyReq.setHeader('x-forwarded-proto', req.socket.encrypted ? 'https' : 'http');
  if (req.headers.host) proxyReq.setHeader('x-forwarded-host', req.headers.host);
}

/** An upstream that is down answers in the API's error shape. `res` is the bare socket for a WebSocket, which the proxy closes. */
function answerBadGateway(error, req, res) {
  const reason = error.code ?? error.message;
  console.error(`[static-server] ${req.method} ${req.originalUrl ?? req.url}: upstream unavailable (${reason})`);
  if (!('writeHead' in res) || res.headersSent) return;
  res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ error: { code: 'BAD_GATEWAY', message: `Upstream unavailable: ${reason}` } }));
}

/** The edge's security headers (helmet), also rendered into nginx's configuration by tools/cluster/nginx-conf.mjs. */
export function securityHeaders({ cors, csp }) {
  return helmet({
    contentSecurityPolicy: csp ? { useDefaults: false, directives: shellPolicy(csp.remotesManifest) } : false,
    // A remote's files are loaded by the shell's page, which is another origin.
    crossOriginResourcePolicy: { policy: cors ? 'cross-origin' : 'same-origin' },
    referrerPolicy: { policy: 'same-origin' },
    // This server speaks plain HTTP; whoever terminates TLS in front of it owns Strict-Transport-Security.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  });
}

/**
 * The shell's page runs its own code and the remotes' (scripts, their CSS, the manifests they are
 * found by), talks to its own origin (the API, socket.io's WebSocket) and shows data: images
 * (branch logos, the form's inline icons). Nothing inline runs, nothing may frame it.
 */
function shellPolicy(remotesManifest) {
  const withRemotes = (...sources) => (req, res) => [...sources, ...remoteOrigins(res, remotesManifest)].join(' ');
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [withRemotes("'self'")],
    scriptSrcAttr: ["'none'"],
    styleSrc: [withRemotes("'self'")],
    imgSrc: [withRemotes("'self'", 'data:')],
    fontSrc: [withRemotes("'self'")],
    connectSrc: [(req, res) => ["'self'", ...ownSockets(req), ...remoteOrigins(res, remotesManifest)].join(' ')],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** The absolute origins in /remotes.json (relative entries are the shell's own origin), read once per request. */
function remoteOrigins(res, remotesManifest) {
  res.locals.remoteOrigins ??= originsOf(remotesManifest());
  return res.locals.remoteOrigins;
}

function originsOf(json) {
  let manifest;
  try {
    manifest = JSON.parse(json ?? '{}');
  } catch {
    return []; // the shell cannot read it either, so it loads no remote
  }
  const origins = new Set();
  for (const value of Object.values(manifest ?? {})) {
    const url = typeof value === 'string' && URL.parse(value);
    // Relative entries and anything else the shell cannot load from need no source of their own.
    if (url && /^https?:$/.test(url.protocol) && PLAIN_HOST.test(url.host)) origins.add(url.origin);
  }
  return [...origins];
}

/** 'self' covers ws: and wss: only in newer browsers; the Host is checked so a request cannot add sources. */
function ownSockets(req) {
  const host = req.headers.host ?? '';
  return PLAIN_HOST.test(host) ? [`ws://${host}`, `wss://${host}`] : [];
}

function allowAnyOrigin(_req, res, next) {
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-allow-headers', '*');
  next();
}

function readOnly(req, res, next) {
  if (req.method === 'GET' || req.method === 'HEAD') return next();
  if (req.method === 'OPTIONS') return void res.status(204).end();
  res.setHeader('allow', 'GET, HEAD, OPTIONS');
  next(statusError(405));
}

function providedFiles(files) {
  return (req, res, next) => {
    if (!Object.hasOwn(files, req.path)) return next();
    const body = files[req.path]();
    if (body === null) return next(statusError(404));
    res.setHeader('cache-control', 'no-cache');
    res.type(path.extname(req.path)).send(body);
  };
}

export function setCacheControl(res, file) {
  res.setHeader('cache-control', REVALIDATE.has(path.basename(file)) ? 'no-cache' : IMMUTABLE);
}

/** Deep links of the single-page app (`/patients/…/details`) are routes, not files. */
function indexForUnknownPaths(root) {
  return (error, req, res, next) => {
    if (error.status !== 404 || path.extname(req.path) !== '') return next(error);
    res.setHeader('cache-control', 'no-cache');
    res.sendFile('index.html', { root }, (sendError) => sendError && next(sendError));
  };
}

/** Every failure becomes an answer and the server keeps serving; only the server's own faults are logged. */
function answerError(error, req, res, _next) {
  if (res.headersSent) {
    if (!res.writableEnded) res.destroy();
    return;
  }
  const status = error.status >= 400 && error.status < 600 ? error.status : 500;
  if (status >= 500) console.error(`[static-server] ${req.method} ${req.originalUrl}:`, error);
  res.status(status).type('text/plain').send(STATUS_CODES[status]);
}

function statusError(status) {
  return Object.assign(new Error(STATUS_CODES[status]), { status });
}
