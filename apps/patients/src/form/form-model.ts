import type { Patient, PatientCreate, PatientEdit } from '@dental/contracts';
import { validatePersonalCode, type PersonalCodeResult } from '@dental/domain-personal-code';

/** Text fields of the card, as typed (empty string = not given). */
export const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'personal_code',
  'dob',
  'client_card',
  'country',
  'phone',
  'phone2',
  'email',
  'address',
  'description',
  'comment',
  'document_number',
  'document_country',
  'document_date',
  'document_expiration',
  'insurance',
  'insurance_number',
  'insurance_expiration',
  'insurance_notes',
  'job',
  'workplace',
  'workplace_title',
  'workplace_notes',
  'medical_alert',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
/** Coded selects kept as strings ('' = none). */
type CodeField = 'gender' | 'status' | 'document_type' | 'doctor_uuid';

export type FormValues = Record<TextField | CodeField, string> & { helper_uuids: string[]; branch_uuids: string[] };
export type FieldName = keyof FormValues;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const REQUIRED: FieldName[] = ['first_name', 'last_name'];

export function emptyValues(): FormValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<TextField, string>;
  return { ...values, gender: '0', status: '1', document_type: '', doctor_uuid: '', helper_uuids: [], branch_uuids: [] };
}

export function valuesOf(p: Patient): FormValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((f) => [f, p[f] ?? ''])) as Record<TextField, string>;
  return {
    ...values,
    gender: String(p.gender),
    status: String(p.status),
    document_type: p.document_type === null ? '' : String(p.document_type),
    doctor_uuid: p.doctor?.uuid ?? '',
    helper_uuids: p.helpers.map((h) => h.uuid),
    branch_uuids: p.branches.map((b) => b.uuid),
  };
}

type Body = Record<string, unknown>;

function field(values: FormValues, name: FieldName): unknown {
  const v = values[name];
  if (Array.isArray(v)) return v;
  const text = v.trim();
  if (name === 'gender' || name === 'status' || name === 'document_type') return text === '' ? null : Number(text);
  return text === '' ? null : text;
}

/** A create sends what was given (empty fields are left out, so the server's defaults hold). */
export function createBody(values: FormValues): PatientCreate {
  const body: Body = {};
  for (const name of Object.keys(values) as FieldName[]) {
    const v = field(values, name);
    if (v !== null && !(Array.isArray(v) && v.length === 0)) body[name] = v;
  }
  return body as PatientCreate;
}

const same = (a: unknown, b: unknown) => JSON.stringify(Array.isArray(a) ? [...a].sort() : a) === JSON.stringify(Array.isArray(b) ? [...b].sort() : b);

/**
 * An edit sends only what this user changed against what they loaded (`base`), with the version
 * to check: after a 409 the same diff goes out again on the newer version, so the other person's
 * changes to fields this user did not touch are kept.
 */
export function editBody(values: FormValues, base: FormValues, version: number): PatientEdit {
  const body: Body = { version };
  for (const name of Object.keys(values) as FieldName[]) {
    const v = field(values, name);
    if (!same(v, field(base, name))) body[name] = name === 'gender' || name === 'status' ? (v ?? 0) : v;
  }
  return body as PatientEdit;
}

export const changed = (values: FormValues, base: FormValues) => Object.keys(editBody(values, base, 1)).length > 1;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ().-]*$/;

export const emailValid = (v: string) => !v.trim() || EMAIL.test(v.trim());
export function phoneValid(v: string): boolean {
  const text = v.trim();
  if (!text) return true;
  const digits = text.replace(/\D/g, '').length;
  return PHONE.test(text) && digits >= 7 && digits <= 15;
}

/** The personal code as typed, judged at once (null when empty). */
export const judgeCode = (code: string): PersonalCodeResult | null => (code.trim() ? validatePersonalCode(code) : null);

/** Messages keyed like the server's (errors namespace) so both sides read the same. */
export function validate(values: FormValues): { errors: Partial<Record<FieldName, string>>; missing: FieldName[] } {
  const errors: Partial<Record<FieldName, string>> = {};
  const missing = REQUIRED.filter((f) => !String(values[f]).trim());
  const code = judgeCode(values.personal_code);
  if (code && !code.ok) errors.personal_code = `errors:personal_code_${code.reason}`;
  if (!emailValid(values.email)) errors.email = 'form.invalid_email';
  for (const f of ['phone', 'phone2'] as const) if (!phoneValid(values[f])) errors[f] = 'form.invalid_phone';
  return { errors, missing };
}
