import { STATUS_CODES } from 'node:http';
import type { OpenAPIObject, OperationObject, PathItemObject } from '@nestjs/swagger';
import { PUBLIC, SIGNED_IN } from '@dental/contracts';
import type { RouteAccess } from '../access/route-access.js';
import { errorAnswerRef, type ErrorStatus } from './error-answers.js';
import { operationSummary } from './operation-summary.js';

export interface DescribeOptions {
  /**
   * Error answers of an operation that its declarations do not show, by `METHOD /path`: sign-in
   * answers 401 to wrong credentials and 429 to a burst of them. Operations of modules this
   * process does not serve are skipped.
   */
  errorAnswers?: Readonly<Record<string, readonly ErrorStatus[]>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const satisfies (keyof PathItemObject)[];

/**
 * Completes every operation of the document from what its route declares, so no controller has to
 * restate it: a summary, who may call it (`security: []` on public ones), and the error answers it
 * can give, each a reference to the shared component:
 * - 401 on every route that needs a session, 403 on those that need a permission;
 * - 400 on any with input (body, query or path), since every input is validated by its schema;
 * - 404 on any with a path parameter (a record that is not there or another company's);
 * - 409 on any that carries the record's `version` (a stale edit);
 * - and those named in `errorAnswers`.
 * What a handler declares itself (`@ApiOperation`, `@ApiResponse`) is kept.
 */
export function describeOperations(document: OpenAPIObject, routes: RouteAccess[], options: DescribeOptions = {}): void {
  const routeOf = new Map(routes.map((route) => [`${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`, route]));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const route = routeOf.get(key);
      if (!route) throw new Error(`OpenAPI operation ${key} matches no route`);
      const [controller, handler] = route.handler.split('.');
      operation.summary ??= operationSummary({ controller, handler, method: route.method, path });
      if (route.access === PUBLIC) operation.security = [];
      describeSuccess(operation);
      const statuses = [...errorStatuses(operation, route), ...(options.errorAnswers?.[key] ?? [])].sort((a, b) => a - b);
      for (const status of statuses) operation.responses[status] ??= errorAnswerRef(status);
    }
  }
}

function errorStatuses(operation: OperationObject, route: RouteAccess): ErrorStatus[] {
  const parameters = (operation.parameters ?? []).filter((parameter) => 'in' in parameter);
  const statuses: ErrorStatus[] = [];
  if (operation.requestBody || parameters.length) statuses.push(400);
  if (route.access !== PUBLIC) statuses.push(401);
  if (route.access !== PUBLIC && route.access !== SIGNED_IN) statuses.push(403);
  if (parameters.some((parameter) => parameter.in === 'path')) statuses.push(404);
  if (parameters.some((parameter) => parameter.name === 'version') || bodyHas(operation, 'version')) statuses.push(409);
  return statuses;
}

/** Whether a property of that name is at the top of the JSON body. */
function bodyHas(operation: OperationObject, property: string): boolean {
  const body = operation.requestBody;
  const schema = body && 'content' in body ? body.content['application/json']?.schema : undefined;
  return Boolean(schema && 'properties' in schema && schema.properties?.[property]);
}

/** Swagger leaves a success answer's description empty; a client shows the status's own name. */
function describeSuccess(operation: OperationObject): void {
  for (const [status, response] of Object.entries(operation.responses)) {
    if (response && 'description' in response && !response.description) response.description = STATUS_CODES[status] ?? status;
  }
}
