import './jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AbsenceList } from '../pages/AbsenceList';
import { data, fakeApi, on, page, renderScreen, signIn, U1 } from './harness';

const PATH = `/settings/branches/${U1}/holidays`;
const person = (first: string, last: string) => ({ uuid: '5f0c8a52-8d0e-4a59-9f1e-3c2b1a0d9e01', first_name: first, last_name: last, color: null });
const conflicts = {
  appointments: [
    {
      uuid: '7a1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      branch_uuid: U1,
      room_uuid: null,
      patient: { uuid: '1a1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', first_name: 'Anna', last_name: 'Ābola', phone: null, personal_code: null },
      practitioner: person('Jānis', 'Ozols'),
      time_from: '2026-12-24T08:00:00Z',
      time_to: '2026-12-24T08:30:00Z',
    },
  ],
  work_times: [{ uuid: '2b1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', branch_uuid: U1, user: person('Jānis', 'Ozols'), time_from: '2026-12-24T07:00:00Z', time_to: '2026-12-24T15:00:00Z' }],
};

async function addHoliday(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Add holiday/ }));
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByLabelText(/^From/), '2026-12-24');
  await user.type(within(dialog).getByLabelText(/^To/), '2026-12-26');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
}

describe('a holiday saved from the branch settings', () => {
  it('lists the appointments and work times it stands over and saves only when confirmed', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(
      on('GET', PATH, page([])),
      on('GET', '/meta/branches', data([{ uuid: U1, name: 'Rīga', time_zone: 'Europe/Riga' }])),
      on('GET', '/planner/absence-conflicts', data(conflicts)),
      on('POST', PATH, data({ uuid: U1, version: 1 }, 201)),
    );
    signIn(['branch_view', 'branch_edit', 'planner_view']);
    renderScreen(<AbsenceList kind="holiday" path={PATH} canEdit owner={{ kind: 'holiday', branch: U1 }} />);
    await addHoliday(user);

    const confirm = await screen.findByRole('dialog', { name: 'This absence overlaps bookings' });
    expect(within(confirm).getByText('Appointment 24 Dec 2026, 10:00: Anna Ābola with Jānis Ozols')).toBeInTheDocument();
    expect(within(confirm).getByText('Work time 24 Dec 2026, 09:00: Jānis Ozols')).toBeInTheDocument();
    const asked = calls.find((c) => c.path === '/planner/absence-conflicts');
    expect([asked?.query.get('branch_uuid'), asked?.query.get('date_from'), asked?.query.get('date_to')]).toEqual([U1, '2026-12-24', '2026-12-26']);

    await user.click(within(confirm).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'This absence overlaps bookings' })).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'This absence overlaps bookings' })).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ date_from: '2026-12-24', date_to: '2026-12-26' });
  });

  it('saves without the list for someone who may not see the planner (it names patients)', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(on('GET', PATH, page([])), on('POST', PATH, data({ uuid: U1, version: 1 }, 201)));
    signIn(['branch_view', 'branch_edit']);
    renderScreen(<AbsenceList kind="holiday" path={PATH} canEdit owner={{ kind: 'holiday', branch: U1 }} />);
    await addHoliday(user);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.some((c) => c.path === '/planner/absence-conflicts')).toBe(false);
  });
});
