// negotiator 1.x ships no types, and @types/negotiator describes 0.6, which has no `preferred`
// option: the one call compressed-answer.ts makes, declared.
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: IncomingMessage);
    /** The best of `available` for the request's Accept-Encoding; ties go to `preferred`'s order. */
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
