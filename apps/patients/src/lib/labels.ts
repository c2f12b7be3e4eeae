import type { TFunction } from 'i18next';
import type { Patient } from '@dental/contracts';

/** Patient statuses in the order the pickers offer them: active, vacation, then disabled. */
export const STATUSES = [1, 2, 0] as const satisfies readonly Patient['status'][];

export const fullName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim();

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The personal code as a list or card shows it: "cannot be decrypted" when the server has no key that opens the stored code. */
export const personalCodeText = (p: Pick<Patient, 'personal_code' | 'personal_code_unavailable'>, t: TFunction): string =>
  p.personal_code_unavailable ? t('profile.code_unavailable') : (p.personal_code ?? '');
