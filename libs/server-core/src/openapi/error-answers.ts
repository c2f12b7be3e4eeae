import type { OpenAPIObject } from '@nestjs/swagger';
import { apiErrorSchema } from '@dental/contracts';
import { toOpenApiSchema } from './json-schema.js';

/**
 * The API's error answers, written once as components and referenced by each operation: every
 * error is `{"error": {"code", "message", "fields"?}}` (see toErrorAnswer), only the status and the
 * codes differ.
 */
export const ERROR_ANSWERS = {
  400: { name: 'BadRequest', description: 'The input is not valid: `VALIDATION_FAILED` with a message per failing field in `fields`, or a rule of the domain' },
  401: { name: 'Unauthenticated', description: 'No valid session (`UNAUTHENTICATED`: sign in again), or a sign-in that failed (`AUTHORISATION_FAILED`)' },
  403: { name: 'Forbidden', description: 'The session lacks the permission this operation needs: `FORBIDDEN`' },
  404: { name: 'NotFound', description: "No such record in the caller's company: `NOT_FOUND`" },
  409: { name: 'Conflict', description: 'Someone changed the record since it was read (`VERSION_CONFLICT`: reload it), or it collides with another (`CONFLICT`)' },
  429: { name: 'RateLimited', description: 'Too many attempts: `RATE_LIMITED` (try again in a minute)' },
} as const;
export type ErrorStatus = keyof typeof ERROR_ANSWERS;

const ERROR_SCHEMA = 'ApiError';

/** Adds the error schema and one response per error status to the document's components. */
export function addErrorComponents(document: OpenAPIObject): void {
  const components = (document.components ??= {});
  components.schemas = { ...components.schemas, [ERROR_SCHEMA]: toOpenApiSchema(apiErrorSchema, 'output') };
  components.responses = {
    ...components.responses,
    ...Object.fromEntries(
      Object.values(ERROR_ANSWERS).map(({ name, description }) => [
        name,
        { description, content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } } },
      ]),
    ),
  };
}

/** `{ $ref }` of the shared response of an error status. */
export const errorAnswerRef = (status: ErrorStatus) => ({ $ref: `#/components/responses/${ERROR_ANSWERS[status].name}` });
