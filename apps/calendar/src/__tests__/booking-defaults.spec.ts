import type { BackgroundEvent, StaffMember } from '@dental/contracts';
import { proposePractitioner, serviceDefaults } from '../panel/booking-defaults';

const ROOM = '00000000-0000-4000-8000-0000000000a1';
const OTHER_ROOM = '00000000-0000-4000-8000-0000000000a2';
const person = (uuid: string, types: number[]): StaffMember => ({ uuid, first_name: uuid, last_name: 'X', color: null, position_types: types as StaffMember['position_types'], specialities: [], branch_uuids: [] });
const anna = person('00000000-0000-4000-8000-00000000000a', [1]);
const boris = person('00000000-0000-4000-8000-00000000000b', [1]);
const assistant = person('00000000-0000-4000-8000-00000000000c', [2]);
// Riga in January is UTC+2: 09:00-13:00 local is 07:00-11:00Z.
const shift = (user: string, room: string): BackgroundEvent => ({ uuid: `${user.slice(0, -3)}f00`, user_uuid: user, room_uuid: room, time_from: '2031-01-14T07:00:00.000Z', time_to: '2031-01-14T11:00:00.000Z', color: null });

describe('the booking panel proposes a practitioner', () => {
  const base = { doctors: [anna, boris, assistant], room: ROOM, date: '2031-01-14', timeZone: 'Europe/Riga' };

  it('proposes the doctor working in that room at that time', () => {
    expect(proposePractitioner({ ...base, from: '10:00', workTimes: [shift(boris.uuid, OTHER_ROOM), shift(anna.uuid, ROOM)], patientDoctor: boris.uuid })).toBe(anna.uuid);
  });

  it("falls back to the patient's doctor outside anyone's work time, and never to an assistant", () => {
    expect(proposePractitioner({ ...base, from: '14:00', workTimes: [shift(anna.uuid, ROOM)], patientDoctor: boris.uuid })).toBe(boris.uuid);
    expect(proposePractitioner({ ...base, from: '10:00', workTimes: [shift(assistant.uuid, ROOM)], patientDoctor: null })).toBe('');
  });
});

describe('choosing a service', () => {
  it("sets the end from the service's time and the price from the bottom of its range", () => {
    expect(serviceDefaults({ time: 90, price_from: 45000 }, '10:15', 30)).toEqual({ to: '11:45', price: 45000 });
  });

  it("uses the practitioner's default duration when the service has no time", () => {
    expect(serviceDefaults({ time: 0, price_from: 1200 }, '10:00', 45)).toEqual({ to: '10:45', price: 1200 });
    expect(serviceDefaults({ time: 0, price_from: 1200 }, '10:00', null)).toEqual({ to: '10:30', price: 1200 });
  });
});
