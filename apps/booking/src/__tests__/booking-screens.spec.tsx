import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { PublicAppointment } from '@dental/contracts';
import { LANGUAGE_KEY, detectLanguage, initI18n, i18next } from '../i18n';
import { navigate } from '../lib/location';
import { matchPage } from '../page-routes';
import BookingRoutes from '../routes';

/**
 * The patients' public page as a patient uses it: the reminder's link shows the visit in the
 * branch's time zone and takes the three answers; a bad link is the translated 404 page; the
 * opt-out turns the channel off; the language follows the browser, with a switch.
 */
const APPOINTMENT: PublicAppointment = {
  time_from: '2026-12-01T08:00:00.000Z',
  time_to: '2026-12-01T08:45:00.000Z',
  status: 2,
  patient_first_name: 'Marta',
  branch_name: 'Rīgas centrs',
  branch_phone: '+371 6700 0000',
  branch_time_zone: 'Europe/Riga',
  practitioner_name: 'Jānis Ozols',
  language: 'lv',
  callback_requested: false,
};

type Call = { method: string; path: string };
let calls: Call[];

function api(answers: Record<string, { status: number; data?: unknown }>) {
  calls = [];
  globalThis.fetch = jest.fn(async (input: unknown, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, path });
    const answer = answers[`${method} ${path}`] ?? { status: 404 };
    return { ok: answer.status < 300, status: answer.status, json: async () => ({ data: answer.data }) } as Response;
  }) as unknown as typeof fetch;
}

function open(path: string) {
  act(() => navigate(path, { replace: true }));
  return render(<BookingRoutes />);
}

beforeEach(() => {
  localStorage.clear();
  initI18n('en');
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('the reminder link /r/{token}', () => {
  it('shows the visit in the branch’s time zone with the practitioner, and confirms it', async () => {
    api({ 'GET /api/public/r/tok.sig': { status: 200, data: APPOINTMENT }, 'POST /api/public/r/tok.sig/confirm': { status: 200, data: { ...APPOINTMENT, status: 3 } } });
    open('/r/tok.sig');
    const page = await screen.findByRole('region', { name: 'Your appointment' });
    // 08:00Z is 10:00 in Riga in December, whatever zone the test machine runs in.
    expect(page).toHaveTextContent('Tuesday, 1 December 2026');
    expect(page).toHaveTextContent('10:00–10:45');
    expect(page).toHaveTextContent('Europe/Riga');
    expect(page).toHaveTextContent('Rīgas centrs');
    expect(page).toHaveTextContent('Jānis Ozols');
    expect(screen.getByRole('link', { name: '+371 6700 0000' })).toHaveAttribute('href', 'tel:+37167000000');
    expect(page).toHaveTextContent('Waiting for your answer');
    expect(document.title).toBe('Your appointment');

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Thank you, your appointment is confirmed.')).toBeInTheDocument();
    expect(page).toHaveTextContent('Confirmed');
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'GET', path: '/api/public/r/tok.sig' },
      { method: 'POST', path: '/api/public/r/tok.sig/confirm' },
    ]);
  });

  it('asks before cancelling: "No" changes nothing, "Yes" cancels', async () => {
    api({ 'GET /api/public/r/t': { status: 200, data: APPOINTMENT }, 'POST /api/public/r/t/cancel': { status: 200, data: { ...APPOINTMENT, status: 4 } } });
    open('/r/t');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the appointment' }));
    const question = screen.getByRole('group', { name: /Cancel this appointment\?/ });
    expect(within(question).getByText(/Cancel this appointment\?/)).toHaveFocus();
    fireEvent.click(within(question).getByRole('button', { name: 'No, keep it' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the appointment' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Your appointment is cancelled.')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/api/public/r/t/cancel' });
    // A cancelled visit takes no more answers.
    expect(screen.queryByRole('button', { name: 'Call me' })).not.toBeInTheDocument();
  });

  it('"Call me" asks the clinic to call, once', async () => {
    api({ 'GET /api/public/r/t': { status: 200, data: APPOINTMENT }, 'POST /api/public/r/t/call-me': { status: 200, data: { ...APPOINTMENT, callback_requested: true } } });
    open('/r/t');
    fireEvent.click(await screen.findByRole('button', { name: 'Call me' }));
    expect(await screen.findByText('The clinic will call you back.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Call me' })).not.toBeInTheDocument();
  });

  it('an answer the API refuses says so with the clinic’s phone and keeps the visit as it was', async () => {
    api({ 'GET /api/public/r/t': { status: 200, data: APPOINTMENT }, 'POST /api/public/r/t/confirm': { status: 409 } });
    open('/r/t');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your answer did not reach the clinic. Please try again or call +371 6700 0000.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your appointment' })).toHaveTextContent('Waiting for your answer');
  });

  it('an altered or expired link is the 404 page in the patient’s language, with nothing to press', async () => {
    api({});
    void i18next.changeLanguage('lv');
    open('/r/altered');
    expect(await screen.findByRole('heading', { name: 'Saite nav atrasta', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Nekas netika mainīts/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apstiprināt' })).not.toBeInTheDocument();
    expect(calls).toEqual([{ method: 'GET', path: '/api/public/r/altered' }]);
  });

  it('an address the page does not know is the same 404 page', () => {
    api({});
    open('/nothing-here');
    expect(screen.getByRole('heading', { name: 'Link not found' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('the opt-out link /o/{token}', () => {
  it('turns the channel off only when the patient presses the button', async () => {
    api({ 'POST /api/public/o/opt.sig': { status: 200, data: { channel: 'email' } } });
    open('/o/opt.sig');
    expect(await screen.findByRole('heading', { name: 'Unsubscribe' })).toBeInTheDocument();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You will no longer receive e-mails from the clinic.')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: '/api/public/o/opt.sig' }]);
  });

  it('an altered opt-out link is the 404 page', async () => {
    api({});
    open('/o/bad');
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'Link not found' })).toBeInTheDocument();
  });
});

describe('language', () => {
  it('follows the browser’s first language the page speaks, then the patient’s own choice', async () => {
    expect(detectLanguage(['de-DE', 'ru-RU', 'en'])).toBe('ru');
    expect(detectLanguage(['de-DE'])).toBe('lv');
    api({ 'GET /api/public/r/t': { status: 200, data: APPOINTMENT } });
    initI18n(detectLanguage(['ru']));
    open('/r/t');
    expect(await screen.findByRole('heading', { name: 'Ваш визит' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ru');
    const switcher = screen.getByRole('navigation', { name: 'Язык' });
    expect(within(switcher).getByRole('button', { name: 'Русский' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(switcher).getByRole('button', { name: 'Latviešu' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Jūsu vizīte', level: 1 })).toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Jūsu vizīte' })).toHaveTextContent('otrdiena, 2026. gada 1. decembris');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('lv');
    expect(detectLanguage(['ru'])).toBe('lv');
  });
});

describe('addresses', () => {
  it('match the reminder and opt-out links, and nothing malformed', () => {
    expect(matchPage('/r/abc.def')?.params).toEqual(['abc.def']);
    expect(matchPage('/o/abc')?.params).toEqual(['abc']);
    expect(matchPage('/r/')).toBeNull();
    expect(matchPage('/r/%E0%A4%A')).toBeNull();
    expect(matchPage('/r/a/b')).toBeNull();
  });
});
