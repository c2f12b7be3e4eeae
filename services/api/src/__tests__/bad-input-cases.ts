import { randomUUID } from 'node:crypto';

/**
 * The bad-input sweep's vocabulary: the kinds of bad input an attacker sends, and how a request
 * for one OpenAPI operation is built with one kind of it. Every field keeps a valid value except
 * those the case spoils, so a request gets past the fields that are fine and reaches the one that
 * is not (and the handler, when validation lets the bad value through).
 */

/** The parts of an OpenAPI 3.0 document (as @nestjs/swagger writes it from the contracts) the sweep reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}
interface Schema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  default?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
}
type Place = 'path' | 'query' | 'body';

/** Records of the sweep's own company that ids in paths and queries point at. */
export interface SweepIds {
  department: string;
  branch: string;
  room: string;
  patient: string;
  user: string;
}

export interface BadInputCase {
  name: string;
  /** The bad value for a field of this schema, or undefined when the case leaves the field alone. */
  spoil(schema: Schema, place: Place, name: string): unknown;
}

/** A string field that takes any text (no format, options or pattern): where text bugs live. */
const isFreeText = (schema: Schema) => schema.type === 'string' && !schema.format && !schema.enum && !schema.pattern;
const textCase = (name: string, value: (place: Place) => string): BadInputCase => ({
  name,
  spoil: (schema, place) => (place !== 'path' && isFreeText(schema) ? value(place) : undefined),
});
// Options (`order`, an enum `sort`) are left alone: their clean 400 would hide a free-text `sort`.
const prototypeName = (word: string): BadInputCase => textCase(`prototype name ${word}`, () => word);

// A URL over 16 KB is refused by Node (431) before the API sees it: query values stay at 2 KB
// each, far over any text limit of the contracts, so they still reach validation.
const TWO_MB = 'x'.repeat(2 * 1024 * 1024);
const TWO_KB = 'x'.repeat(2 * 1024);

export const BAD_INPUT_CASES: readonly BadInputCase[] = [
  { name: 'wrong types', spoil: (schema, place, name) => (place === 'path' || name === '' ? undefined : wrongType(schema, place)) },
  textCase('NUL byte', () => 'a\u0000b'),
  // A URL cannot carry a lone surrogate (URLSearchParams sends U+FFFD): it tests bodies.
  textCase('lone surrogate', () => 'a\ud800b'),
  textCase('2 MB string', (place) => (place === 'body' ? TWO_MB : TWO_KB)),
  {
    name: 'year 0000',
    spoil: (schema) => (schema.format === 'date' ? '0000-01-01' : schema.format === 'date-time' ? '0000-01-01T00:00:00Z' : undefined),
  },
  prototypeName('__proto__'),
  prototypeName('constructor'),
  prototypeName('toString'),
  { name: 'non-uuid id', spoil: (_schema, place) => (place === 'path' ? 'not-a-uuid' : undefined) },
];

function wrongType(schema: Schema, place: Place): unknown {
  // A query string carries only text: a number that is not one, or a list where one value goes.
  if (place === 'query') return ['integer', 'number', 'boolean'].includes(schema.type ?? '') ? 'abc' : ['a', 'b'];
  switch (schema.type) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'abc';
    case 'boolean':
      return 'yes';
    case 'array':
    case 'object':
      return 'x';
    default:
      return undefined;
  }
}

/** The request of `operation` with `badCase` applied, or undefined when no field of it is concerned. */
export function requestFor(path: string, operation: OpenApiOperation, badCase: BadInputCase, ids: SweepIds): { url: string; body?: unknown } | undefined {
  let spoiled = false;
  const build = (schema: Schema, place: Place, name: string) => {
    const built = buildValue(schema, place, name, badCase, ids);
    spoiled ||= built.spoiled;
    return built;
  };
  const parameters = operation.parameters ?? [];
  const segments = path.split('/').map((segment) => {
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (!name) return segment;
    const schema = parameters.find((parameter) => parameter.name === name)?.schema ?? { type: 'string' };
    const built = build(schema, 'path', name);
    return encodeURIComponent(String(built.spoiled ? built.value : pathId(path, name, ids) ?? built.value));
  });
  const query = new URLSearchParams();
  for (const parameter of parameters.filter((candidate) => candidate.in === 'query')) {
    const built = build(parameter.schema ?? {}, 'query', parameter.name);
    if (!built.spoiled && !parameter.required) continue;
    for (const value of [built.value].flat()) query.append(parameter.name, String(value));
  }
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const body = bodySchema ? build(bodySchema, 'body', '').value : undefined;
  if (!spoiled) return undefined;
  const search = query.toString();
  return { url: segments.join('/') + (search ? `?${search}` : ''), body };
}

/**
 * A value for `schema`: the case's bad value where it applies, else a valid one (for objects, the
 * spoiled properties plus the required ones, so nothing optional masks the spoiled field).
 */
function buildValue(raw: Schema, place: Place, name: string, badCase: BadInputCase, ids: SweepIds): { value: unknown; spoiled: boolean } {
  const schema = effective(raw);
  const bad = badCase.spoil(schema, place, name);
  if (bad !== undefined) return { value: bad, spoiled: true };
  if (schema.type === 'object' && schema.properties) {
    const value: Record<string, unknown> = {};
    let spoiled = false;
    for (const [key, property] of Object.entries(schema.properties)) {
      const built = buildValue(property, place, key, badCase, ids);
      if (built.spoiled || schema.required?.includes(key)) value[key] = built.value;
      spoiled ||= built.spoiled;
    }
    return { value, spoiled };
  }
  if (schema.type === 'array' && schema.items) {
    const item = buildValue(schema.items, place, name, badCase, ids);
    const length = Math.max(schema.minItems ?? 0, item.spoiled ? 1 : 0);
    return { value: Array.from({ length }, () => item.value), spoiled: item.spoiled };
  }
  return { value: validValue(schema, name, ids), spoiled: false };
}

/** A union's first branch that is not null (nullable fields, the sign-in's password form). */
function effective(schema: Schema): Schema {
  const branches = schema.anyOf ?? schema.oneOf;
  return branches ? effective(branches.find((branch) => branch.type !== 'null') ?? branches[0]) : schema;
}

// A Wednesday years ahead: no fixture of another test file is booked then.
const SAFE_DATE = '2031-03-12';
/** Values tried, in order, on a string field with a pattern. */
const PATTERN_SAMPLES = ['10:00', '#1e88e5', '+371 2000 0000', 'SWEEP-1'];
const ID_BY_FIELD: Record<string, keyof SweepIds> = {
  department_uuid: 'department',
  branch_uuid: 'branch',
  room_uuid: 'room',
  patient_uuid: 'patient',
  user_uuid: 'user',
  practitioner_uuid: 'user',
  doctor_uuid: 'user',
};
/** `{uuid}` after these path segments names a record of the sweep's company. */
const ID_BY_COLLECTION: Record<string, keyof SweepIds> = {
  department: 'department',
  branches: 'branch',
  rooms: 'room',
  patients: 'patient',
  users: 'user',
};

function validValue(schema: Schema, name: string, ids: SweepIds): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'uuid') return Object.hasOwn(ID_BY_FIELD, name) ? ids[ID_BY_FIELD[name]] : randomUUID();
      if (schema.format === 'date') return SAFE_DATE;
      if (schema.format === 'date-time') return `${SAFE_DATE}T10:00:00.000Z`;
      if (schema.format === 'email') return 'sweep@example.com';
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern);
        return PATTERN_SAMPLES.find((sample) => pattern.test(sample)) ?? PATTERN_SAMPLES[0];
      }
      return 'Sweep'.padEnd(schema.minLength ?? 0, 'x');
    default:
      return undefined;
  }
}

/** The sweep's record for a path's `{uuid}`, by the collection before it (undefined: a random one will do). */
function pathId(path: string, name: string, ids: SweepIds): string | undefined {
  if (Object.hasOwn(ID_BY_FIELD, name)) return ids[ID_BY_FIELD[name]];
  if (name !== 'uuid') return undefined;
  const collection = /\/([\w-]+)\/\{uuid\}/.exec(path)?.[1] ?? '';
  return Object.hasOwn(ID_BY_COLLECTION, collection) ? ids[ID_BY_COLLECTION[collection]] : undefined;
}
