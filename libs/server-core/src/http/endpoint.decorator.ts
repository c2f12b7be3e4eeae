import { Delete, Get, Patch, Post, Put } from '@nestjs/common';
import { nestPath, type ApiRoute, type HttpMethod } from '@dental/contracts';

const METHOD_DECORATORS: Record<HttpMethod, (path: string) => MethodDecorator> = { GET: Get, POST: Post, PUT: Put, PATCH: Patch, DELETE: Delete };

/**
 * A handler declared from the contract's route table: `@Endpoint(INVOICE_ROUTES.issue)` is
 * `@Post('invoices/:uuid/issue')` under the global `api` prefix, so the method and the path are
 * written once, in libs/contracts, for the controller, the api-client and the OpenAPI document.
 * Its controller is `@Controller()` without a prefix: the route carries the whole path.
 */
export const Endpoint = (route: ApiRoute): MethodDecorator => METHOD_DECORATORS[route.method](nestPath(route));
