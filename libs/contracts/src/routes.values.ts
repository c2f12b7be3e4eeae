/**
 * The route table's shape: each endpoint of the contract once, as its method and its path as the
 * OpenAPI document spells it (`/api/invoices/{uuid}`). The controllers declare their handlers from
 * it (server-core's `@Endpoint`), the api-client calls it (`api.call`), and the OpenAPI document,
 * built from the controllers, therefore shows the same paths. Plain values (no zod), for browser
 * bundles that must stay small.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute<Path extends string = string> {
  readonly method: HttpMethod;
  readonly path: Path;
}

/** The `{name}` parameters a route's path holds, as an object type: `{uuid: string}`. */
export type RouteParams<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? { [K in Name]: string } & RouteParams<Rest> : unknown;

export const apiRoute = <Path extends `/api/${string}`>(method: HttpMethod, path: Path): ApiRoute<Path> => ({ method, path });

/** The path a Nest handler declares under the global `api` prefix: `invoices/:uuid/issue`. */
export const nestPath = (route: ApiRoute): string => route.path.replace(/^\/api\//, '').replace(/\{(\w+)\}/g, ':$1');

/**
 * The path the api-client sends (its base URL is `/api`): `/invoices/<uuid>/issue`, each parameter
 * filled in and encoded. A parameter the path names but `params` lacks is a programming error.
 */
export function clientPath<Path extends string>(route: ApiRoute<Path>, params?: RouteParams<Path>): string {
  const values = (params ?? {}) as Record<string, string>;
  return route.path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
}
