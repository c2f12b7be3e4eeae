import type { z } from 'zod';
import type { FieldMessage } from './api-exception.js';

type Issue = z.core.$ZodIssue;

/**
 * Turns zod's issues into `{ field path: message key }`, the `fields` of a 400 answer. Keys live
 * in the `errors` dictionary of @dental/i18n, so the message follows the request's language.
 * `input` is what was validated: a missing field reads '"name" is required' rather than a type error.
 */
export function issuesToFields(issues: readonly Issue[], input: unknown): Record<string, FieldMessage> {
  const fields: Record<string, FieldMessage> = {};
  for (const issue of flattenUnions(issues, input)) {
    const paths =
      issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of paths) {
      const name = path.map(String).join('.') || '_';
      fields[name] ??= messageFor(issue, path, input);
    }
  }
  return fields;
}

/**
 * A union (e.g. password sign-in or impersonation token) reports one list of issues per branch.
 * The branch the client meant is one whose issues touch a value it sent (fewest issues first);
 * when the issues only name missing fields, it is the first branch, the main form.
 */
function flattenUnions(issues: readonly Issue[], input: unknown): Issue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
    const branches = issue.errors.map((branch) =>
      branch.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }) as Issue),
    );
    const touched = branches
      .filter((branch) => branch.some((inner) => valueAt(input, inner.path) !== undefined))
      .sort((a, b) => a.length - b.length);
    return flattenUnions(touched[0] ?? branches[0], input);
  });
}

function messageFor(issue: Issue, path: readonly PropertyKey[], input: unknown): FieldMessage {
  switch (issue.code) {
    case 'invalid_type':
      if (valueAt(input, path) === undefined) {
        const name = String(path.at(-1) ?? '');
        return name ? { key: 'field_required', params: { name } } : 'is_required';
      }
      return 'invalid_value';
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) === 1 ? 'is_required' : { key: 'too_short', params: { minimum: Number(issue.minimum) } };
      }
      return { key: 'too_small', params: { minimum: Number(issue.minimum) } };
    case 'too_big':
      return issue.origin === 'string'
        ? { key: 'too_long', params: { maximum: Number(issue.maximum) } }
        : { key: 'too_big', params: { maximum: Number(issue.maximum) } };
    case 'invalid_format':
      if (issue.format === 'email') return 'invalid_email';
      if (issue.format === 'uuid' || issue.format === 'guid') return 'invalid_uuid';
      if (['datetime', 'date', 'time'].includes(issue.format)) return 'invalid_date';
      return 'invalid_format';
    case 'invalid_value':
      return 'invalid_option';
    case 'unrecognized_keys':
      return 'unknown_field';
    case 'custom':
      return refinementMessage(issue.params);
    default:
      return 'invalid_value';
  }
}

/** A contract refinement names its message key in `params.key` (@dental/contracts fields.ts); its other params fill the placeholders. */
function refinementMessage(params: Record<string, unknown> = {}): FieldMessage {
  const { key, ...values } = params;
  if (typeof key !== 'string') return 'invalid_value';
  return Object.keys(values).length > 0 ? { key, params: values } : key;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value: unknown = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
