import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, listItem, paged, patient, renderAt } from './harness';

describe('patient list', () => {
  it('searches on the server as the user types and shows the empty state when nothing matches', async () => {
    const api = fakeApi();
    api.on('GET', /^\/meta\/branches$/, { status: 200, body: { data: [] } });
    api.on('GET', /^\/patients$/, (call) => (call.query.get('search') ? paged([]) : paged([listItem(patient())], 300)));
    await renderAt('/patients', ['patients_view', 'patients_add']);

    const table = await screen.findByRole('table', { name: 'Patients' });
    expect(within(table).getByRole('link', { name: 'Bērziņš Jānis' })).toBeInTheDocument();
    expect(screen.getByText('1–25 of 300')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search patients' }), 'berzins zz');
    expect(await screen.findByText('No patients found')).toBeInTheDocument();
    expect(screen.getByText(/Nothing matches “berzins zz”/)).toBeInTheDocument();
    // Asked once after the pause, not once per letter.
    const searches = api.calls.filter((c) => c.path === '/patients' && c.query.get('search'));
    expect(searches.map((c) => c.query.get('search'))).toEqual(['berzins zz']);

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Bērziņš Jānis' })).toBeInTheDocument();
  });

  it('shows the empty clinic state with a "new patient" button, and sorts by a column', async () => {
    const api = fakeApi();
    api.on('GET', /^\/meta\/branches$/, { status: 200, body: { data: [] } });
    api.on('GET', /^\/patients$/, paged([]));
    await renderAt('/patients', ['patients_view', 'patients_add']);
    expect(await screen.findByText('No patients yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New patient' })).toHaveLength(2);

    api.on('GET', /^\/patients$/, paged([listItem(patient())]));
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: '1' } });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Date of birth' }));
    await waitFor(() => expect(api.last('GET', /^\/patients$/)?.query.get('sort')).toBe('dob'));
    expect(api.last('GET', /^\/patients$/)?.query.get('status')).toBe('1');
    expect(screen.getByRole('columnheader', { name: /Date of birth/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('hides "new patient" and export without their permissions', async () => {
    const api = fakeApi();
    api.on('GET', /^\/meta\/branches$/, { status: 200, body: { data: [] } });
    api.on('GET', /^\/patients$/, paged([listItem(patient())]));
    await renderAt('/patients', ['patients_view']);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'New patient' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('reads a personal code the server cannot decrypt as "Cannot be decrypted", beside the readable ones', async () => {
    const api = fakeApi();
    api.on('GET', /^\/meta\/branches$/, { status: 200, body: { data: [] } });
    const readable = listItem(patient());
    const unreadable = { ...listItem(patient({ uuid: '00000000-0000-4000-8000-0000000000c2', first_name: 'Anna', last_name: 'Ozola' })), personal_code: null, personal_code_unavailable: true as const };
    api.on('GET', /^\/patients$/, paged([readable, unreadable]));
    await renderAt('/patients', ['patients_view']);
    const table = await screen.findByRole('table', { name: 'Patients' });
    const row = within(table).getByRole('link', { name: 'Ozola Anna' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Cannot be decrypted')).toBeInTheDocument();
    const other = within(table).getByRole('link', { name: 'Bērziņš Jānis' }).closest('tr') as HTMLElement;
    expect(within(other).queryByText('Cannot be decrypted')).not.toBeInTheDocument();
    expect(within(other).getByText('161175-19997')).toBeInTheDocument();
  });
});
