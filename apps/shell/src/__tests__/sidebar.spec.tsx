import './jsdom-polyfills';
import { screen, within } from '@testing-library/react';
import type { Permission } from '@dental/contracts';
import { fakeApi, makeMe, renderShell, signIn } from './harness';

const navLabels = () =>
  within(screen.getByRole('navigation', { name: 'Main menu' }))
    .queryAllByRole('link')
    .map((link) => link.textContent);

const cases: [string, Permission[], string[]][] = [
  ['no permissions', [], []],
  ['a doctor', ['dashboard_view', 'calendar_view', 'patients_view'], ['Dashboard', 'Calendar', 'Patients', 'Invoices']],
  ['a manager', ['dashboard_view', 'planner_view', 'report_view', 'settings_view'], ['Dashboard', 'Planner', 'Reports', 'Settings']],
  ['a receptionist', ['calendar_view', 'recall_view', 'patients_view'], ['Calendar', 'Recalls', 'Patients', 'Invoices']],
  ['admin (grants all)', ['admin'], ['Dashboard', 'Calendar', 'Planner', 'Recalls', 'Patients', 'Invoices', 'Reports', 'Settings', 'Admin']],
];

describe('sidebar', () => {
  it.each(cases)('shows exactly the entries %s may open', async (_who, permissions, expected) => {
    const me = makeMe(permissions);
    fakeApi({ 'GET /auth': { status: 200, body: { data: me } } });
    signIn(me);
    await renderShell('/404');
    await screen.findByText('404 - ERROR');
    expect(navLabels()).toEqual(expected);
  });

  it('always has the chat toggle, the language item and the user item', async () => {
    const me = makeMe([]);
    fakeApi({ 'GET /auth': { status: 200, body: { data: me } } });
    signIn(me);
    await renderShell('/404');
    expect(await screen.findByRole('button', { name: 'Chat' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: /Language/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Account: Dina Doctor/ })).toBeInTheDocument();
  });

  it('shows the company button only to admin, and the logo when the user has no branches', async () => {
    const me = makeMe(['calendar_view']);
    fakeApi({ 'GET /auth': { status: 200, body: { data: me } } });
    signIn(me);
    await renderShell('/404');
    await screen.findByText('404 - ERROR');
    expect(screen.queryByRole('button', { name: /Active company/ })).not.toBeInTheDocument();
    expect(screen.getByTitle('Dental Practice')).toBeInTheDocument();
  });
});
