import type { INestApplication } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import express from 'express';
import { rateLimit } from 'express-rate-limit';
import helmet from 'helmet';
import { DEFAULT_LANGUAGE } from '@dental/contracts';
import { bearerToken } from '../access/access.guard.js';
import { SESSION_RESOLVER, type SessionResolver } from '../access/auth-session.js';
import type { ApiRequest, ApiResponse, Next } from '../context/api-request.js';
import { withTenant } from '../database/tenant.js';
import { sendJson } from './exception.filter.js';
import { ApiException } from './api-exception.js';
import { toErrorAnswer } from './error-answer.js';

export interface SecurityOptions {
  /** Serve /api/docs and /api/docs-json to anyone (API_DOCS_PUBLIC=1); otherwise to signed-in callers only. */
  docsPublic?: boolean;
}

const DOCS = /^\/api\/docs(?:-json)?(?:[/?]|$)/;
const CLIENT_ERRORS = '/api/client-errors';
/** A report is a status, a path and a message: a few KB at most. */
const CLIENT_ERROR_BODY_LIMIT = '8kb';
/** Reports a minute from one client address; a page in a failure loop must not flood the logs. */
const CLIENT_ERROR_REPORTS_PER_MINUTE = 30;

/**
 * The API's answers are data, never pages: nothing may sniff them into HTML, frame them or cache
 * them (patient data must not linger in a browser's or a proxy's cache). The docs UI is the one
 * page the API serves, with the policy it needs.
 */
export function applySecurity(app: INestApplication, options: SecurityOptions = {}): void {
  const dataHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    referrerPolicy: { policy: 'no-referrer' },
  });
  const docsHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  app.use((req: ApiRequest, res: ApiResponse, next: Next) => {
    const docs = DOCS.test(req.originalUrl);
    res.setHeader('Cache-Control', 'no-store');
    (docs ? docsHeaders : dataHeaders)(req as never, res as never, next);
  });
  if (!options.docsPublic) app.use(docsForSignedIn(app));
  // Wrapped: Nest skips its own JSON parser when it finds a middleware named `jsonParser` mounted.
  const smallJson = express.json({ limit: CLIENT_ERROR_BODY_LIMIT });
  app.use(CLIENT_ERRORS, (req: ApiRequest, res: ApiResponse, next: Next) => smallJson(req as never, res as never, next));
  app.use(
    CLIENT_ERRORS,
    rateLimit({
      windowMs: 60_000,
      limit: CLIENT_ERROR_REPORTS_PER_MINUTE,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      handler: (req, res) => {
        const request = req as unknown as ApiRequest;
        const answer = toErrorAnswer(new ApiException(429, 'RATE_LIMITED'), request.context?.language ?? DEFAULT_LANGUAGE, request.context?.requestId);
        sendJson(res as unknown as ApiResponse, answer.status, answer.body);
      },
    }),
  );
}

/** Outside development the OpenAPI document is for API clients with a valid token, not the world. */
function docsForSignedIn(app: INestApplication) {
  return (req: ApiRequest, res: ApiResponse, next: Next) => {
    if (!DOCS.test(req.originalUrl)) return next();
    const token = bearerToken(req.headers.authorization as string | undefined);
    const resolver = app.get<SessionResolver>(SESSION_RESOLVER, { strict: false });
    const refuse = () => {
      const answer = toErrorAnswer(new ApiException(401, 'UNAUTHENTICATED'), req.context?.language ?? DEFAULT_LANGUAGE, req.context?.requestId);
      sendJson(res, answer.status, answer.body);
    };
    if (!token) return refuse();
    // Before Nest's own middlewares, so the ORM context of the request does not exist yet.
    withTenant(app.get(EntityManager), null, () => resolver.resolve(token)).then((session) => (session ? next() : refuse()), next);
  };
}
