import { initialForm, withFreeSlot, withStart } from '../panel/booking-form';
import { fieldsFromSearch } from '../panel/booking-defaults';

const ROOM = '00000000-0000-4000-8000-0000000000a1';
// Riga in January is UTC+2: 14:20 local is 12:20Z.
const at1420 = Date.parse('2031-01-14T12:20:00.000Z');

describe('the end follows the start', () => {
  const slot = initialForm(null, { room_uuid: ROOM, date: '2031-01-14', from: 9 * 60, to: 9 * 60 + 30 }, 'Europe/Riga', at1420);

  it('keeps the visit as long as it was when "From" moves (From 16:00 of a 30-minute visit ends 16:30)', () => {
    expect(withStart(slot, '16:00')).toMatchObject({ from: '16:00', to: '16:30' });
  });

  it("takes the service's duration when one is chosen", () => {
    expect(withStart(slot, '16:00', 45)).toMatchObject({ to: '16:45' });
  });

  it('leaves an end set by hand where it is', () => {
    expect(withStart({ ...slot, to: '11:00', endChosen: true }, '10:00')).toMatchObject({ from: '10:00', to: '11:00' });
  });

  it('never runs past the day, and waits for a whole time while one is typed', () => {
    expect(withStart(slot, '23:50')).toMatchObject({ to: '23:59' });
    expect(withStart(slot, '1')).toMatchObject({ from: '1', to: '09:30' });
  });
});

describe('"Book now"', () => {
  it('starts from now, today, reason acute, until the next free slot arrives', () => {
    expect(initialForm(null, null, 'Europe/Riga', at1420)).toMatchObject({ date: '2031-01-14', from: '14:30', to: '15:00', reason: 'acute', placeChosen: false });
  });

  it('takes the next free room and time, unless the user placed the visit already', () => {
    const form = initialForm(null, null, 'Europe/Riga', at1420);
    const free = { room_uuid: ROOM, time_from: '2031-01-14T13:15:00.000Z', time_to: '2031-01-14T13:45:00.000Z' };
    expect(withFreeSlot(form, free, 'Europe/Riga')).toMatchObject({ room: ROOM, date: '2031-01-14', from: '15:15', to: '15:45' });
    expect(withFreeSlot(withStart(form, '17:00'), free, 'Europe/Riga')).toMatchObject({ room: '', from: '17:00' });
  });

  it('keeps a clicked slot as it is', () => {
    expect(initialForm(null, { room_uuid: ROOM, date: '2031-01-20', from: 600, to: 660 }, 'Europe/Riga', at1420)).toMatchObject({ date: '2031-01-20', from: '10:00', to: '11:00', placeChosen: true });
  });
});

describe('a new patient from the search', () => {
  it('reads the first word as the first name and the rest as the last name, or a phone number as the phone', () => {
    expect(fieldsFromSearch('  Anna  Marija Bērziņa ')).toEqual({ first_name: 'Anna', last_name: 'Marija Bērziņa', phone: '' });
    expect(fieldsFromSearch('+371 2912 3456')).toEqual({ first_name: '', last_name: '', phone: '+371 2912 3456' });
  });
});
