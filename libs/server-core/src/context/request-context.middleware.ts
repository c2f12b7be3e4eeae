import { randomUUID } from 'node:crypto';
import { pickLanguage } from '@dental/i18n';
import type { ApiRequest, ApiResponse, Next } from './api-request.js';
import { runInRequestContext, type RequestContext } from './request-context.js';

const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[\w.:-]{1,100}$/;

const header = (req: ApiRequest, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Creates the request's context (id from `x-request-id` when it is sane, else a new uuid; language
 * from `Content-Language`), echoes the id in the answer, and runs the rest of the request inside it.
 * Registered before everything else, so even a body that fails to parse gets an id in its error.
 */
export function requestContextMiddleware(req: ApiRequest, res: ApiResponse, next: Next): void {
  const sent = header(req, REQUEST_ID_HEADER);
  const context: RequestContext = {
    requestId: sent && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID(),
    language: pickLanguage(header(req, 'content-language')),
    ip: req.ip ?? null,
  };
  req.context = context;
  res.setHeader(REQUEST_ID_HEADER, context.requestId);
  runInRequestContext(context, next);
}

/**
 * Re-enters the request's context after Express's body parser, whose stream callbacks lose the
 * async context. Registered as a Nest middleware, so it runs just before the route handlers.
 */
export function reenterRequestContextMiddleware(req: ApiRequest, _res: ApiResponse, next: Next): void {
  if (req.context) runInRequestContext(req.context, next);
  else next();
}
