import { z } from 'zod';
import type { SchemaObject } from '@nestjs/swagger';

/**
 * The OpenAPI 3.0 form of a contract schema: what the docs show is generated from the same zod
 * schema that validates the request, so the two cannot drift. Types zod cannot express in JSON
 * Schema (transforms, dates) become `{}` rather than failing the boot.
 */
export function toOpenApiSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): SchemaObject {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return tidy(json) as SchemaObject;
}

/** The properties of an object schema, for query and path parameters (one OpenAPI entry each). */
export function objectProperties(schema: z.ZodType): { name: string; required: boolean; schema: SchemaObject }[] {
  const json = toOpenApiSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, SchemaObject>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({ name, required: required.has(name), schema: property }));
}

/** How zod itself writes `null` for OpenAPI 3.0, which has no null type. */
const NULL_SCHEMA = { type: 'string', nullable: true, enum: [null] };

const isEmptySchema = (value: unknown) => typeof value === 'object' && value !== null && Object.keys(value).length === 0;

/**
 * Rewrites two spellings of zod's OpenAPI 3.0 output that clients misread, innermost first:
 * - `nullable` beside an `anyOf` and no `type` (a nullable union): 3.0 ignores `nullable` without
 *   a type, so a typed client would not allow null. Null becomes a member of the `anyOf` instead.
 * - an `anyOf` with an empty member (`z.unknown()` in a union or a tuple) matches anything: it is
 *   written as the empty schema it amounts to.
 */
function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (typeof node !== 'object' || node === null) return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, tidy(value)]));
  if (!Array.isArray(schema.anyOf)) return schema;
  const { anyOf, nullable, ...rest } = schema as { anyOf: unknown[]; nullable?: boolean; type?: string };
  if (anyOf.some(isEmptySchema)) return rest;
  if (nullable === true && rest.type === undefined) return { ...rest, anyOf: [...anyOf, NULL_SCHEMA] };
  return schema;
}
