import type { OpenAPIObject } from '@nestjs/swagger';
import { z } from 'zod';
import type { RouteAccess } from '../access/route-access.js';
import { describeOperations } from '../openapi/describe-operations.js';
import { addErrorComponents } from '../openapi/error-answers.js';
import { toOpenApiSchema } from '../openapi/json-schema.js';
import { operationSummary } from '../openapi/operation-summary.js';

describe('operationSummary', () => {
  const summary = (handler: string, method: string, path: string, controller = 'DepartmentController') =>
    operationSummary({ controller, handler, method, path });

  it('reads CRUD handlers with the controller as the object, plural for lists, singular for one record', () => {
    expect(summary('list', 'GET', '/api/settings/department')).toBe('List departments');
    expect(summary('edit', 'PATCH', '/api/settings/department/{uuid}')).toBe('Edit department');
    expect(summary('remove', 'DELETE', '/api/settings/department/{uuid}')).toBe('Delete department');
    expect(summary('list', 'GET', '/api/settings/specialities', 'SpecialityController')).toBe('List specialities');
    expect(summary('list', 'GET', '/api/settings/tooth-statuses', 'ToothStatusController')).toBe('List tooth statuses');
    expect(summary('create', 'POST', '/api/calendar/appointments', 'AppointmentController')).toBe('Create appointment');
    expect(summary('cancel', 'POST', '/api/calendar/appointments/{uuid}/cancel', 'AppointmentController')).toBe('Cancel appointment');
    expect(summary('set', 'PUT', '/api/patients/{uuid}/doctors', 'PatientDoctorsController')).toBe('Set patient doctors');
    expect(summary('get', 'GET', '/api/patients/{uuid}/settings', 'PatientSettingsController')).toBe('Get patient settings');
  });

  it('reads longer handler names as they are, and nouns by the HTTP method', () => {
    expect(summary('createCategory', 'POST', '/api/settings/service-categories', 'ServiceCatalogueController')).toBe('Create category');
    expect(summary('changeLog', 'GET', '/api/calendar/appointments/{uuid}/changes', 'AppointmentController')).toBe('Get change log');
    expect(summary('branchesOf', 'GET', '/api/settings/department/{uuid}/branches')).toBe('Get branches of department');
    expect(summary('logo', 'PUT', '/api/settings/branches/{uuid}/logo', 'BranchController')).toBe('Save logo');
    expect(summary('view', 'GET', '/api/calendar/appointments', 'CalendarViewController')).toBe('View calendar');
    expect(summary('login', 'POST', '/api/auth', 'AuthController')).toBe('Sign in');
  });
});

describe('toOpenApiSchema', () => {
  it('writes a nullable union with null as a member, since OpenAPI 3.0 ignores nullable without a type', () => {
    const schema = toOpenApiSchema(z.union([z.literal(0), z.literal(1)]).nullable());
    expect(schema).toEqual({
      anyOf: [
        { type: 'number', enum: [0] },
        { type: 'number', enum: [1] },
        { type: 'string', nullable: true, enum: [null] },
      ],
    });
  });

  it('writes a union that admits anything as the empty schema', () => {
    expect(toOpenApiSchema(z.record(z.string(), z.tuple([z.unknown(), z.unknown()])))).toMatchObject({
      type: 'object',
      additionalProperties: { type: 'array', items: {} },
    });
  });
});

describe('describeOperations', () => {
  const document = (): OpenAPIObject => ({
    openapi: '3.0.0',
    info: { title: 't', version: '1' },
    paths: {
      '/api/auth': { post: { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, responses: { 200: { description: '' } } } },
      '/api/rooms/{uuid}': {
        patch: {
          parameters: [{ name: 'uuid', in: 'path', required: true }],
          requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { version: { type: 'integer' } } } } } },
          responses: { 200: { description: '' } },
        },
        get: { summary: 'Read one room', parameters: [{ name: 'uuid', in: 'path', required: true }], responses: { 200: { description: '' } } },
      },
      '/api/me': { get: { responses: { 200: { description: '' } } } },
    },
  });
  const routes: RouteAccess[] = [
    { method: 'POST', path: '/api/auth', access: 'public', handler: 'AuthController.login' },
    { method: 'PATCH', path: '/api/rooms/:uuid', access: 'settings_view', handler: 'RoomController.edit' },
    { method: 'GET', path: '/api/rooms/:uuid', access: 'settings_view', handler: 'RoomController.get' },
    { method: 'GET', path: '/api/me', access: 'signed_in', handler: 'MeController.get' },
  ];
  const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

  it('adds summaries, public security and the error answers each route can give, as references', () => {
    const doc = document();
    addErrorComponents(doc);
    describeOperations(doc, routes, { errorAnswers: { 'POST /api/auth': [401, 429] } });
    const { paths } = doc;
    expect(paths['/api/auth'].post).toMatchObject({ summary: 'Sign in', security: [] });
    expect(paths['/api/auth'].post?.responses).toEqual({ 200: { description: 'OK' }, 400: ref('BadRequest'), 401: ref('Unauthenticated'), 429: ref('RateLimited') });
    expect(paths['/api/rooms/{uuid}'].patch?.summary).toBe('Edit room');
    expect(Object.keys(paths['/api/rooms/{uuid}'].patch?.responses ?? {})).toEqual(['200', '400', '401', '403', '404', '409']);
    expect(paths['/api/rooms/{uuid}'].get?.summary).toBe('Read one room');
    expect(Object.keys(paths['/api/rooms/{uuid}'].get?.responses ?? {})).toEqual(['200', '400', '401', '403', '404']);
    expect(Object.keys(paths['/api/me'].get?.responses ?? {})).toEqual(['200', '401']);
    expect(paths['/api/me'].get?.security).toBeUndefined();
    expect(doc.components?.responses?.NotFound).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } });
  });

  it('refuses a documented operation that no route serves', () => {
    expect(() => describeOperations(document(), routes.slice(1))).toThrow('POST /api/auth matches no route');
  });
});
