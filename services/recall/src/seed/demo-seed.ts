import type { EntityManager } from '@mikro-orm/core';
import type { RecallAttemptChannel, RecallAttemptOutcome, RecallTypeName } from '@dental/contracts';
import { addDays, addMonths, DEFAULT_TIME_ZONE, todayIn } from '@dental/domain-time';
import type { Company, DemoContext } from '@dental/server-core';
import { RecallType } from '../recall-types/recall-type.entity.js';
import { RecallAttempt } from '../recalls/recall-attempt.entity.js';
import { Recall } from '../recalls/recall.entity.js';

/** What this seed reads of the earlier seeds (their records by uuid, no import of their modules). */
interface Earlier {
  identity: { companies: { demo: Company; other: Company }; users: Record<'manager' | 'assistant', { uuid: string }> };
  patients: { demo: { uuid: string }[]; other: { uuid: string }[] };
}

/** The demo's types: [name, interval in months, the skus of the demo price list that satisfy it]. */
const TYPES: [RecallTypeName, number, string[]][] = [
  [{ lv: 'Profilaktiskā apskate', en: 'Check-up', ru: 'Профилактический осмотр' }, 12, ['K-001']],
  [{ lv: 'Profesionālā higiēna', en: 'Hygiene', ru: 'Профессиональная гигиена' }, 6, ['H-001', 'H-003']],
  [{ lv: 'Periodonta uzturošā terapija', en: 'Perio maintenance', ru: 'Пародонтологическая поддержка' }, 3, ['H-002']],
];

/** A demo recall: [index of the type, days from today it is due, the attempts logged: channel and outcome]. */
const RECALLS: [number, number, [RecallAttemptChannel, RecallAttemptOutcome][]][] = [
  [1, -75, []],
  [0, -60, [['phone', 'no_answer']]],
  [1, -45, []],
  [2, -30, [['phone', 'left_message'], ['sms', 'no_answer']]],
  [0, -21, []],
  [1, -14, []],
  [1, -10, [['phone', 'refused']]],
  [0, -7, []],
  [2, -3, []],
  [1, -1, []],
  [0, 2, []],
  [1, 5, []],
  [2, 9, [['email', 'reached']]],
  [0, 14, []],
  [1, 20, []],
  [1, 28, []],
  [0, 35, []],
  [2, 42, []],
  [1, 50, []],
  [0, 60, []],
];

/**
 * Recall types per company (check-up 12 months, hygiene 6, perio 3, on the fitting services of the
 * demo price list; "Other Clinic" gets its check-up on its one service), and twenty of the demo
 * patients' recalls around today, as a clinic moving in would bring them: set by hand from its old
 * system, some already called. Treatments and bookings then count from the event log (replay).
 */
export async function seedRecallDemo(em: EntityManager, demo: DemoContext): Promise<void> {
  const { identity, patients } = demo as unknown as Earlier;
  if (!identity || !patients) throw new Error('the recall seed needs the identity and patients seeds first');
  // In the seed's transaction, where the settings seed's services are.
  const services: { uuid: string; company_id: number; sku: string }[] = await em
    .getConnection()
    .execute('select s.uuid, s.company_id, s.sku from settings_v1.service_ref s where s.deleted_at is null', [], 'all', em.getTransactionContext());
  const bySku = (company: Company, skus: string[]) => services.filter((s) => s.company_id === company.id && skus.includes(s.sku)).map((s) => s.uuid);

  const { demo: company, other } = identity.companies;
  const types = TYPES.map(([name, intervalMonths, skus]) => em.create(RecallType, { company, name, intervalMonths, serviceUuids: bySku(company, skus) }));
  em.create(RecallType, { company: other, name: TYPES[0][0], intervalMonths: 12, serviceUuids: bySku(other, ['K-001']) });

  const today = todayIn(DEFAULT_TIME_ZONE);
  const setAt = new Date(Date.now() - 90 * 86_400_000);
  const desk = identity.users.assistant.uuid;
  RECALLS.forEach(([type, days, attempts], index) => {
    const dueDate = addDays(today, days);
    const recall = em.create(Recall, {
      company,
      type: types[type],
      patientUuid: patients.demo[index * 7].uuid,
      overrideKind: 'set',
      overrideDueDate: dueDate,
      overrideReason: `Iepriekšējā sistēmā: pēdējā vizīte ${addMonths(dueDate, -TYPES[type][1])}`,
      overrideAt: setAt,
      overrideBy: identity.users.manager.uuid,
      dueDate,
      cycleStartedAt: setAt,
    });
    attempts.forEach(([channel, outcome], order) => {
      const at = new Date(Date.now() - (attempts.length - order) * 86_400_000);
      em.create(RecallAttempt, { company, recall, channel, outcome, userUuid: desk, createdAt: at, updatedAt: at });
    });
  });
  await em.flush();
}
