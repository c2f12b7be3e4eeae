import type { ReportSplitBy } from '@dental/contracts';
import { bucketSql } from '../reports/report-scope.js';

/**
 * The three sums of the incomes report as live SQL over the writers' own tables (billing's and the
 * dental card's, joined to the calendar's appointments): a test's oracle, which the read model the
 * reports build from events (income-summary.ts) must equal. Test code only: the reports module
 * itself never reads these tables. Each after the branch CTE `b` (reports/report-scope.ts), each
 * answering (bucket, key[, method], cents).
 * Attribution: the appointment's doctor, assistant or room; an invoice made by hand (no
 * appointment) counts for its own doctor, and a credit note for what its invoice counts for.
 * Parameters after the CTE's: the bucket, then the company id.
 */

const invoiceAttribution: Record<ReportSplitBy, string> = {
  doctor: 'coalesce(a.practitioner_uuid, i.doctor_uuid, o.doctor_uuid)',
  assistant: 'a.assistant_uuid',
  room: 'a.room_uuid',
};

/** Payments counted (status 2: paid; 1 expected and 3 canceled are not money received), by payment date and method. */
export const receivedSql = (by: ReportSplitBy) => `
  select ${bucketSql('p.paid_at')} as bucket, ${invoiceAttribution[by]} as key, p.method::text as method, sum(p.amount)::bigint as cents
  from b
  join invoice i on i.branch_uuid = b.uuid
  join payment p on p.invoice_uuid = i.uuid
  left join invoice o on o.uuid = i.credited_invoice_uuid
  left join appointment a on a.uuid = coalesce(i.appointment_uuid, o.appointment_uuid)
  where i.company_id = ? and p.status = 2 and p.deleted_at is null and p.paid_at >= b.day_from and p.paid_at < b.day_to
  group by 1, 2, 3`;

/** Issued invoices by issue date at their total (VAT and the insurer's part included); credit notes subtract. */
export const invoicedSql = (by: ReportSplitBy) => `
  select ${bucketSql('i.issued_at')} as bucket, ${invoiceAttribution[by]} as key,
    sum(case when i.kind = 'credit_note' then -abs(i.price_total) else i.price_total end)::bigint as cents
  from b
  join invoice i on i.branch_uuid = b.uuid
  left join invoice o on o.uuid = i.credited_invoice_uuid
  left join appointment a on a.uuid = coalesce(i.appointment_uuid, o.appointment_uuid)
  where i.company_id = ? and i.status = 'issued' and i.deleted_at is null and i.issued_at >= b.day_from and i.issued_at < b.day_to
  group by 1, 2`;

const appointmentAttribution: Record<ReportSplitBy, string> = {
  doctor: 'a.practitioner_uuid',
  assistant: 'a.assistant_uuid',
  room: 'a.room_uuid',
};

/**
 * Treated procedures (stage `treated`, not invalidated) at their frozen prices by treatment date,
 * in the appointment they were done in (the dental card's treat needs one), so its branch.
 */
export const productionSql = (by: ReportSplitBy) => `
  select ${bucketSql('t.treated_at')} as bucket, ${appointmentAttribution[by]} as key, sum(t.price)::bigint as cents
  from b
  join appointment a on a.branch_uuid = b.uuid
  join tooth_map_item t on t.appointment_uuid = a.uuid
  where t.company_id = ? and t.stage = 'treated' and t.price is not null and t.invalidated_at is null and t.deleted_at is null
    and t.treated_at >= b.day_from and t.treated_at < b.day_to
  group by 1, 2`;
