import './jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserList } from '../pages/UserPages';
import { BranchDetails } from '../pages/BranchPages';
import { apiError, data, fakeApi, on, page, renderScreen, signIn, U1, U2 } from './harness';

const branch = {
  uuid: U1,
  name: 'Rīga, Centrs',
  email: null,
  phone: '+371 67000000',
  bank_name: null,
  bank_code: null,
  bank_swift: null,
  iban: null,
  company_name: null,
  company_number: null,
  vat_number: null,
  address_declared: null,
  address_actual: null,
  logo: null,
  invoice_template: null,
  color: '#1a62b8',
  time_zone: 'Europe/Riga',
  department_uuid: U2,
  version: 2,
};

describe('a settings form', () => {
  it('checks required fields before sending, with the spec messages', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(on('GET', /^\/settings\/(users|roles|branches|specialities)$/, page([])));
    signIn(['user_view', 'user_edit']);
    renderScreen(<UserList />);
    await user.click(await screen.findByRole('button', { name: /Add user/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add user' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('No username typed!')).toBeInTheDocument();
    expect(within(dialog).getByText('"First name" is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please fill all required fields')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's field errors on the fields (username taken) and keeps the values", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(
      on('GET', /^\/settings\/(users|roles|branches|specialities)$/, page([])),
      on('POST', '/settings/users', apiError(400, 'USERNAME_TAKEN', 'Username already taken!', { username: 'Username already taken!' })),
    );
    signIn(['user_view', 'user_edit']);
    renderScreen(<UserList />);
    await user.click(await screen.findByRole('button', { name: /Add user/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add user' });
    await user.type(within(dialog).getByLabelText(/Username/), 'doctor');
    await user.type(within(dialog).getByLabelText(/Password/), 'long-enough-1');
    await user.type(within(dialog).getByLabelText(/First name/), 'Anna');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Bērziņa');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Username already taken!', { selector: '.dc-form-item__error' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/Username/)).toHaveValue('doctor');
    expect(within(dialog).getByLabelText(/First name/)).toHaveValue('Anna');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ username: 'doctor', first_name: 'Anna', last_name: 'Bērziņa', password: 'long-enough-1' });
    expect(screen.getByText('Could not add the user.')).toBeInTheDocument();
  });

  it('on a 409 keeps what the user typed, then saves it over the newer version', async () => {
    const user = userEvent.setup();
    let version = 2;
    const { calls } = fakeApi(
      on('GET', `/settings/branches/${U1}`, () => data({ ...branch, version })),
      on('GET', '/settings/department', page([])),
      on('PATCH', `/settings/branches/${U1}`, (call) => {
        const sent = (call.body as { version: number }).version;
        return sent === version ? data({ ...branch, ...(call.body as object), version: version + 1 }) : apiError(409, 'VERSION_CONFLICT', 'Someone else changed this record meanwhile.');
      }),
    );
    signIn(['branch_view', 'branch_edit']);
    renderScreen(<BranchDetails params={{ branch_uuid: U1 }} base={`/settings/branches/${U1}`} />);
    const name = await screen.findByLabelText(/^Name/);
    // Someone else saves meanwhile.
    version = 5;
    await user.clear(name);
    await user.type(name, 'Rīga, Centrs (2. stāvs)');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]);

    expect(await screen.findByText('Someone else saved this meanwhile.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Rīga, Centrs (2. stāvs)');
    expect(screen.getByText('Could not save the branch. Someone else changed this record meanwhile.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save my version' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PATCH')[1].body).toMatchObject({ name: 'Rīga, Centrs (2. stāvs)', version: 5 });
    expect(await screen.findByText('Branch saved')).toBeInTheDocument();
    expect(screen.queryByText('Someone else saved this meanwhile.')).toBeNull();
  });

  it('on a 409 can load the other version instead', async () => {
    const user = userEvent.setup();
    let current = { ...branch };
    fakeApi(
      on('GET', `/settings/branches/${U1}`, () => data(current)),
      on('PATCH', `/settings/branches/${U1}`, apiError(409, 'VERSION_CONFLICT', 'Someone else changed this record meanwhile.')),
    );
    signIn(['branch_view', 'branch_edit']);
    renderScreen(<BranchDetails params={{ branch_uuid: U1 }} base="/" />);
    const name = await screen.findByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Mine');
    current = { ...branch, name: 'Theirs', version: 3 };
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    await user.click(await screen.findByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Theirs'));
  });

  it('is read-only without the edit permission', async () => {
    fakeApi(on('GET', `/settings/branches/${U1}`, data(branch)));
    signIn(['branch_view']);
    renderScreen(<BranchDetails params={{ branch_uuid: U1 }} base="/" />);
    expect(await screen.findByLabelText(/^Name/)).toBeDisabled();
    expect(screen.getByText(/does not allow changing it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
