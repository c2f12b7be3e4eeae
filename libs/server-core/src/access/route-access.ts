import { RequestMethod, type INestApplication } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import type { Access } from '@dental/contracts';
import { ACCESS_KEY } from './access.decorator.js';

export interface RouteAccess {
  method: string;
  path: string;
  access: Access | 'MISSING';
  handler: string;
}

/**
 * Every route of the app with its declared access, sorted: the source of the route-access snapshot,
 * where a diff is a change of who can reach what.
 */
export function listRouteAccess(app: INestApplication, globalPrefix = 'api'): RouteAccess[] {
  const discovery = app.get(DiscoveryService);
  const scanner = app.get(MetadataScanner);
  const reflector = app.get(Reflector);
  const routes: RouteAccess[] = [];
  for (const wrapper of discovery.getControllers()) {
    const { instance, metatype } = wrapper;
    if (!instance || !metatype) continue;
    const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
    const controllerPaths = toArray(reflector.get<string | string[]>(PATH_METADATA, metatype));
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name] as (...args: unknown[]) => unknown;
      const methodPaths = reflector.get<string | string[] | undefined>(PATH_METADATA, handler);
      if (methodPaths === undefined) continue; // not a route
      const method = RequestMethod[reflector.get<RequestMethod>(METHOD_METADATA, handler)];
      for (const base of controllerPaths) {
        for (const sub of toArray(methodPaths)) {
          routes.push({
            method,
            path: joinPath(globalPrefix, base, sub),
            access: reflector.get<Access | undefined>(ACCESS_KEY, handler) ?? 'MISSING',
            handler: `${metatype.name}.${name}`,
          });
        }
      }
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

const toArray = (value: string | string[] | undefined): string[] =>
  value === undefined ? ['/'] : Array.isArray(value) ? value : [value];

const joinPath = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;
