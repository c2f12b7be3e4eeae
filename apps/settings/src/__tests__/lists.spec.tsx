import './jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DepartmentList } from '../pages/DepartmentPages';
import { apiError, fakeApi, on, page, renderScreen, signIn, U1, U2 } from './harness';

const clinics = [
  { uuid: U1, name: 'Rīgas zobārstniecība', version: 2 },
  { uuid: U2, name: 'Jūrmalas klīnika', version: 1 },
];

describe('a settings list', () => {
  it('searches on the server and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(on('GET', '/settings/department', (call) => (call.query.get('search') ? page([]) : page(clinics))));
    signIn(['settings_view', 'department_view']);
    renderScreen(<DepartmentList />);
    expect(await screen.findByRole('link', { name: 'Rīgas zobārstniecība' })).toBeInTheDocument();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search in Clinics' }), 'Valmiera{Enter}');
    expect(await screen.findByText('Nothing matches “Valmiera”')).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('search')).toBe('Valmiera');
    expect(calls.at(-1)?.query.get('page')).toBe('1');
  });

  it('sorts by a column when its header is pressed', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(on('GET', '/settings/department', page(clinics)));
    signIn(['department_view']);
    renderScreen(<DepartmentList />);
    await user.click(await screen.findByRole('button', { name: /Name/ }));
    await waitFor(() => expect(calls.at(-1)?.query.get('sort')).toBe('name'));
    await user.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(calls.at(-1)?.query.get('order')).toBe('desc'));
  });

  it('shows an empty state that offers to add the first entry, only with the edit permission', async () => {
    fakeApi(on('GET', '/settings/department', page([])));
    signIn(['department_view', 'department_edit']);
    const { unmount } = renderScreen(<DepartmentList />);
    expect(await screen.findByRole('heading', { name: 'No clinics yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add clinic/ })).toBeInTheDocument();
    unmount();

    signIn(['department_view']);
    renderScreen(<DepartmentList />);
    expect(await screen.findByRole('heading', { name: 'No clinics yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add clinic/ })).toBeNull();
  });

  it('shows a loading state, then the failure toast and a retry when the list cannot load', async () => {
    fakeApi(on('GET', '/settings/department', apiError(500, 'INTERNAL', 'Something went wrong on the server')));
    signIn(['department_view']);
    renderScreen(<DepartmentList />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getAllByText('Could not load the clinic.').length).toBeGreaterThan(0);
  });

  it('asks before deleting, says past data stays, and deletes with the version read', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(on('GET', '/settings/department', page(clinics)), on('DELETE', `/settings/department/${U1}`, { status: 204 }));
    signIn(['department_view', 'department_edit']);
    renderScreen(<DepartmentList />);
    await user.click(await screen.findByRole('button', { name: 'Delete: Rīgas zobārstniecība' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete “Rīgas zobārstniecība”?' });
    expect(within(dialog).getByText(/Past data stays/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete: Rīgas zobārstniecība' }));
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Clinic deleted')).toBeInTheDocument();
    const del = calls.find((c) => c.method === 'DELETE');
    expect(del?.path).toBe(`/settings/department/${U1}`);
    expect(del?.query.get('version')).toBe('2');
  });
});
