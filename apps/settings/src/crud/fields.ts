import type { ReactNode } from 'react';
import { centsToInput, parseEuros } from '@dental/domain-money';

/**
 * The settings forms are described as field lists; these helpers turn a record into form values
 * (strings, booleans, string lists) and form values into a request body of the contract's shape.
 */
export type FieldKind =
  | 'text'
  | 'email'
  | 'password'
  | 'number'
  | 'money'
  | 'color'
  | 'select'
  | 'checks'
  | 'textarea'
  | 'checkbox'
  | 'date'
  | 'time';

export interface Option {
  value: string;
  label: string;
}

export interface FieldDef {
  /** The body key; dots for nesting (`style.color`), matching the server's `fields` paths. */
  name: string;
  label: string;
  kind?: FieldKind;
  required?: boolean;
  options?: Option[];
  /** select: send the value as a number. */
  numeric?: boolean;
  /** Grid columns from 768 px (12 = full width). */
  span?: 3 | 4 | 6 | 12;
  /** Text, or marked-up text (code shown as code: a template's placeholders). */
  hint?: ReactNode;
  /** Left out of the body when empty (a password that is not being changed). */
  omitEmpty?: boolean;
  autoComplete?: string;
  min?: number;
  max?: number;
  /** The message when a required field is empty, if not '"{label}" is required'. */
  requiredMessage?: string;
}

export type FormValue = string | boolean | string[] | null;
export type FormValues = Record<string, FormValue>;

export function getPath(record: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), record);
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys[keys.length - 1]] = value;
}

export function toForm(fields: FieldDef[], record: unknown): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = getPath(record, field.name);
    switch (field.kind) {
      case 'checkbox':
        values[field.name] = Boolean(value);
        break;
      case 'checks':
        values[field.name] = Array.isArray(value) ? value.map(String) : [];
        break;
      case 'money':
        values[field.name] = typeof value === 'number' ? centsToInput(value) : '';
        break;
      case 'color':
        values[field.name] = typeof value === 'string' ? value : null;
        break;
      case 'password':
        values[field.name] = '';
        break;
      default:
        values[field.name] = value === null || value === undefined ? '' : String(value);
    }
  }
  return values;
}

/** Form values as a request body; `invalid` lists fields that cannot even be converted (a bad amount). */
export function toBody(fields: FieldDef[], values: FormValues): { body: Record<string, unknown>; invalid: string[] } {
  const body: Record<string, unknown> = {};
  const invalid: string[] = [];
  for (const field of fields) {
    const value = values[field.name];
    let out: unknown;
    switch (field.kind) {
      case 'checks':
        out = field.numeric && Array.isArray(value) ? value.map(Number).sort((a, b) => a - b) : value;
        break;
      case 'checkbox':
      case 'color':
        out = value;
        break;
      case 'money': {
        const text = String(value ?? '').trim();
        if (text === '') out = undefined;
        else {
          const cents = parseEuros(text);
          if (cents === null || Number.isNaN(cents)) invalid.push(field.name);
          else out = cents;
        }
        break;
      }
      case 'number': {
        const text = String(value ?? '').trim();
        out = text === '' ? undefined : Number(text);
        break;
      }
      case 'select': {
        const text = String(value ?? '');
        out = text === '' ? (field.required ? undefined : null) : field.numeric ? Number(text) : text;
        break;
      }
      default: {
        const text = String(value ?? '').trim();
        // Required text is sent even when empty, so the rule (client or server) names the field.
        out = text === '' ? (field.required ? '' : null) : text;
      }
    }
    if (field.omitEmpty && (out === null || out === '' || out === undefined)) continue;
    if (out !== undefined) setPath(body, field.name, out);
  }
  return { body, invalid };
}
