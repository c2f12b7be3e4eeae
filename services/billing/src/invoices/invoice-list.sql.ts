import { isoSql } from '@dental/domain-time';

/**
 * The invoice list's page as one statement (invoice-list.service.ts runs it; tools/bench sends the
 * very same one straight to Postgres as the list's floor): a page's rows by uuid, the buyer as
 * issued (kept on the invoice) or, on a draft, the patient card as it is now, and the doctor, from
 * the patients' and identity's published views whatever became of them since. The answer equals
 * the entity mapping (`toListRow`) byte for byte (invoice-list-lean.spec.ts). Placeholders are `?`.
 */
export const LIST_ROWS_SQL = `select i.uuid, i.kind, i.status, i.number, i.branch_uuid, i.patient_uuid,
    (i.buyer_first_name is not null and i.buyer_last_name is not null) as kept,
    i.buyer_first_name, i.buyer_last_name, i.buyer_personal_code,
    p.first_name as patient_first_name, p.last_name as patient_last_name, p.personal_code_sealed as patient_personal_code_sealed,
    p.communication_language,
    d.uuid as doctor_uuid, d.first_name as doctor_first_name, d.last_name as doctor_last_name,
    i.appointment_uuid, i.payer, i.comment, i.discount,
    to_char(i.invoice_due, 'YYYY-MM-DD') as invoice_due, to_char(i.supply_date, 'YYYY-MM-DD') as supply_date,
    ${isoSql('i.issued_at')} as issued_at,
    i.price_gross, i.price_discount, i.price_without_vat, i.price_vat, i.price_total, i.price_insurance, i.price_to_pay,
    i.amount_credited, i.amount_paid, i.payment_type,
    ${isoSql('i.created_at')} as created_at, ${isoSql('i.updated_at')} as updated_at, i.version
  from invoice i
  join patients_v1.patient_ref p on p.uuid = i.patient_uuid and p.company_id = i.company_id
  left join identity_v1.user_ref d on d.uuid = i.doctor_uuid and d.company_id = i.company_id
  where i.company_id = ? and i.uuid = any(?::uuid[])`;

/** One row of LIST_ROWS_SQL. */
export interface ListRowSql {
  uuid: string;
  kind: 'invoice' | 'credit_note';
  status: 'draft' | 'issued';
  number: string | null;
  branch_uuid: string;
  patient_uuid: string;
  kept: boolean;
  buyer_first_name: string | null;
  buyer_last_name: string | null;
  buyer_personal_code: string | null;
  patient_first_name: string;
  patient_last_name: string;
  patient_personal_code_sealed: string | null;
  communication_language: string;
  doctor_uuid: string | null;
  doctor_first_name: string | null;
  doctor_last_name: string | null;
  appointment_uuid: string | null;
  payer: unknown;
  comment: string | null;
  discount: unknown;
  invoice_due: string | null;
  supply_date: string | null;
  issued_at: string | null;
  price_gross: number;
  price_discount: number;
  price_without_vat: number;
  price_vat: number;
  price_total: number;
  price_insurance: number;
  price_to_pay: number;
  amount_credited: number;
  amount_paid: number;
  payment_type: number;
  created_at: string;
  updated_at: string;
  version: number;
}
