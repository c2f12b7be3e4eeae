import type { TFunction } from 'i18next';
import type * as Contracts from '@dental/contracts';
import type { FieldDef } from './fields';

/** Names of the contracts' zod schemas a form may be checked with (`userCreateSchema`, ...). */
export type SchemaName = {
  [K in keyof typeof Contracts]: (typeof Contracts)[K] extends { safeParse: (value: unknown) => unknown } ? K : never;
}[keyof typeof Contracts];

interface Issue {
  code: string;
  path: PropertyKey[];
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  format?: string;
  input?: unknown;
  params?: Record<string, unknown>;
}

/**
 * The contract's own schema checks the form before it is sent (the same rules as the server).
 * @dental/contracts (and zod with it) is a shared module loaded on the first save, never with
 * the first screen; if it cannot load, the server's answer still marks the fields.
 */
export async function validateWithContract(
  schema: SchemaName,
  body: Record<string, unknown>,
  fields: FieldDef[],
  t: TFunction,
): Promise<Record<string, string>> {
  let contracts: typeof Contracts;
  try {
    contracts = await import('@dental/contracts');
  } catch {
    return {};
  }
  const result = (contracts[schema] as unknown as { safeParse: (v: unknown) => { success: boolean; error?: { issues: Issue[] } } }).safeParse(body);
  if (result.success || !result.error) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    const field = fieldFor(fields, path);
    if (!field || errors[field.name]) continue;
    errors[field.name] = issueMessage(issue, field, t);
  }
  return errors;
}

/** The form field an error path belongs to: itself, a field it lies in, or the first field inside it. */
export function fieldFor(fields: FieldDef[], path: string): FieldDef | undefined {
  return (
    fields.find((f) => f.name === path) ??
    fields.find((f) => path.startsWith(`${f.name}.`)) ??
    fields.find((f) => f.name.startsWith(`${path}.`))
  );
}

export function issueMessage(issue: Issue, field: FieldDef, t: TFunction): string {
  const empty = issue.input === undefined || issue.input === null || issue.input === '';
  if (empty || (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1)) {
    return field.requiredMessage ?? t('errors:field_required', { name: field.label });
  }
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string'
        ? t('errors:too_short', { minimum: Number(issue.minimum) })
        : issue.origin === 'array'
          ? t('errors:field_required', { name: field.label })
          : t('errors:too_small', { minimum: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string' ? t('errors:too_long', { maximum: Number(issue.maximum) }) : t('errors:too_big', { maximum: Number(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? t('errors:invalid_email') : issue.format === 'date' ? t('errors:invalid_date') : t('errors:invalid_format');
    case 'invalid_value':
    case 'invalid_union':
      return t('errors:invalid_option');
    case 'custom': {
      // The contract's refinements name their message as the server does (@dental/contracts fields.ts).
      const { key, ...params } = issue.params ?? {};
      return typeof key === 'string' ? t(`errors:${key}`, params) : t('errors:invalid_value');
    }
    default:
      return t('errors:invalid_value');
  }
}

/** Fields marked required that are empty: '"{name}" is required', before anything is sent. */
export function requiredErrors(fields: FieldDef[], values: Record<string, unknown>, t: TFunction): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (!field.required) continue;
    const value = values[field.name];
    const empty = value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
    if (empty) errors[field.name] = field.requiredMessage ?? t('errors:field_required', { name: field.label });
  }
  return errors;
}
