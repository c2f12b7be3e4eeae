import './jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSION_AREAS } from '@dental/contracts/values';
import { PositionPermissions } from '../pages/PositionPages';
import { data, fakeApi, on, renderScreen, signIn, U1 } from './harness';

const position = { uuid: U1, name: 'Asistents', type: 2, permissions: ['calendar_view', 'branch_view'], user_count: 3, version: 4 };

describe('the permission matrix', () => {
  it('groups exactly the areas of the contract, one fieldset each', async () => {
    fakeApi(on('GET', `/settings/roles/${U1}/settings`, data(position)));
    signIn(['role_view', 'role_settings_view']);
    renderScreen(<PositionPermissions params={{ role_uuid: U1 }} base="/" />);
    await screen.findByRole('group', { name: /Branches/ });
    const boxes = Object.values(PERMISSION_AREAS).reduce((sum, area) => sum + area.length, 0);
    // Every permission, and one "all" box per area.
    expect(screen.getAllByRole('checkbox')).toHaveLength(boxes + Object.keys(PERMISSION_AREAS).length);
  });

  it('shows a position’s permissions by area and saves a whole area at once', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(
      on('GET', `/settings/roles/${U1}/settings`, data(position)),
      on('PATCH', `/settings/roles/${U1}`, (call) => data({ ...position, ...(call.body as object), version: 5 })),
    );
    signIn(['role_view', 'role_settings_view', 'role_edit']);
    renderScreen(<PositionPermissions params={{ role_uuid: U1 }} base="/" />);

    const branches = await screen.findByRole('group', { name: /Branches/ });
    expect(within(branches).getByRole('checkbox', { name: /View branches/ })).toBeChecked();
    expect(within(branches).getByRole('checkbox', { name: /Change branches/ })).not.toBeChecked();
    const all = within(branches).getAllByRole('checkbox')[0];
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    expect(within(branches).getByText('1 of 5')).toBeInTheDocument();

    await user.click(all);
    expect(within(branches).getByText('5 of 5')).toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: /Calendar/ })).getByRole('checkbox', { name: /View the calendar/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const sent = calls.find((c) => c.method === 'PATCH')?.body as { permissions: string[]; version: number };
    expect(sent.version).toBe(4);
    expect([...sent.permissions].sort()).toEqual(['branch_edit', 'branch_rooms_view', 'branch_settings_view', 'branch_view', 'branch_working_hours_view']);
    expect(await screen.findByText('Position saved')).toBeInTheDocument();
  });

  it('is shown but cannot be changed without role_edit', async () => {
    fakeApi(on('GET', `/settings/roles/${U1}/settings`, data(position)));
    signIn(['role_view', 'role_settings_view']);
    renderScreen(<PositionPermissions params={{ role_uuid: U1 }} base="/" />);
    expect(await screen.findByRole('checkbox', { name: /View the calendar/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
