import { jest } from '@jest/globals';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ChatMessage } from '@dental/contracts';

export const BRANCH = '0b9c3c0e-5f6a-4c55-9a57-1d7b1f0e2a01';
export const OTHER_BRANCH = '0b9c3c0e-5f6a-4c55-9a57-1d7b1f0e2a02';

let counter = 0;
export function message(content: string, minutesAgo: number, branchUuid = BRANCH): ChatMessage {
  counter += 1;
  return {
    uuid: `5d1f6a2e-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    content,
    time: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    author: { uuid: '7a0c1b8e-8a43-4a35-9f0a-1f4f8d5f1c11', name: 'Jānis Ozols', color: '#1565c0' },
    branch_uuid: branchUuid,
  };
}

type Answer = { status: number; body?: unknown };
export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
}

/** A fetch that answers GETs and POSTs of the messenger path from the given handlers. */
export function fakeFetch(handlers: { get?: (url: string) => Answer; post?: (body: unknown) => Answer }) {
  const calls: FetchCall[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    let answer: Answer = { status: 204 };
    if (url.includes('/meta/components/messenger')) {
      answer = (method === 'GET' ? handlers.get?.(url) : handlers.post?.(body)) ?? { status: 599 };
    }
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { ok: answer.status < 300, status: answer.status, text: async () => text, headers: { get: () => null } } as unknown as Response;
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return calls;
}

export function withQueryClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

/** The live socket's test double, shared with @dental/live's own tests and the calendar's. */
export { FakeSocket } from '@dental/live/testing';
