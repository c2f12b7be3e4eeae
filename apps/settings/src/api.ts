import { createApiClient, savedLanguage } from '@dental/api-client';
import { signOutLocally, useSession } from '@dental/auth';

/** A page of a settings list (`pagedEnvelope` in @dental/contracts). */
export interface Paged<T> {
  data: T[];
  meta: { page: number; per_page: number; total: number };
}

/**
 * The shared client unwraps `{data}` and would drop a list's `meta` (its total): this fetch hands
 * paged answers over wrapped once more, so the client's unwrapping yields `{data, meta}`. Every
 * other answer passes untouched.
 */
async function keepMeta(...args: Parameters<typeof fetch>): Promise<Response> {
  const response = await globalThis.fetch(...args);
  if (!response.ok) return response;
  const text = await response.text();
  let body = text;
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && 'meta' in parsed && 'data' in parsed) body = JSON.stringify({ data: parsed });
    } catch {
      // not JSON: handed over as it came
    }
  }
  // A minimal stand-in rather than `new Response`, which some test environments lack.
  return { ok: response.ok, status: response.status, headers: response.headers, text: async () => body } as Response;
}

/** The settings screens' client: the shared one's token, language and 401 handling, keeping `meta`. */
export const http = createApiClient({
  getToken: () => useSession.getState().token,
  getLanguage: savedLanguage,
  onUnauthorized: () => void signOutLocally(),
  fetch: keepMeta,
});

/** API paths of the settings screens (services/identity and services/settings controllers). */
export const PATHS = {
  departments: '/settings/department',
  branches: '/settings/branches',
  users: '/settings/users',
  roles: '/settings/roles',
  specialities: '/settings/specialities',
  serviceCategories: '/settings/service-categories',
  services: '/settings/services',
  productCategories: '/settings/product-categories',
  products: '/settings/products',
  toothStatuses: '/settings/tooth-statuses',
  toothCustomGroups: '/settings/tooth-custom-status-groups',
  toothConfig: '/settings/status-config',
  tests: '/settings/tests',
  adminUsers: '/admin/users',
  companies: '/admin/company',
} as const;
