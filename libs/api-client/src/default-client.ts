import { signOutLocally, useSession } from '@dental/auth';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@dental/contracts/values';
import { createApiClient } from './client';

const SUPPORTED: readonly string[] = LANGUAGES;

/** The saved language (`language` in localStorage), else the page's, else lv (docs/spec.md §7). */
export function savedLanguage(): string {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem('language');
  } catch {
    stored = null;
  }
  if (stored && SUPPORTED.includes(stored)) return stored;
  const page = globalThis.document?.documentElement.lang.slice(0, 2);
  return page && SUPPORTED.includes(page) ? page : DEFAULT_LANGUAGE;
}

/** The one client the apps share (a Module Federation singleton through @dental/api-client). */
export const api = createApiClient({
  getToken: () => useSession.getState().token,
  getLanguage: savedLanguage,
  onUnauthorized: () => void signOutLocally(),
});
