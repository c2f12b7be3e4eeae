import './jsdom-polyfills';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCAL_STATE_KEYS, onSignOut, useSession } from '@dental/auth';
import { fakeApi, makeMe, ME_UUID, renderShell, signIn } from './harness';

describe('user popover and logout', () => {
  it('links to the own profile only with user_view', async () => {
    const me = makeMe(['user_view', 'settings_view']);
    fakeApi({ 'GET /auth': { status: 200, body: { data: me } } });
    signIn(me);
    await renderShell('/404');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Account/ }));
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveAttribute('href', `/settings/users/${ME_UUID}/details`);
  });

  it('hides the profile link without user_view', async () => {
    const me = makeMe([]);
    fakeApi({ 'GET /auth': { status: 200, body: { data: me } } });
    signIn(me);
    await renderShell('/404');
    await userEvent.setup().click(await screen.findByRole('button', { name: /Account/ }));
    expect(screen.queryByRole('menuitem', { name: 'My profile' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it('revokes the token, runs the sign-out hooks, clears saved state and the cache, and goes to /login', async () => {
    const me = makeMe(['calendar_view']);
    const calls = fakeApi({ 'GET /auth': { status: 200, body: { data: me } }, 'DELETE /auth': { status: 200, body: { data: null } } });
    signIn(me);
    localStorage.setItem(LOCAL_STATE_KEYS.activeAppointment, '{"uuid":"a"}');
    localStorage.setItem(LOCAL_STATE_KEYS.helper, '{"id":1,"name":"x"}');
    useSession.getState().setBranch('b1');
    let disconnected = false;
    const off = onSignOut(() => {
      disconnected = true;
    });
    const { queryClient } = await renderShell('/calendar');
    await screen.findByText('remote calendar');
    queryClient.setQueryData(['patients'], ['secret']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Account/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    off();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/auth')).toBe(true);
    expect(disconnected).toBe(true);
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem(LOCAL_STATE_KEYS.activeAppointment)).toBeNull();
    expect(localStorage.getItem(LOCAL_STATE_KEYS.helper)).toBeNull();
    expect(localStorage.getItem('branch')).toBeNull();
    expect(queryClient.getQueryData(['patients'])).toBeUndefined();
  });

  it('"Sign out everywhere" ends every session of the user on the server, then signs out here too', async () => {
    const me = makeMe(['calendar_view']);
    const calls = fakeApi({ 'GET /auth': { status: 200, body: { data: me } }, 'DELETE /auth/sessions': { status: 204 } });
    signIn(me);
    await renderShell('/calendar');
    await screen.findByText('remote calendar');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Account/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/auth/sessions']);
    expect(useSession.getState().token).toBeNull();
  });
});
