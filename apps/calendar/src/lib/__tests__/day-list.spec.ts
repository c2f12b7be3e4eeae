import type { Appointment } from '@dental/contracts';
import { groupDayList } from '../day-list';

const RIGA = 'Europe/Riga';
const rooms = [
  { uuid: 'r1', name: 'Kabinets 1' },
  { uuid: 'r2', name: 'Kabinets 2' },
];
const ozols = { uuid: 'd1', first_name: 'Jānis', last_name: 'Ozols', color: null };
const berzina = { uuid: 'd2', first_name: 'Ilze', last_name: 'Bērziņa', color: null };

function appointment(uuid: string, room: string | null, practitioner: typeof ozols | null, from: string, to: string, status: Appointment['status'] = 1): Appointment {
  return {
    uuid,
    branch_uuid: 'b',
    room_uuid: room,
    patient: { uuid: `p-${uuid}`, first_name: 'Anna', last_name: uuid, phone: '+371 20000000', personal_code: null, alerts: [] },
    practitioner,
    assistant: null,
    speciality: null,
    service: null,
    price: null,
    reason: 'acute',
    status,
    status_name: 'planned',
    time_from: from,
    time_to: to,
    desired_date: null,
    comment: null,
    outside_work_time: false,
    cancel_reason: null,
    callback_requested_at: null,
    source: 'desk',
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    version: 1,
  } as Appointment;
}

// 23 November 2026, Riga (UTC+2): 07:00Z is 09:00.
const events = [
  appointment('late', 'r2', ozols, '2026-11-23T12:00:00Z', '2026-11-23T12:30:00Z'),
  appointment('early', 'r2', berzina, '2026-11-23T07:00:00Z', '2026-11-23T07:45:00Z'),
  appointment('first-room', 'r1', ozols, '2026-11-23T09:00:00Z', '2026-11-23T09:30:00Z'),
  appointment('canceled', 'r1', berzina, '2026-11-23T08:00:00Z', '2026-11-23T08:30:00Z', 4),
  appointment('nobody', 'r1', null, '2026-11-23T10:00:00Z', '2026-11-23T10:15:00Z'),
  appointment('next-day', 'r1', ozols, '2026-11-24T07:00:00Z', '2026-11-24T07:30:00Z'),
];

describe('the printable day list', () => {
  it('groups the day by room in the rooms order, each by start in the branch time, without canceled or other days', () => {
    const groups = groupDayList(events, '2026-11-23', 'room', rooms, RIGA);
    expect(groups.map((g) => [g.title, g.rows.map((r) => [r.appointment.uuid, r.from, r.to])])).toEqual([
      ['Kabinets 1', [['first-room', 660, 690], ['nobody', 720, 735]]],
      ['Kabinets 2', [['early', 540, 585], ['late', 840, 870]]],
    ]);
  });

  it('groups by practitioner by surname (Latvian order), the appointments without one last', () => {
    const groups = groupDayList(events, '2026-11-23', 'practitioner', rooms, RIGA);
    expect(groups.map((g) => [g.title, g.rows.map((r) => r.appointment.uuid)])).toEqual([
      ['Ilze Bērziņa', ['early']],
      ['Jānis Ozols', ['first-room', 'late']],
      ['', ['nobody']],
    ]);
  });

  it('is empty on a day without appointments', () => {
    expect(groupDayList(events, '2026-11-25', 'room', rooms, RIGA)).toEqual([]);
  });
});
