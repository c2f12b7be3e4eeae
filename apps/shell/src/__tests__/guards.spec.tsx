import './jsdom-polyfills';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@dental/auth';
import { fakeApi, makeMe, renderShell, signIn } from './harness';

describe('route guards', () => {
  it('sends a visitor who is not signed in to /login and back to the wanted page after sign-in', async () => {
    const me = makeMe(['calendar_view']);
    const calls = fakeApi({
      'POST /auth': { status: 200, body: { data: { token: 'tok-new', expires_at: '2030-01-01T00:00:00Z' } } },
      'GET /auth': { status: 200, body: { data: me } },
    });
    signIn(null);
    await renderShell('/calendar');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.title).toBe('Sign in | Dental Practice');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Username/), 'doctor');
    await user.type(screen.getByLabelText(/Password/), 'doctor');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('remote calendar')).toBeInTheDocument();
    expect(JSON.parse(String((globalThis.fetch as jest.Mock).mock.calls[0][1].body))).toEqual({ username: 'doctor', password: 'doctor', remember: true });
    expect(calls.find((c) => c.method === 'GET')?.headers.Authorization).toBe('Bearer tok-new');
    expect(useSession.getState().token).toBe('tok-new');
  });

  it("shows 'Authorisation failed' when the credentials are wrong", async () => {
    fakeApi({ 'POST /auth': { status: 401, body: { error: { code: 'AUTHORISATION_FAILED', message: 'x' } } } });
    signIn(null);
    await renderShell('/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Username/), 'doctor');
    await user.type(screen.getByLabelText(/Password/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Authorisation failed')).toBeInTheDocument();
  });

  it('asks for both fields before calling the API', async () => {
    const calls = fakeApi({});
    signIn(null);
    await renderShell('/login');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('"Username" is required')).toBeInTheDocument();
    expect(screen.getByText('"Password" is required')).toBeInTheDocument();
    expect(screen.getByText('Please fill all required fields')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends a user without the permission to /403', async () => {
    const me = makeMe(['patients_view']);
    fakeApi({ 'GET /auth': { status: 200, body: { data: me } } });
    signIn(me);
    await renderShell('/calendar');
    expect(await screen.findByText('403 - ERROR')).toBeInTheDocument();
    expect(screen.queryByText('remote calendar')).not.toBeInTheDocument();
  });

  it('sends an unknown path to /404', async () => {
    const me = makeMe(['admin']);
    fakeApi({ 'GET /auth': { status: 200, body: { data: me } } });
    signIn(me);
    await renderShell('/no-such-page');
    expect(await screen.findByText('404 - ERROR')).toBeInTheDocument();
  });

  it('renders the owning remote for each area, and titles the page after its sidebar label', async () => {
    const me = makeMe(['patients_view']);
    fakeApi({ 'GET /auth': { status: 200, body: { data: me } } });
    signIn(me);
    await renderShell('/invoices');
    expect(await screen.findByText('remote patients')).toBeInTheDocument();
    expect(document.title).toBe('Invoices | Dental Practice');
  });

  it('lets any signed-in user open the dashboard', async () => {
    const me = makeMe([]);
    fakeApi({ 'GET /auth': { status: 200, body: { data: me } } });
    signIn(me);
    await renderShell('/');
    expect(await screen.findByText('remote reports')).toBeInTheDocument();
    expect(document.title).toBe('Dashboard | Dental Practice');
  });
});
