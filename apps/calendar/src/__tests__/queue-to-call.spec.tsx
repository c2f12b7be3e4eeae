import './jsdom-polyfills';
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Me, Permission } from '@dental/contracts';
import { CALENDAR_EVENTS } from '@dental/contracts/values';
import { useSession } from '@dental/auth';
import { closeLive, configureLive } from '@dental/live';
import { FakeSocket } from '@dental/live/testing';
import { MemoryRouter } from '@dental/ui/router';
import { addNamespaceBundle, initI18n } from '@dental/i18n/browser';
import calendarTexts from '@dental/i18n/bundles/calendar';
import QueuePage from '../pages/QueuePage';

initI18n('en');
addNamespaceBundle('calendar', calendarTexts);

const BRANCH = '0b9c3c0e-5f6a-4c55-9a57-1d7b1f0e2a01';
const PATIENT = '00000000-0000-4000-8000-0000000000c3';
const APPOINTMENT = '00000000-0000-4000-8000-0000000000a7';

/** One appointment whose patient pressed "Call me", as GET /calendar/queue?filter=to_call answers it. */
const toCallPage = (rows: number) => ({
  branch_uuid: BRANCH,
  data: Array.from({ length: rows }, () => ({
    uuid: APPOINTMENT,
    room_uuid: null,
    patient_uuid: PATIENT,
    practitioner_uuid: null,
    assistant_uuid: null,
    speciality_uuid: null,
    service_uuid: null,
    price: null,
    reason: 'acute',
    status: 2,
    time_from: '2026-11-26T08:00:00Z',
    time_to: '2026-11-26T08:30:00Z',
    desired_date: null,
    comment: null,
    outside_work_time: false,
    cancel_reason: null,
    callback_requested_at: '2026-11-24T09:15:00Z',
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-24T09:15:00Z',
    version: 4,
  })),
  refs: { patients: [{ uuid: PATIENT, first_name: 'Anna', last_name: 'Ābola', phone: '+371 2000 1234', personal_code: null, alerts: [] }], people: [], services: [], specialities: [] },
  meta: { page: 1, per_page: 50, total: rows },
});

let sockets: FakeSocket[] = [];
const requests: { url: string; method: string; body: unknown }[] = [];
let waiting = 1;

function serve() {
  globalThis.fetch = jest.fn(async (url: unknown, init?: RequestInit) => {
    const href = String(url);
    requests.push({ url: href, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
    let answer: unknown = { data: [] };
    if (href.includes('/calendar/queue')) answer = toCallPage(waiting);
    if (href.endsWith('/called')) {
      waiting = 0;
      answer = { data: { ...toCallPage(1).data[0], callback_requested_at: null, version: 5 }, warnings: [] };
    }
    const text = JSON.stringify(answer);
    return { ok: true, status: 200, headers: { get: () => null }, text: async () => text };
  }) as unknown as typeof fetch;
}

function renderPage(permissions: Permission[]) {
  useSession.getState().setMe({ permissions } as unknown as Me);
  useSession.getState().setBranch(BRANCH);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={['/calendar-queue?filter=to_call']}>
      <QueryClientProvider client={client}>
        <QueuePage />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sockets = [];
  requests.length = 0;
  waiting = 1;
  useSession.getState().setToken('tok-queue');
  configureLive({
    connect: (_url, options) => {
      sockets.push(new FakeSocket(options as never));
      return sockets[sockets.length - 1] as never;
    },
  });
  serve();
});
afterEach(() => closeLive());

describe('the queue\'s "to call"', () => {
  it('lists the patients who asked for a call with their phone, and marking one called clears it', async () => {
    renderPage(['calendar_view', 'calendar_edit']);
    expect(screen.getByRole('tab', { name: 'To call' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'To call' });
    const row = await within(table).findByRole('row', { name: /Anna Ābola/ });
    expect(within(row).getByRole('link', { name: 'Call Anna Ābola, +371 2000 1234' })).toHaveAttribute('href', 'tel:+37120001234');
    expect(requests.some((r) => r.url.includes('/calendar/queue') && r.url.includes('filter=to_call'))).toBe(true);

    fireEvent.click(within(row).getByRole('button', { name: 'Mark Anna Ābola called' }));
    await waitFor(() => expect(requests.find((r) => r.url.endsWith(`/calendar/appointments/${APPOINTMENT}/called`))).toMatchObject({ method: 'POST', body: { version: 4 } }));
    expect(await within(table).findByText('Nobody is waiting for a call.')).toBeInTheDocument();
  });

  it('refreshes when another screen changes the branch\'s appointments (a patient pressed "Call me")', async () => {
    waiting = 0;
    renderPage(['calendar_view']);
    expect(await screen.findByText('Nobody is waiting for a call.')).toBeInTheDocument();
    await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
    const socket = sockets[sockets.length - 1];
    act(() => socket.receive('connect'));
    waiting = 1;
    act(() => socket.receive(CALENDAR_EVENTS.appointment, { branch_uuid: BRANCH, action: 'edited' }));
    const row = await screen.findByRole('row', { name: /Anna Ābola/ });
    // Without calendar_edit the row is read only.
    expect(within(row).queryByRole('button', { name: 'Mark Anna Ābola called' })).toBeNull();
  });
});
