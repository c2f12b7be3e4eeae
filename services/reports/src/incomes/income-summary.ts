import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvent } from '@dental/contracts';

/**
 * `report_income_day`: received, invoiced and produced cents per (company, branch, local day in
 * the branch's zone, doctor, assistant, room, payment method; 0 = not a payment), the incomes
 * report's own read model. It is built only from events (billing's invoices and payments, the
 * dental card's treatments: docs/decisions.md, "Reports"), one delta per event, by its consumer
 * (incomes.consumer.ts) and by the replay (rebuild/reports-rebuild.ts) alike, so a year of a branch
 * is read as a few hundred rows. Attribution is what the event carries: the appointment's doctor,
 * assistant and room when it happened.
 */
export const SUMMARY_TABLE = 'report_income_day';
/** The summary column a split is keyed by. */
export const SUMMARY_KEY = { doctor: 'doctor_uuid', assistant: 'assistant_uuid', room: 'room_uuid' } as const;

export const INCOME_EVENTS = ['invoice.issued', 'invoice.credited', 'payment.recorded', 'payment.canceled', 'procedure.treated', 'procedure.invalidated'] as const;
export type IncomeEvent = DomainEvent<(typeof INCOME_EVENTS)[number]>;

/** One event's change to the summary, before its day is known (the branch's zone decides it). */
export interface IncomeDelta {
  company_id: number;
  branch_uuid: string;
  at: string;
  doctor_uuid: string | null;
  assistant_uuid: string | null;
  room_uuid: string | null;
  method: number;
  received: number;
  invoiced: number;
  production: number;
}

/**
 * What an event adds: an issued invoice its total to invoiced on the day of issue (a credit note
 * its negative total), a payment its amount to received on the day paid (a refund is negative; a
 * cancelation takes it back on that same day), a treatment its frozen price to production on the
 * day treated (an invalidation takes it back). Null when it adds nothing (a treatment without price).
 */
export function incomeDelta(event: IncomeEvent): IncomeDelta | null {
  const base = { company_id: event.company_id, method: 0, received: 0, invoiced: 0, production: 0 };
  switch (event.type) {
    case 'invoice.issued':
    case 'invoice.credited': {
      const d = event.data;
      return { ...base, branch_uuid: d.branch_uuid, at: d.issued_at, ...d.attribution, invoiced: d.total };
    }
    case 'payment.recorded':
    case 'payment.canceled': {
      const d = event.data;
      const sign = event.type === 'payment.recorded' ? 1 : -1;
      return { ...base, branch_uuid: d.branch_uuid, at: d.paid_at, ...d.attribution, method: d.method, received: sign * d.amount };
    }
    case 'procedure.treated':
    case 'procedure.invalidated': {
      const d = event.data;
      if (d.price === null) return null;
      const sign = event.type === 'procedure.treated' ? 1 : -1;
      return { ...base, branch_uuid: d.branch_uuid, at: d.treated_at, ...d.attribution, production: sign * d.price };
    }
  }
}

const KEY = 'company_id, branch_uuid, day, doctor_uuid, assistant_uuid, room_uuid, method';

/**
 * Adds deltas to the summary on the caller's transaction: summed per key first (one statement may
 * carry a replay's thousands), each day in its branch's zone (the identity module's published
 * `branch_ref`). Concurrent writers of one row queue on its lock and add up.
 */
export async function addIncomeDeltas(em: EntityManager, deltas: readonly IncomeDelta[]): Promise<void> {
  if (!deltas.length) return;
  await em.execute(
    `insert into ${SUMMARY_TABLE} (${KEY}, received, invoiced, production)
     select d.company_id, d.branch_uuid, (d.at at time zone b.time_zone)::date, d.doctor_uuid, d.assistant_uuid, d.room_uuid, d.method,
       sum(d.received), sum(d.invoiced), sum(d.production)
     from jsonb_to_recordset(?::jsonb) as d(company_id int, branch_uuid uuid, at timestamptz, doctor_uuid uuid, assistant_uuid uuid, room_uuid uuid,
       method smallint, received bigint, invoiced bigint, production bigint)
     join identity_v1.branch_ref b on b.uuid = d.branch_uuid
     group by 1, 2, 3, 4, 5, 6, 7
     on conflict (${KEY}) do update set
       received = ${SUMMARY_TABLE}.received + excluded.received,
       invoiced = ${SUMMARY_TABLE}.invoiced + excluded.invoiced,
       production = ${SUMMARY_TABLE}.production + excluded.production`,
    [JSON.stringify(deltas)],
  );
}
