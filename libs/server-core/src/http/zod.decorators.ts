import { Body, Param, Query } from '@nestjs/common';
import { ApiBody, ApiParam, ApiQuery, ApiResponse } from '@nestjs/swagger';
import type { z } from 'zod';
import { objectProperties, toOpenApiSchema } from '../openapi/json-schema.js';
import { ZodPipe } from './zod.pipe.js';

/**
 * Parameter decorators that validate with a contract schema and describe it in OpenAPI at once:
 *
 *   update(@ZodParams(uuidParamsSchema) params: UuidParams, @ZodBody(branchEditSchema) body: BranchEdit)
 *
 * A parameter decorator cannot carry Swagger's method decorators itself, so each one applies them
 * to the method's descriptor by hand (Swagger keeps its metadata on the handler function).
 */
export function ZodBody(schema: z.ZodType): ParameterDecorator {
  return (target, key, index) => {
    Body(new ZodPipe(schema))(target, key, index);
    describe(target, key, ApiBody({ schema: toOpenApiSchema(schema) }));
  };
}

export function ZodQuery(schema: z.ZodType): ParameterDecorator {
  return (target, key, index) => {
    Query(new ZodPipe(schema))(target, key, index);
    for (const property of objectProperties(schema)) describe(target, key, ApiQuery(property));
  };
}

export function ZodParams(schema: z.ZodType): ParameterDecorator {
  return (target, key, index) => {
    Param(new ZodPipe(schema))(target, key, index);
    for (const property of objectProperties(schema)) describe(target, key, ApiParam(property));
  };
}

/** Documents a successful answer with its contract schema (`{data: ...}` envelopes included). */
export function ZodAnswer(schema: z.ZodType, status = 200): MethodDecorator {
  return ApiResponse({ status, schema: toOpenApiSchema(schema, 'output') });
}

function describe(target: object, key: string | symbol | undefined, decorator: MethodDecorator): void {
  if (key === undefined) return;
  const descriptor = Object.getOwnPropertyDescriptor(target, key);
  if (descriptor) decorator(target, key, descriptor);
}
