import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { HistoryPage } from '@dental/contracts';
import { PATIENT_UUID, fakeApi, paged, patient, renderAt } from './harness';

jest.setTimeout(20_000);
const P = `/patients/${PATIENT_UUID}`;
const RIGA = { uuid: '3a1f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a01', name: 'Rīga', time_zone: 'Europe/Riga' };
const JURMALA = { uuid: '3a1f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a02', name: 'Jūrmala', time_zone: 'Europe/Riga' };

function appointment(uuid: string, over: Partial<HistoryPage['data'][number]>): HistoryPage['data'][number] {
  return {
    uuid,
    branch_uuid: RIGA.uuid,
    room_uuid: '4b1f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a01',
    patient: { uuid: PATIENT_UUID, first_name: 'Jānis', last_name: 'Bērziņš', phone: null, personal_code: null, alerts: [] },
    practitioner: { uuid: '5c1f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a01', first_name: 'Anna', last_name: 'Ozola', color: null },
    assistant: null,
    speciality: null,
    service: { uuid: '6d1f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a01', name: 'Konsultācija' },
    price: null,
    reason: 'consultation',
    status: 8,
    status_name: 'finished',
    time_from: '2020-03-10T07:30:00Z',
    time_to: '2020-03-10T08:00:00Z',
    desired_date: null,
    comment: null,
    outside_work_time: false,
    cancel_reason: null,
    callback_requested_at: null,
    source: 'desk',
    created_at: '2020-03-01T10:00:00Z',
    updated_at: '2020-03-01T10:00:00Z',
    version: 1,
    deleted: false,
    change_count: 0,
    branch: RIGA,
    room: { uuid: '4b1f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a01', name: 'Kabinets 1' },
    ...over,
  };
}

function setup(appointments: HistoryPage['data']) {
  const api = fakeApi();
  api.on('GET', /^\/meta\/branches$/, { status: 200, body: { data: [] } });
  api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}$`), { status: 200, body: { data: patient() } });
  api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}/history$`), paged([]));
  api.on('GET', /^\/calendar\/history$/, paged(appointments));
  return api;
}

describe('history tab: appointments', () => {
  it('lists upcoming then past appointments across branches, in the branch\u2019s time zone, with status labels', async () => {
    const api = setup([
      appointment('7e1f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a01', {
        branch_uuid: JURMALA.uuid,
        branch: JURMALA,
        room: { uuid: '4b1f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a02', name: 'Kabinets 5' },
        status: 3,
        status_name: 'confirmed',
        time_from: '2099-07-01T06:00:00Z',
        time_to: '2099-07-01T06:30:00Z',
      }),
      appointment('7e1f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a02', {}),
    ]);
    await renderAt(`${P}/history`, ['patients_view', 'calendar_view']);

    const section = (await screen.findByRole('heading', { name: 'Appointments' })).closest('section') as HTMLElement;
    const table = await within(section).findByRole('table', { name: 'Appointments' });
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    // Header, "Upcoming", the July 2099 one (Riga summer: UTC+3), "Past", the March 2020 one (UTC+2).
    expect(rows.slice(1)).toEqual([
      'Upcoming',
      '1 Jul 2099, 09:00JūrmalaKabinets 5Anna OzolaKonsultācijaConfirmed',
      'Past',
      '10 Mar 2020, 09:30RīgaKabinets 1Anna OzolaKonsultācijaFinished, no invoice',
    ]);
    const call = api.last('GET', /^\/calendar\/history$/);
    expect(call?.query.get('patient_uuid')).toBe(PATIENT_UUID);
    expect(call?.query.get('include_upcoming')).toBe('true');
    expect(call?.query.get('branch_uuid')).toBeNull();
    // The audit trail is still below.
    expect(screen.getByRole('heading', { name: 'Changes to the card' })).toBeInTheDocument();
  });

  it('shows the empty state when the patient has no appointments', async () => {
    setup([]);
    await renderAt(`${P}/history`, ['patients_view', 'calendar_view']);
    expect(await screen.findByText('No appointments yet')).toBeInTheDocument();
  });

  it('hides the section and asks the calendar nothing without calendar_view', async () => {
    const api = setup([appointment('7e1f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a02', {})]);
    await renderAt(`${P}/history`, ['patients_view']);
    expect(await screen.findByRole('heading', { name: 'Changes to the card' })).toBeInTheDocument();
    expect(await screen.findByText('No history yet')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Appointments' })).not.toBeInTheDocument();
    expect(api.last('GET', /^\/calendar\/history$/)).toBeUndefined();
  });
});
