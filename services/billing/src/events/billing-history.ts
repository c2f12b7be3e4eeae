import { isoSql } from '@dental/domain-time';
import type { ExecuteSql } from '@dental/server-core';

const ATTRIBUTION = `jsonb_build_object('doctor_uuid', coalesce(a.practitioner_uuid, i.doctor_uuid, o.doctor_uuid), 'assistant_uuid', a.assistant_uuid, 'room_uuid', a.room_uuid)`;
const INVOICE_FROM = `"invoice" i
  left join "invoice" o on o.uuid = i.credited_invoice_uuid
  left join calendar_v1.appointment_ref a on a.uuid = coalesce(i.appointment_uuid, o.appointment_uuid)`;

/**
 * Billing's records as the events that made them: each issued invoice and credit note, each
 * payment that counts (status 2) and each balance carried over from an old system, appended to the
 * event log in the order they happened. For the
 * demo seed and for a database from before events.
 */
export async function appendBillingHistory(execute: ExecuteSql): Promise<void> {
  await execute(`insert into "event_log" (id, type, version, company_id, occurred_at, data)
    select gen_random_uuid(), case when i.kind = 'credit_note' then 'invoice.credited' else 'invoice.issued' end, 1, i.company_id, i.issued_at,
      case when i.kind = 'credit_note'
        then jsonb_build_object('credit_note_uuid', i.uuid, 'invoice_uuid', i.credited_invoice_uuid, 'branch_uuid', i.branch_uuid, 'patient_uuid', i.patient_uuid,
          'issued_at', ${isoSql('i.issued_at')}, 'total', -abs(i.price_total), 'attribution', ${ATTRIBUTION})
        else jsonb_build_object('invoice_uuid', i.uuid, 'branch_uuid', i.branch_uuid, 'patient_uuid', i.patient_uuid, 'appointment_uuid', i.appointment_uuid,
          'issued_at', ${isoSql('i.issued_at')}, 'total', i.price_total, 'attribution', ${ATTRIBUTION})
      end
    from ${INVOICE_FROM}
    where i.status = 'issued' and i.deleted_at is null and i.issued_at is not null
    order by i.issued_at, i.uuid`);
  await execute(`insert into "event_log" (id, type, version, company_id, occurred_at, data)
    select gen_random_uuid(), 'payment.recorded', 1, p.company_id, p.paid_at, jsonb_build_object(
      'payment_uuid', p.uuid, 'kind', p.kind, 'invoice_uuid', i.uuid, 'branch_uuid', i.branch_uuid, 'patient_uuid', i.patient_uuid,
      'method', p.method, 'amount', p.amount, 'paid_at', ${isoSql('p.paid_at')}, 'attribution', ${ATTRIBUTION})
    from "payment" p join ${INVOICE_FROM} on i.uuid = p.invoice_uuid
    where p.status = 2 and p.deleted_at is null
    order by p.paid_at, p.uuid`);
  await execute(`insert into "event_log" (id, type, version, company_id, occurred_at, data)
    select gen_random_uuid(), 'opening_balance.recorded', 1, company_id, created_at, jsonb_build_object(
      'opening_balance_uuid', uuid, 'patient_uuid', patient_uuid, 'amount', amount, 'booked_on', to_char(booked_on, 'YYYY-MM-DD'),
      'deleted', deleted_at is not null, 'version', version)
    from "opening_balance"
    order by created_at, uuid`);
}
