import type { ComponentType, ReactNode } from 'react';
import { jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Me } from '@dental/contracts';
import { useSession } from '@dental/auth';
import { initI18n } from '@dental/i18n/browser';
import { MemoryRouter } from '@dental/ui/router';
import { Toasts } from '@dental/ui';
import { AppRoutes } from '../app/AppRoutes';
import { DocumentTitle } from '../app/DocumentTitle';
import { RemoteLoaderContext, type RemoteLoader } from '../remotes/remote-loader';

export { ME_UUID, makeMe } from '@dental/auth/testing';

export interface FakeCall {
  method: string;
  url: string;
  headers: Record<string, string>;
}

/** A fetch that answers like the API: `routes['GET /auth']` -> { status, body }. */
export function fakeApi(routes: Record<string, { status: number; body?: unknown }>) {
  const calls: FakeCall[] = [];
  globalThis.fetch = jest.fn(async (url: unknown, init?: { method?: string; headers?: Record<string, string> }) => {
    const method = init?.method ?? 'GET';
    const path = String(url).replace(/^\/api/, '');
    calls.push({ method, url: String(url), headers: init?.headers ?? {} });
    const answer = routes[`${method} ${path}`] ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { ok: answer.status < 400, status: answer.status, text: async () => text, headers: { get: () => null } };
  }) as unknown as typeof fetch;
  return calls;
}

/** A loader whose remotes render their name, so a test can see which remote is on screen. */
export const namedRemotes: RemoteLoader = {
  load: async (name) => {
    const Remote: ComponentType = () => <p>remote {name}</p>;
    return Remote;
  },
};

export function signIn(me: Me | null) {
  useSession.getState().clear();
  if (me) {
    useSession.getState().setToken('tok');
    useSession.getState().setMe(me);
  }
}

/** Rendered inside an awaited act(): React 19 only retries a suspended `use()` within one. */
export async function renderShell(path: string, { loader = namedRemotes, children }: { loader?: RemoteLoader; children?: ReactNode } = {}) {
  initI18n('en');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <QueryClientProvider client={queryClient}>
        <RemoteLoaderContext.Provider value={loader}>
          <MemoryRouter initialEntries={[path]}>
            <DocumentTitle />
            <AppRoutes />
            {children}
          </MemoryRouter>
          <Toasts />
        </RemoteLoaderContext.Provider>
      </QueryClientProvider>,
    );
  });
  return { queryClient, ...result };
}
