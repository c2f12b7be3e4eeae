import type { TFunction } from 'i18next';
import { isApiError } from '@dental/api-client';
import { toast } from '@dental/ui';

/**
 * The failure toast of an action: the spec's per-entity text ("Failed to update patient"), then
 * the server's own translated reason when it gave one a user can act on (4xx).
 */
export function failed(t: TFunction, key: string, error: unknown, params: Record<string, string> = {}): void {
  const reason = isApiError(error) && error.status < 500 && error.code !== 'VALIDATION_FAILED' ? error.message : '';
  const text = t(key, params);
  toast.error(reason ? `${text}: ${reason}` : text);
}

export const isConflict = (error: unknown) => isApiError(error) && error.status === 409 && error.code === 'VERSION_CONFLICT';
