import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { BookingDone, PublicBooking } from '@dental/contracts';
import { initI18n } from '../i18n';
import { navigate } from '../lib/location';
import BookingRoutes from '../routes';

/**
 * Online booking at /book/{branch_slug} as a patient goes through it: a service, anyone, a start of
 * the week, their details with consent, a wrong code (the server's translated refusal shown), the
 * right one, and the booked visit with its address, calendar file and cancel.
 */
const PAGE: PublicBooking = {
  branch: { name: 'Rīgas centrs', address: 'Brīvības iela 1, Rīga', phone: '+371 67000000', time_zone: 'Europe/Riga' },
  services: [{ uuid: '00000000-0000-4000-8000-000000000001', name: 'Apskate', duration_minutes: 30, price_from: 2500 }],
  practitioners: [{ uuid: '00000000-0000-4000-8000-0000000000a1', first_name: 'Anna', last_name: 'Ozola' }],
  horizon_days: 60,
  embed_origins: ['https://www.klinika.lv'],
};
const SLOT = { start: '2026-12-02T09:00:00+02:00', user_uuid: PAGE.practitioners[0].uuid, room_uuid: '00000000-0000-4000-8000-0000000000b1' };
const HOLD = { uuid: '00000000-0000-4000-8000-0000000000c1', start: SLOT.start, end: '2026-12-02T09:30:00+02:00', user_uuid: SLOT.user_uuid, room_uuid: SLOT.room_uuid, expires_at: '2026-12-01T08:10:00Z', channel: 'email' };
const DONE: BookingDone = {
  appointment_uuid: '00000000-0000-4000-8000-0000000000d1',
  start: SLOT.start,
  end: HOLD.end,
  status: 1,
  service_name: 'Apskate',
  practitioner: { first_name: 'Anna', last_name: 'Ozola' },
  branch: PAGE.branch,
  ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR',
  manage_token: 'manage.sig',
};

let bodies: Record<string, unknown>[];
function api() {
  bodies = [];
  globalThis.fetch = jest.fn(async (input: unknown, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    if (init?.body) bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    const reply = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as Response;
    if (method === 'GET' && path === '/api/public/booking/rigas-centrs') return reply(200, { data: PAGE });
    if (method === 'GET' && path.startsWith('/api/public/booking/rigas-centrs/slots?')) return reply(200, { data: [SLOT] });
    if (method === 'POST' && path === '/api/public/booking/rigas-centrs/holds') return reply(201, { data: HOLD });
    if (method === 'POST' && path.endsWith('/confirm')) {
      const code = (JSON.parse(String(init?.body)) as { code: string }).code;
      return code === '123456' ? reply(200, { data: DONE }) : reply(400, { error: { code: 'BOOKING_CODE_WRONG', message: 'The code is not right (4 attempts left)' } });
    }
    if (method === 'POST' && path === '/api/public/booking/manage/manage.sig/cancel') return reply(200, { data: { ...DONE, status: 4 } });
    return reply(404, {});
  }) as unknown as typeof fetch;
}

beforeEach(() => {
  localStorage.clear();
  initI18n('en');
  api();
});
afterEach(() => jest.restoreAllMocks());

describe('online booking /book/{branch_slug}', () => {
  it('books a visit step by step and confirms it with the code', async () => {
    act(() => navigate('/book/rigas-centrs', { replace: true }));
    render(<BookingRoutes />);
    fireEvent.click(await screen.findByRole('button', { name: /Apskate 30 min from €25.00/ }));
    expect(screen.getByRole('heading', { name: 'Choose a practitioner' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Anyone available' }));
    const day = await screen.findByRole('group', { name: /Wednesday, 2 December 2026/ });
    fireEvent.click(within(day).getByRole('button', { name: '09:00' }));

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Līga' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Bērziņa' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+371 29000001' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'liga@example.lv' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the clinic’s terms/ }));
    // The honeypot is out of the tab order and hidden from assistive technology.
    expect(document.querySelector('input[name="website"]')).toHaveAttribute('tabindex', '-1');
    fireEvent.click(screen.getByRole('button', { name: 'Send me the code' }));

    expect(await screen.findByRole('heading', { name: 'Enter the code' })).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ start: SLOT.start, user_uuid: SLOT.user_uuid, channel: 'email', contact: { first_name: 'Līga', email: 'liga@example.lv' } });
    expect(bodies[0].website).toBeUndefined();
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the booking' }));
    expect(await screen.findByText('The code is not right (4 attempts left)')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the booking' }));

    const booked = await screen.findByRole('heading', { name: 'You are booked' });
    expect(booked).toHaveFocus();
    const region = screen.getByRole('region', { name: 'Book a visit' });
    expect(region).toHaveTextContent('Wednesday, 2 December 2026 09:00–09:30');
    expect(region).toHaveTextContent('Brīvības iela 1, Rīga');
    expect(screen.getByRole('link', { name: 'Add to my calendar (.ics)' })).toHaveAttribute('download', 'appointment.ics');
    expect(screen.getByRole('link', { name: 'Move or cancel the booking' })).toHaveAttribute('href', '/book/manage/manage.sig');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the booking' }));
    expect(await screen.findByRole('heading', { name: 'Your booking is cancelled.' })).toBeInTheDocument();
  });
});
