import type { TFunction } from 'i18next';
import { isApiError } from '@dental/api-client';

/** What a failed step tells the user: the server's own message (translated there), else the step's fallback. */
export const errorText = (error: unknown, t: TFunction, fallback: string): string => {
  if (!isApiError(error)) return t(fallback);
  const fields = Object.values(error.fields);
  return fields.length ? fields.join(' ') : error.message;
};
