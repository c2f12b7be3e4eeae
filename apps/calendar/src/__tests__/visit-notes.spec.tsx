import './jsdom-polyfills';
import { jest } from '@jest/globals';
import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Appointment, Me, Note, Permission } from '@dental/contracts';
import { useSession } from '@dental/auth';
import { addNamespaceBundle, initI18n } from '@dental/i18n/browser';
import calendarTexts from '@dental/i18n/bundles/calendar';
import VisitNotes from '../panel/VisitNotes';

initI18n('en');
addNamespaceBundle('calendar', calendarTexts);

const APPOINTMENT = '5a1f0c3e-8b7d-4a52-9c1e-2f3d4b5a6c70';
const PATIENT = '6b2f0c3e-8b7d-4a52-9c1e-2f3d4b5a6c71';
const note = (text: string, signed: boolean): Note => ({
  uuid: `7c3f0c3e-8b7d-4a52-9c1e-2f3d4b5a6c${signed ? '72' : '73'}`,
  patient_uuid: PATIENT,
  appointment_uuid: APPOINTMENT,
  item_uuid: null,
  addendum_to: null,
  text,
  author: { uuid: '8d4f0c3e-8b7d-4a52-9c1e-2f3d4b5a6c74', first_name: 'Anna', last_name: 'Ozola' },
  signed_at: signed ? '2026-11-24T09:00:00Z' : null,
  signed_by: null,
  created_at: '2026-11-24T08:30:00Z',
  updated_at: '2026-11-24T08:30:00Z',
  version: 1,
});

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A fetch answering the notes API of one patient; every call recorded. */
function fakeApi(list: Note[]) {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (url: unknown, init?: RequestInit) => {
    const full = new URL(String(url), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: full.pathname, query: full.searchParams, body });
    let answer: { status: number; body?: unknown } = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    if (full.pathname.endsWith(`/patients/${PATIENT}/notes`) && method === 'GET') answer = { status: 200, body: { data: [...list] } };
    if (full.pathname.endsWith(`/patients/${PATIENT}/notes`) && method === 'POST') {
      list.unshift(note((body as { text: string }).text, false));
      answer = { status: 201, body: { data: list[0] } };
    }
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { ok: answer.status < 400, status: answer.status, text: async () => text, json: async () => JSON.parse(text || 'null'), headers: { get: () => null } };
  }) as unknown as typeof fetch;
  return calls;
}

function show(permissions: Permission[]) {
  useSession.getState().setMe({ permissions } as unknown as Me);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return render(<VisitNotes appointment={{ uuid: APPOINTMENT, status: 7, patient: { uuid: PATIENT } } as Appointment} />, { wrapper });
}

/** The visit's notes in the booking panel (issue 25). */
describe('visit notes in the booking panel', () => {
  it("lists the visit's notes with author and whether signed, and adds one of this visit", async () => {
    const calls = fakeApi([note('Plomba 16 MO.', true)]);
    show(['patients_tooth_map_view', 'patients_tooth_map_edit']);
    expect(await screen.findByText('Plomba 16 MO.')).toBeTruthy();
    expect(screen.getByText(/^Anna Ozola, .* · Signed$/)).toBeTruthy();
    expect(calls[0].query.get('appointment_uuid')).toBe(APPOINTMENT);

    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('"Note" is required')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByLabelText('New note'), { target: { value: 'Anestēzija 1 karpula.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Anestēzija 1 karpula.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ appointment_uuid: APPOINTMENT, text: 'Anestēzija 1 karpula.' });
    await waitFor(() => expect((screen.getByLabelText('New note') as HTMLTextAreaElement).value).toBe(''));
  });

  it('only lists them without patients_tooth_map_edit', async () => {
    fakeApi([note('Plomba 16 MO.', false)]);
    show(['patients_tooth_map_view']);
    expect(await screen.findByText('Plomba 16 MO.')).toBeTruthy();
    expect(screen.getByText(/· Not signed$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add note' })).toBeNull();
  });
});
