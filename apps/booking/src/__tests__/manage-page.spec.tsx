import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { BookingSlot, BookingVisit } from '@dental/contracts';
import { initI18n } from '../i18n';
import { navigate } from '../lib/location';
import BookingRoutes from '../routes';

/**
 * A booking's own link /book/manage/{token} as the patient uses it: the visit, "move" opens the
 * booking's slot picker (the practitioner's free starts a week at a time), a start taken meanwhile
 * shows the server's translated refusal and the next free starts, one of those moves the visit and
 * the address takes the new token; cancel asks first. The server's answers are the contract's.
 */
const USER = '00000000-0000-4000-8000-0000000000a1';
const ROOM = '00000000-0000-4000-8000-0000000000b1';
const VISIT: BookingVisit = {
  appointment_uuid: '00000000-0000-4000-8000-0000000000d1',
  start: '2026-12-02T09:00:00+02:00',
  end: '2026-12-02T09:30:00+02:00',
  status: 1,
  service_name: 'Apskate',
  practitioner: { first_name: 'Anna', last_name: 'Ozola' },
  branch: { name: 'Rīgas centrs', address: 'Brīvības iela 1, Rīga', phone: '+371 67000000', time_zone: 'Europe/Riga' },
  ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR',
  manage_token: 'first.sig',
  horizon_days: 60,
};
const slot = (start: string): BookingSlot => ({ start, user_uuid: USER, room_uuid: ROOM });
const TAKEN = slot('2026-12-03T10:00:00+02:00');
const NEXT = slot('2026-12-03T11:00:00+02:00');

let calls: { method: string; path: string; body?: unknown }[];
function api() {
  calls = [];
  globalThis.fetch = jest.fn(async (input: unknown, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as { start?: string }) : undefined;
    calls.push({ method, path, body });
    const reply = (status: number, answer: unknown) => ({ ok: status < 300, status, json: async () => answer }) as Response;
    if (method === 'GET' && path === '/api/public/booking/manage/first.sig') return reply(200, { data: VISIT });
    if (method === 'GET' && path.startsWith('/api/public/booking/manage/first.sig/slots?')) return reply(200, { data: [TAKEN, NEXT] });
    if (method === 'POST' && path === '/api/public/booking/manage/first.sig/move') {
      if (body?.start === TAKEN.start)
        return reply(409, { error: { code: 'BOOKING_SLOT_TAKEN', message: 'This time has just been taken. Please choose another one', details: { alternatives: [NEXT] } } });
      return reply(200, { data: { appointment_uuid: VISIT.appointment_uuid, start: NEXT.start, end: '2026-12-03T11:30:00+02:00', status: 1, manage_token: 'second.sig' } });
    }
    if (method === 'POST' && path === '/api/public/booking/manage/second.sig/cancel') return reply(200, { data: { ...VISIT, start: NEXT.start, status: 4, manage_token: 'second.sig' } });
    return reply(404, {});
  }) as unknown as typeof fetch;
}

beforeEach(() => {
  localStorage.clear();
  initI18n('en');
  api();
});
afterEach(() => jest.restoreAllMocks());

describe('a booking’s own link /book/manage/{token}', () => {
  it('moves the visit to a free start, offering the next ones when the start was taken, then cancels it', async () => {
    act(() => navigate('/book/manage/first.sig', { replace: true }));
    render(<BookingRoutes />);
    const region = await screen.findByRole('region', { name: 'Your booking' });
    expect(region).toHaveTextContent('Wednesday, 2 December 2026 09:00–09:30');
    expect(region).toHaveTextContent('Anna Ozola');

    fireEvent.click(screen.getByRole('button', { name: 'Move to another time' }));
    expect(screen.getByRole('heading', { name: 'Choose a new time' })).toHaveFocus();
    const day = await screen.findByRole('group', { name: /Thursday, 3 December 2026/ });
    expect(calls.find((call) => call.path.includes('/slots?'))?.path).toMatch(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    fireEvent.click(within(day).getByRole('button', { name: '10:00' }));

    expect(await screen.findByText('This time has just been taken. Please choose another one')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ start: TAKEN.start }]);
    expect(region).toHaveTextContent('09:00–09:30');
    const nearby = screen.getByRole('group', { name: 'Free times nearby' });
    fireEvent.click(within(nearby).getByRole('button', { name: 'Thursday, 3 December 2026 11:00' }));

    expect(await screen.findByText('Your visit is moved to Thursday, 3 December 2026 11:00–11:30.')).toBeInTheDocument();
    expect(region).toHaveTextContent('Thursday, 3 December 2026 11:00–11:30');
    expect(location.pathname).toBe('/book/manage/second.sig');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the booking' }));
    expect(screen.getByRole('heading', { name: /Cancel this booking\?/ })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Your booking is cancelled.')).toBeInTheDocument();
    expect(region).toHaveTextContent('Cancelled or closed');
    expect(screen.queryByRole('button', { name: 'Move to another time' })).toBeNull();
  });

  it('answers an altered or expired link with the not-found page', async () => {
    act(() => navigate('/book/manage/altered.sig', { replace: true }));
    render(<BookingRoutes />);
    expect(await screen.findByRole('heading', { name: 'Link not found' })).toBeInTheDocument();
  });
});
