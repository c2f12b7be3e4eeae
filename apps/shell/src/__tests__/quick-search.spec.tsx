import './jsdom-polyfills';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { opensQuickSearch } from '../layout/quick-search-keys';
import { useShellUi } from '../layout/shell-ui-store';
import { fakeApi, makeMe, renderShell, signIn } from './harness';

const PATIENT = {
  uuid: '3f0e7a52-1c1d-4a53-9d5e-2b7d3c1a9e01',
  first_name: 'Anna',
  last_name: 'Bērziņa',
  client_card: null,
  personal_code: '010190-12345',
  phone: null,
  email: null,
  dob: null,
  status: 0,
  doctor: null,
  version: 1,
};

afterEach(() => act(() => useShellUi.getState().closeQuickSearch()));

describe('quick search', () => {
  it('opens with Ctrl+K, finds a patient by the folded search and opens the card with Enter', async () => {
    const me = makeMe(['patients_view', 'calendar_view']);
    const calls = fakeApi({
      'GET /auth': { status: 200, body: { data: me } },
      'GET /patients?search=berz&per_page=6': { status: 200, body: { data: [PATIENT], meta: { page: 1, per_page: 6, total: 1 } } },
    });
    signIn(me);
    const user = userEvent.setup();
    await renderShell('/404');
    await screen.findByText('404 - ERROR');

    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Quick search' });
    const box = screen.getByRole('combobox', { name: 'Search patients and screens' });
    await waitFor(() => expect(box).toHaveFocus());
    expect(dialog).toContainElement(box);

    await user.type(box, 'berz');
    const option = await screen.findByRole('option', { name: /Anna Bērziņa/ });
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    expect(calls.some((call) => call.url === '/api/patients?search=berz&per_page=6')).toBe(true);

    // The patients remote suspends while it loads: React 19 retries it only inside an awaited act().
    await act(async () => {
      await user.keyboard('{Enter}');
    });
    expect(await screen.findByText('remote patients')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Quick search' })).not.toBeInTheDocument();
  });

  it('opens with "/" outside a text field, lists only the screens one may open, moves with the arrows and closes on Escape', async () => {
    const me = makeMe(['calendar_view', 'planner_view']);
    const calls = fakeApi({ 'GET /auth': { status: 200, body: { data: me } } });
    signIn(me);
    const user = userEvent.setup();
    await renderShell('/404');
    await screen.findByText('404 - ERROR');

    await user.keyboard('/');
    const box = await screen.findByRole('combobox', { name: 'Search patients and screens' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Calendar', 'Planner']);
    await user.type(box, 'PLAN');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Planner']));
    await user.clear(box);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Planner' })).toHaveAttribute('aria-selected', 'true');
    await user.type(box, 'zzz');
    expect(await screen.findByText('Nothing found')).toBeInTheDocument();
    // Without patients_view the patients are never asked for.
    expect(calls.some((call) => call.url.startsWith('/api/patients'))).toBe(false);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Quick search' })).not.toBeInTheDocument());
  });

  it('types a "/" in a text field instead of opening', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const key = (k: string, target: EventTarget, mods: Partial<KeyboardEvent> = {}) =>
      opensQuickSearch({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target, ...mods });
    expect(key('/', input)).toBe(false);
    expect(key('/', textarea)).toBe(false);
    expect(key('/', checkbox)).toBe(true);
    expect(key('/', document.body)).toBe(true);
    expect(key('k', input, { ctrlKey: true })).toBe(true);
    expect(key('K', document.body, { metaKey: true })).toBe(true);
    expect(key('k', document.body)).toBe(false);
  });
});
