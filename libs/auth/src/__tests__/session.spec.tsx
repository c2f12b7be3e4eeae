import { jest } from '@jest/globals';
import { can, clearLocalState, hasPermission, LOCAL_STATE_KEYS, onSignOut, signOutLocally, useSession } from '../index';
import { makeMe } from '../test-user';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSession.getState().clear();
});

describe('session store', () => {
  it('keeps the token of a session without "remember me" in this tab only, never in localStorage', () => {
    useSession.getState().setToken('tok-1', '2030-01-01T00:00:00Z', false);
    useSession.getState().setMe(makeMe(['calendar_view']));
    useSession.getState().setBranch('b-1');
    const saved = JSON.parse(sessionStorage.getItem('session') ?? '{}');
    expect(saved.state).toMatchObject({ token: 'tok-1', me: { username: 'dina' } });
    expect(localStorage.getItem('session')).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain('tok-1');
    expect(localStorage.getItem('branch')).toBe('b-1');
  });

  it('keeps a remembered token in localStorage, and a refresh keeps the choice', () => {
    useSession.getState().setToken('tok-2', '2030-01-01T00:00:00Z', true);
    expect(JSON.parse(localStorage.getItem('session') ?? '{}').state).toMatchObject({ token: 'tok-2', remember: true });
    expect(sessionStorage.getItem('session')).toBeNull();
    useSession.getState().setToken('tok-3', '2030-02-01T00:00:00Z');
    expect(JSON.parse(localStorage.getItem('session') ?? '{}').state).toMatchObject({ token: 'tok-3', remember: true });
  });

  it('forgets the token in both storages on clear', () => {
    useSession.getState().setToken('tok-4', null, true);
    useSession.getState().clear();
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('tok-4');
  });

  it('can() follows the permission list, and admin grants all', () => {
    expect(can('calendar_view')).toBe(false);
    useSession.getState().setMe(makeMe(['calendar_view']));
    expect(can('calendar_view')).toBe(true);
    expect(can('report_view')).toBe(false);
    useSession.getState().setMe(makeMe(['admin']));
    expect(can('report_view')).toBe(true);
    expect(hasPermission(null, 'calendar_view')).toBe(false);
  });

  it('signing out runs the hooks and clears the session and the saved local state', async () => {
    const disconnect = jest.fn<() => void>();
    const off = onSignOut(disconnect);
    useSession.getState().setToken('tok-1');
    useSession.getState().setBranch('b-1');
    localStorage.setItem(LOCAL_STATE_KEYS.helper, '{"id":1}');
    localStorage.setItem(LOCAL_STATE_KEYS.activeAppointment, 'x');
    localStorage.setItem('language', 'en');
    await signOutLocally();
    off();
    expect(disconnect).toHaveBeenCalledTimes(1);
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().branchUuid).toBeNull();
    expect(localStorage.getItem(LOCAL_STATE_KEYS.helper)).toBeNull();
    expect(localStorage.getItem(LOCAL_STATE_KEYS.activeAppointment)).toBeNull();
    // the language is a preference of the device, not of the user: it stays
    expect(localStorage.getItem('language')).toBe('en');
    clearLocalState();
  });
});

