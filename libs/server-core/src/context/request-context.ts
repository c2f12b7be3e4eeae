import { AsyncLocalStorage } from 'node:async_hooks';
import type { Language } from '@dental/contracts';
import type { AuthSession } from '../access/auth-session.js';
import type { ReadSourceHooks } from '../database/read-source.js';

/** What the platform knows about the request being served. */
export interface RequestContext {
  requestId: string;
  language: Language;
  /** The client's address (Express's req.ip, honouring `trust proxy`), for audit trails written outside an interceptor. */
  ip?: string | null;
  /** Set by the access guard once the bearer token is resolved. */
  auth?: AuthSession;
  /** Set for a signed-in request by ReadYourWritesInterceptor: what readSource asks and tells. */
  readSource?: ReadSourceHooks;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` with `context` as the current request (every log line then carries its id). */
export const runInRequestContext = <T>(context: RequestContext, work: () => T): T => storage.run(context, work);

/** The request being served, or undefined outside of one (start-up, CLI, tests). */
export const currentRequest = (): RequestContext | undefined => storage.getStore();
