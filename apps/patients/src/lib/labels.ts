import type { Patient } from '@dental/contracts';

/** Patient statuses in the order the pickers offer them: active, vacation, then disabled. */
export const STATUSES = [1, 2, 0] as const satisfies readonly Patient['status'][];

export const fullName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim();

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
