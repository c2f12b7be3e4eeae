import type { INestApplication } from '@nestjs/common';
import compression from 'compression';
import { constants as zlibConstants } from 'node:zlib';
import { DEFAULT_LANGUAGE } from '@dental/contracts';
import type { ApiRequest, ApiResponse, Next } from '../context/api-request.js';
import { requestContextMiddleware } from '../context/request-context.middleware.js';
import { logger } from '../logging/logger.js';
import { sendJson } from './exception.filter.js';
import { toErrorAnswer } from './error-answer.js';
import { jsonBytes } from './json-bytes.js';
import { applySecurity } from './security.js';

export const GLOBAL_PREFIX = 'api';
export const INSTANCE_HEADER = 'x-instance';

/** Express's response: Node's, with `send` (content length, HEAD, freshness) added. */
type ExpressResponse = ApiResponse & { send(body: Buffer): unknown };

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
  // Nest answers through `res.json`: bytes written field by field (json-bytes.ts), not one string.
  express.response.json = function json(this: ExpressResponse, body: unknown) {
    if (!this.getHeader('content-type')) this.setHeader('content-type', 'application/json; charset=utf-8');
    return this.send(jsonBytes(body));
  };
  express.set('trust proxy', trustedProxies(options.trustedProxies));
  app.use(requestContextMiddleware);
  const instance = options.instanceName;
  if (instance) app.use((_req: ApiRequest, res: ApiResponse, next: Next) => (res.setHeader(INSTANCE_HEADER, instance), next()));
  // gzip or brotli (what the client accepts) on every compressible answer over 1 KB: a week of the
  // calendar is ~340 KB of JSON and well under 100 KB on the wire. Below 1 KB it costs more than it
  // saves. The cheapest levels (gzip 1, brotli 1): repetitive JSON shrinks nearly as much, at a
  // fraction of the CPU the default levels take per answer under load.
  app.use(compression({ threshold: 1024, level: 1, brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } } }));
  applySecurity(app, { docsPublic: options.docsPublic });
  app.use(expressErrorHook);
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
