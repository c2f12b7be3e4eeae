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
  return json as SchemaObject;
}

/** The properties of an object schema, for query and path parameters (one OpenAPI entry each). */
export function objectProperties(schema: z.ZodType): { name: string; required: boolean; schema: SchemaObject }[] {
  const json = toOpenApiSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, SchemaObject>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({ name, required: required.has(name), schema: property }));
}
