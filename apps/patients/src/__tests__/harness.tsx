import './jsdom-polyfills';
import { jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Me, Patient, PatientListItem, Permission } from '@dental/contracts';
import { useSession } from '@dental/auth';
import { initI18n } from '@dental/i18n/browser';
import { Toasts, useToasts } from '@dental/ui';
import { MemoryRouter, Route, Routes, useLocation } from '@dental/ui/router';
import PatientsRoutes from '../routes';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
type Handler = (call: Call) => Answer | undefined;

/**
 * A fetch that answers like the API. Handlers are tried newest first; a handler answering
 * undefined passes the call on. Every call is recorded (method, path, query, parsed body).
 */
export function fakeApi() {
  const handlers: { method: string; path: RegExp; handle: Handler }[] = [];
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (url: unknown, init?: RequestInit) => {
    const full = new URL(String(url), 'http://localhost');
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : raw;
    const call = { method, path: full.pathname.replace(/^\/api/, ''), query: full.searchParams, body };
    calls.push(call);
    let answer: Answer | undefined;
    for (const h of [...handlers].reverse()) {
      if (h.method === method && h.path.test(call.path)) answer = h.handle(call);
      if (answer) break;
    }
    answer ??= { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    const headers = answer.headers ?? {};
    return {
      ok: answer.status < 400,
      status: answer.status,
      text: async () => text,
      json: async () => JSON.parse(text),
      blob: async () => new Blob([text]),
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    };
  }) as unknown as typeof fetch;
  return {
    calls,
    on(method: string, path: RegExp, handle: Handler | Answer) {
      handlers.push({ method, path, handle: typeof handle === 'function' ? handle : () => handle });
    },
    last: (method: string, path: RegExp) => [...calls].reverse().find((c) => c.method === method && path.test(c.path)),
  };
}

export const PATIENT_UUID = '0b6f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a10';
export const RELATIVE_UUID = '1c7f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a11';

export function patient(over: Partial<Patient> = {}): Patient {
  return {
    uuid: PATIENT_UUID,
    first_name: 'Jānis',
    last_name: 'Bērziņš',
    client_card: 'K-101',
    personal_code: '161175-19997',
    phone: '+371 2000 0001',
    phone2: null,
    email: 'janis@example.com',
    gender: 1,
    address: null,
    description: null,
    status: 1,
    doctor: null,
    helpers: [],
    branches: [],
    insurance: null,
    job: null,
    comment: null,
    dob: '1975-11-16',
    country: 'Latvija',
    workplace: null,
    workplace_title: null,
    workplace_notes: null,
    document_type: null,
    document_number: null,
    document_country: null,
    document_date: null,
    document_expiration: null,
    insurance_number: null,
    insurance_expiration: null,
    insurance_notes: null,
    medical_alert: null,
    alerts: [],
    restricted_at: null,
    restriction_reason: null,
    created_at: '2026-01-10T10:00:00+02:00',
    updated_at: '2026-01-10T10:00:00+02:00',
    version: 3,
    ...over,
  };
}

export const listItem = (p: Patient): PatientListItem => ({
  uuid: p.uuid,
  first_name: p.first_name,
  last_name: p.last_name,
  client_card: p.client_card,
  personal_code: p.personal_code,
  phone: p.phone,
  email: p.email,
  dob: p.dob,
  status: p.status,
  doctor: p.doctor,
  alerts: p.alerts,
  version: p.version,
});

export const paged = <T,>(data: T[], total = data.length) => ({ status: 200, body: { data, meta: { page: 1, per_page: 25, total } } });

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** The remote's routes at `path`, for a user holding `permissions`, with the toasts on screen. */
export async function renderAt(path: string, permissions: Permission[]) {
  initI18n('en');
  useToasts.getState().clear();
  useSession.getState().setToken('tok');
  useSession.getState().setMe({ permissions } as unknown as Me);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/403" element={<p>403 page</p>} />
            <Route path="/404" element={<p>404 page</p>} />
            <Route path="*" element={<PatientsRoutes />} />
          </Routes>
          <Where />
        </MemoryRouter>
        <Toasts />
      </QueryClientProvider>,
    );
  });
  return client;
}
