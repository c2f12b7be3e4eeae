import './jsdom-polyfills';
import { jest } from '@jest/globals';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Me, Permission } from '@dental/contracts';
import { useSession } from '@dental/auth';
import { addNamespaceBundle, initI18n } from '@dental/i18n/browser';
import settingsTexts from '@dental/i18n/bundles/settings';
import { Toasts, useToasts } from '@dental/ui';
import { MemoryRouter, Route, Routes } from '@dental/ui/router';

// Typing with user-event and the first load of the contract schemas take a few seconds.
jest.setTimeout(30_000);

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
type Answer = { status?: number; body?: unknown };
type Handler = (call: Call) => Answer | undefined;

/**
 * A fake API for the screens: each handler may answer a call (`{status, body}`); the calls are
 * recorded, so a test can check what was sent. Unanswered calls get a 404 like the real API.
 */
export function fakeApi(...handlers: Handler[]) {
  const calls: Call[] = [];
  const fetchMock = jest.fn(async (input: unknown, init?: { method?: string; body?: string }) => {
    const url = new URL(String(input), 'http://localhost');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: init?.body ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = handlers.reduce<Answer | undefined>((found, h) => found ?? h(call), undefined) ?? {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Not found' } },
    };
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { ok: status < 400, status, headers: { get: () => null }, text: async () => text };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}

/** `GET path` answered with `body` (`{data}` wrapped), or a page `{data, meta}` for a list. */
export const on =
  (method: string, path: string | RegExp, answer: Answer | ((call: Call) => Answer)): Handler =>
  (call) =>
    call.method === method && (typeof path === 'string' ? call.path === path : path.test(call.path))
      ? typeof answer === 'function'
        ? answer(call)
        : answer
      : undefined;

export const page = <T,>(rows: T[], total = rows.length) => ({ body: { data: rows, meta: { page: 1, per_page: 25, total } } });
export const data = (body: unknown, status = 200) => ({ status, body: { data: body } });
export const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) => ({
  status,
  body: { error: { code, message, ...(fields ? { fields } : {}) } },
});

export function signIn(permissions: Permission[], uuid = '00000000-0000-4000-8000-000000000001') {
  useSession.getState().setMe({ uuid, permissions } as unknown as Me);
}

/** Renders `element` at `path` (routes given as `pattern`) with a fresh query cache and the toasts. */
export function renderScreen(element: ReactNode, { path = '/', pattern = '*' }: { path?: string; pattern?: string } = {}) {
  initI18n('en');
  addNamespaceBundle('settings', settingsTexts);
  useToasts.getState().clear();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/403" element={<p>403 page</p>} />
          <Route path="/404" element={<p>404 page</p>} />
          <Route path={pattern} element={element} />
        </Routes>
      </MemoryRouter>
      <Toasts />
    </QueryClientProvider>,
  );
}

export const U1 = '0b6f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a10';
export const U2 = '1c7a4b9f-3a8d-4a6f-8b66-8e3d2d1f0b21';
