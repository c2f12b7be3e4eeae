import type { INestApplication } from '@nestjs/common';
import compression from 'compression';
import { DEFAULT_LANGUAGE } from '@dental/contracts';
import type { ApiRequest, ApiResponse, Next } from '../context/api-request.js';
import { requestContextMiddleware } from '../context/request-context.middleware.js';
import { logger } from '../logging/logger.js';
import { answerEncoding, BROTLI_OPTIONS, compressAnswer, COMPRESSION_THRESHOLD, GZIP_OPTIONS } from './compressed-answer.js';
import { sendJson } from './exception.filter.js';
import { toErrorAnswer } from './error-answer.js';
import { jsonBytes } from './json-bytes.js';
import { applySecurity } from './security.js';

export const GLOBAL_PREFIX = 'api';
export const INSTANCE_HEADER = 'x-instance';

/** Express's response: Node's, with `send` (content length, HEAD, freshness) and `vary` added. */
type ExpressResponse = ApiResponse & { req: ApiRequest; send(body: Buffer): unknown; vary(field: string): unknown };

export interface ConfigureAppOptions {
  /**
   * The proxies whose X-Forwarded-For names the client (the login rate limit keys on it): a comma
   * list of addresses, subnets or Express's names (`loopback`, `uniquelocal`), or `none`. A request
   * from anyone else keeps its socket's address, so a client cannot claim another address.
   */
  trustedProxies?: string;
  /** Serve the OpenAPI docs to anyone (development); otherwise to signed-in callers only. */
  docsPublic?: boolean;
  /** Named in every answer's `x-instance` header (INSTANCE_NAME): which of several instances served it. */
  instanceName?: string;
}

/**
 * HTTP set-up every composition of the API shares: the `/api` prefix, the request context before
 * anything else (so even a body that fails to parse answers with a request id), the security
 * headers and limits, and an Express error hook for what fails before Nest's own filters are
 * reached (body parsing).
 */
export function configureApp(app: INestApplication, options: ConfigureAppOptions = {}): void {
  app.setGlobalPrefix(GLOBAL_PREFIX);
  app.useLogger(logger);
  app.enableShutdownHooks();
  const express = app.getHttpAdapter().getInstance() as {
    set(name: string, value: unknown): void;
    disable(name: string): void;
    response: { json(this: ExpressResponse, body: unknown): unknown };
  };
  express.disable('x-powered-by');
  // Every answer is `Cache-Control: no-store` (security.ts), so an ETag can never be used; hashing
  // each body for one (a calendar week is ~340 KB) is pure cost.
  express.disable('etag');
  // Nest answers through `res.json`: bytes written field by field (json-bytes.ts), not one string,
  // and compressed whole (sendWhole).
  express.response.json = function json(this: ExpressResponse, body: unknown) {
    if (!this.getHeader('content-type')) this.setHeader('content-type', 'application/json; charset=utf-8');
    return sendWhole(this, jsonBytes(body));
  };
  express.set('trust proxy', trustedProxies(options.trustedProxies));
  app.use(requestContextMiddleware);
  const instance = options.instanceName;
  if (instance) app.use((_req: ApiRequest, res: ApiResponse, next: Next) => (res.setHeader(INSTANCE_HEADER, instance), next()));
  // gzip or brotli (what the client accepts) on every compressible answer over 1 KB: a week of the
  // calendar is ~340 KB of JSON and well under 100 KB on the wire. JSON answers are compressed whole
  // by sendWhole; the middleware compresses the rest (files, exports) and passes those by.
  app.use(compression({ threshold: COMPRESSION_THRESHOLD, ...GZIP_OPTIONS, brotli: BROTLI_OPTIONS }));
  applySecurity(app, { docsPublic: options.docsPublic });
  app.use(expressErrorHook);
}

/**
 * Sends a JSON answer whose bytes are all in hand, compressed in one call when the client accepts
 * it (compressed-answer.ts). Through the `compression` middleware's stream the same answer waited
 * ~0.4 ms more for its last byte (a search page, docs/perf.md); it sees the Content-Encoding set
 * here and leaves the answer as it is.
 */
function sendWhole(res: ExpressResponse, bytes: Buffer): unknown {
  res.vary('Accept-Encoding');
  // No body (204, 304), or bytes a handler encoded itself: sent as they are.
  const encoding = res.statusCode === 204 || res.statusCode === 304 || res.getHeader('content-encoding') ? null : answerEncoding(res.req, bytes.length);
  if (!encoding) return res.send(bytes);
  res.setHeader('content-encoding', encoding);
  const compressed = compressAnswer(bytes, encoding);
  if (Buffer.isBuffer(compressed)) return res.send(compressed);
  compressed.then(
    (done) => res.send(done),
    (error: unknown) => {
      logger.error({ msg: 'compressing an answer failed; sent uncompressed', path: res.req.originalUrl }, error);
      res.removeHeader('content-encoding');
      res.send(bytes);
    },
  );
  return res;
}

/** Express's `trust proxy` setting from the option: false (trust none) unless proxies are named. */
export function trustedProxies(option: string | undefined): false | string[] {
  const names = (option ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  return names.length === 0 || names.includes('none') ? false : names;
}

/** Express calls a four-argument middleware for errors raised by middlewares such as the body parser. */
function expressErrorHook(error: unknown, req: ApiRequest, res: ApiResponse, next: Next): void {
  if (!error) return next();
  const answer = toErrorAnswer(error, req.context?.language ?? DEFAULT_LANGUAGE, req.context?.requestId);
  if (answer.unexpected) logger.error({ msg: 'unexpected error', path: req.originalUrl }, error);
  sendJson(res, answer.status, answer.body);
}
