import type { INestApplication } from '@nestjs/common';
import { DEFAULT_LANGUAGE } from '@dental/contracts';
import type { ApiRequest, ApiResponse, Next } from '../context/api-request.js';
import { requestContextMiddleware } from '../context/request-context.middleware.js';
import { logger } from '../logging/logger.js';
import { sendJson } from './exception.filter.js';
import { toErrorAnswer } from './error-answer.js';

export const GLOBAL_PREFIX = 'api';

export interface ConfigureAppOptions {
  /** Honour X-Forwarded-For for the client's address (behind a proxy; the login rate limit uses it). */
  trustProxy?: boolean;
}

/**
 * HTTP set-up every composition of the API shares: the `/api` prefix, the request context before
 * anything else (so even a body that fails to parse answers with a request id), and an Express
 * error hook for what fails before Nest's own filters are reached (body parsing).
 */
export function configureApp(app: INestApplication, options: ConfigureAppOptions = {}): void {
  app.setGlobalPrefix(GLOBAL_PREFIX);
  app.useLogger(logger);
  app.enableShutdownHooks();
  const express = app.getHttpAdapter().getInstance() as {
    set(name: string, value: unknown): void;
    disable(name: string): void;
  };
  express.disable('x-powered-by');
  if (options.trustProxy) express.set('trust proxy', true);
  app.use(requestContextMiddleware);
  app.use(expressErrorHook);
}

/** Express calls a four-argument middleware for errors raised by middlewares such as the body parser. */
function expressErrorHook(error: unknown, req: ApiRequest, res: ApiResponse, next: Next): void {
  if (!error) return next();
  const answer = toErrorAnswer(error, req.context?.language ?? DEFAULT_LANGUAGE, req.context?.requestId);
  if (answer.unexpected) logger.error({ msg: 'unexpected error', path: req.originalUrl }, error);
  sendJson(res, answer.status, answer.body);
}
