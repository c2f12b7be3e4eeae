import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestContext } from './request-context.js';

/**
 * The parts of Express's request the platform reads. Declared here rather than pulling in
 * @types/express: the server code touches only these.
 */
export interface ApiRequest extends IncomingMessage {
  context?: RequestContext;
  /** The client's address; honours X-Forwarded-For only when `trust proxy` is on. */
  ip?: string;
  originalUrl: string;
  body?: unknown;
}

export type ApiResponse = ServerResponse;
export type Next = (error?: unknown) => void;
