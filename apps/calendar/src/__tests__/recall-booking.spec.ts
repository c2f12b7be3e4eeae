import type { Recall, Service } from '@dental/contracts';
import { recallBookingDraft } from '../recalls/recall-booking';

const HYGIENE = '00000000-0000-4000-8000-0000000000a1';
const AIR_FLOW = '00000000-0000-4000-8000-0000000000b2';
const patient = { uuid: '00000000-0000-4000-8000-0000000000c3', first_name: 'Anna', last_name: 'Ābola', phone: '+371 20000000', personal_code: null, alerts: [] };
const recall = (dueDate: string, doctor: string | null = '00000000-0000-4000-8000-0000000000d4'): Recall => ({
  uuid: '00000000-0000-4000-8000-0000000000e5',
  patient: { uuid: patient.uuid, first_name: 'Anna', last_name: 'Ābola', phone: patient.phone },
  doctor: doctor ? { uuid: doctor, first_name: 'Jānis', last_name: 'Ozols' } : null,
  type: { uuid: '00000000-0000-4000-8000-0000000000f6', name: { lv: 'Higiēna', en: 'Hygiene', ru: 'Гигиена' }, service_uuids: [HYGIENE, AIR_FLOW] },
  due_date: dueDate,
  state: 'overdue',
  attempts: [],
  done_on: null,
  override: null,
  booking: null,
  version: 1,
});
const service = (uuid: string, time: number, price: number) => ({ uuid, time, price_from: price }) as Service;

describe('booking from a recall', () => {
  it('fills the patient, their doctor and the first service the user may see, with its length and price, on the due date', () => {
    const draft = recallBookingDraft({ recall: recall('2027-03-10'), patient, doctor: null, services: [service(AIR_FLOW, 45, 3500)], today: '2026-11-24' });
    expect(draft).toEqual({
      room_uuid: null,
      date: '2027-03-10',
      from: 9 * 60,
      to: 9 * 60 + 45,
      prefill: { patient, practitioner_uuid: '00000000-0000-4000-8000-0000000000d4', service_uuid: AIR_FLOW, price: 3500 },
    });
  });

  it('books an overdue recall from today, and without the price list still names the type’s first service (the server quotes its price)', () => {
    const draft = recallBookingDraft({ recall: recall('2026-01-05', null), patient, doctor: '00000000-0000-4000-8000-0000000000a7', services: null, today: '2026-11-24' });
    expect(draft).toMatchObject({ date: '2026-11-24', from: 540, to: 570, prefill: { practitioner_uuid: '00000000-0000-4000-8000-0000000000a7', service_uuid: HYGIENE, price: null } });
  });
});
