import { jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffMember } from '@dental/contracts';
import { PATIENT_UUID, fakeApi, patient, renderAt } from './harness';

jest.setTimeout(20_000);
const P = `/patients/${PATIENT_UUID}`;
const member = (n: number, first: string, last: string, types: StaffMember['position_types']): StaffMember => ({
  uuid: `4f1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c5${n}`,
  first_name: first,
  last_name: last,
  color: null,
  position_types: types,
  specialities: [],
  branch_uuids: [],
});
const STAFF = [member(1, 'Jānis', 'Kalns', [1]), member(2, 'Anna', 'Ozola', [2]), member(3, 'Ilze', 'Zariņa', [3]), member(4, 'Pēteris', 'Liepa', [1, 2])];

describe('doctor and assistant pickers', () => {
  it('choose from GET /api/meta/staff, so a user without user_view can assign doctors', async () => {
    const api = fakeApi();
    api.on('GET', /^\/meta\/branches$/, { status: 200, body: { data: [] } });
    api.on('GET', /^\/meta\/staff$/, { status: 200, body: { data: STAFF } });
    api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}$`), { status: 200, body: { data: patient() } });
    api.on('GET', /\/doctors$/, { status: 200, body: { data: { doctor: null, helpers: [], version: 3 } } });
    api.on('PUT', /\/doctors$/, (call) => ({ status: 200, body: { data: { doctor: STAFF[0], helpers: [STAFF[1]], version: 4, sent: call.body } } }));
    await renderAt(`${P}/doctors`, ['patients_view', 'patients_edit', 'doctors_view']);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));

    const doctor = screen.getByLabelText('Doctor');
    expect(within(doctor).getAllByRole('option').map((o) => o.textContent)).toEqual(['None', 'Jānis Kalns', 'Pēteris Liepa']);
    const helpers = screen.getByRole('group', { name: 'Assistants' });
    expect(within(helpers).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Anna Ozola', 'Pēteris Liepa']);
    fireEvent.change(doctor, { target: { value: STAFF[0].uuid } });
    await userEvent.click(within(helpers).getByRole('checkbox', { name: 'Anna Ozola' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Doctors updated')).toBeInTheDocument();
    expect(api.last('PUT', /\/doctors$/)?.body).toEqual({ doctor_uuid: STAFF[0].uuid, helper_uuids: [STAFF[1].uuid], version: 3 });
    // One look-up for both pickers, and none through the user settings (user_view).
    expect(api.calls.filter((c) => c.path === '/meta/staff')).toHaveLength(1);
    expect(api.calls.some((c) => c.path.startsWith('/settings/users'))).toBe(false);
  });
});
