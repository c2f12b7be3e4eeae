import type { KinshipRole, KinshipType, Language, PatientAuditAction } from '@dental/contracts';

/**
 * Codes of the contract written as literals (the browser imports only types from
 * @dental/contracts, so zod stays out of the bundle); `satisfies` fails the type check on a drift.
 */
export const STATUSES = [1, 2, 0] as const satisfies readonly (0 | 1 | 2)[];
export const GENDERS = [0, 1, 2] as const satisfies readonly (0 | 1 | 2)[];
export const DOCUMENT_TYPES = [0, 1, 2] as const satisfies readonly (0 | 1 | 2)[];
export const KINSHIP_TYPES = [0, 1, 2, 3, 4, 5] as const satisfies readonly KinshipType[];
export const KINSHIP_ROLES = ['parent', 'child', 'guardian', 'ward', 'sibling', 'representative', 'represented', 'relative'] as const satisfies readonly KinshipRole[];
export const LANGUAGES = ['lv', 'en', 'ru'] as const satisfies readonly Language[];
export const AUDIT_ACTIONS = ['read', 'create', 'update', 'delete', 'list', 'export'] as const satisfies readonly PatientAuditAction[];
export const FILE_SECTIONS = ['medical', 'documents'] as const;
export type FileSection = (typeof FILE_SECTIONS)[number];

export const fullName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim();

/** `YYYY-MM-DD` or an ISO instant shown as the clinic reads dates: DD.MM.YYYY. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return value;
  if (value.length === 10) return `${m[3]}.${m[2]}.${m[1]}`;
  const d = new Date(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
