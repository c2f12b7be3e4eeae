import type { Opt, Ref } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { InvoiceKind, InvoicePayer, InvoiceStatus, ShareInput } from '@dental/contracts';
import type { InvoicePaymentType } from '@dental/domain-money';
import { Branch, User } from '@dental/identity';
import { Patient } from '@dental/patients';
import { CompanyOwnedEntity } from '@dental/server-core';

/**
 * An invoice or a credit note. A draft has no number and may change; issuing gives it the next
 * number of its branch's series (numbering/) and from then on nothing of it changes but the
 * payment columns. The totals are the sums of its lines (domain-money's invoiceTotals), kept on
 * the row so lists, filters and sums read one table; amount_paid and payment_type are recomputed
 * from the payments under the row's lock whenever a payment is added or canceled.
 */
@Entity({ tableName: 'invoice' })
@Check({ name: 'invoice_kind_values', expression: `"kind" in ('invoice', 'credit_note')` })
@Check({ name: 'invoice_status_values', expression: `"status" in ('draft', 'issued')` })
@Check({ name: 'invoice_issued_has_number', expression: `("status" = 'issued') = ("number" is not null)` })
@Index({
  name: 'invoice_branch_kind_number_unique',
  expression: 'create unique index "invoice_branch_kind_number_unique" on "invoice" ("branch_uuid", "kind", "number") where "number" is not null',
})
@Index({
  name: 'invoice_appointment_unique',
  expression:
    'create unique index "invoice_appointment_unique" on "invoice" ("appointment_uuid") where "deleted_at" is null and "kind" = \'invoice\' and "appointment_uuid" is not null',
})
@Index({
  name: 'invoice_branch_listed_index',
  expression: 'create index "invoice_branch_listed_index" on "invoice" ("branch_uuid", "listed_at" desc) where "deleted_at" is null',
})
@Index({ name: 'invoice_patient_index', properties: ['patient'] })
export class Invoice extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => Branch, ref: true, deleteRule: 'restrict' })
  branch!: Ref<Branch>;

  @ManyToOne({ entity: () => Patient, ref: true, deleteRule: 'restrict' })
  patient!: Ref<Patient>;

  @ManyToOne({ entity: () => User, ref: true, nullable: true, deleteRule: 'restrict' })
  doctor: Ref<User> | null = null;

  /** The calendar's appointment it bills, kept by uuid (read through calendar's AppointmentService and calendar_v1.appointment_ref). */
  @Property({ type: 'uuid', nullable: true })
  appointmentUuid: string | null = null;

  @Property({ type: 'string', length: 20, default: 'invoice' })
  kind: Opt<InvoiceKind> = 'invoice';

  @Property({ type: 'string', length: 10, default: 'draft' })
  status: Opt<InvoiceStatus> = 'draft';

  /** RC-2026-000123; null on a draft. */
  @Property({ type: 'string', length: 40, nullable: true })
  number: string | null = null;

  /** On a credit note: the invoice it corrects. */
  @ManyToOne({ entity: () => Invoice, ref: true, nullable: true, deleteRule: 'restrict' })
  creditedInvoice: Ref<Invoice> | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  creditReason: string | null = null;

  @Property({ type: 'json', nullable: true })
  payer: InvoicePayer | null = null;

  @Property({ type: 'text', nullable: true })
  comment: string | null = null;

  /** The invoice's own discount, applied to lines without one. */
  @Property({ type: 'json', nullable: true })
  discount: ShareInput | null = null;

  @Property({ type: 'date', nullable: true })
  invoiceDue: string | null = null;

  @Property({ type: 'date', nullable: true })
  supplyDate: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  issuedAt: Date | null = null;

  @ManyToOne({ entity: () => User, ref: true, nullable: true, deleteRule: 'restrict' })
  issuedBy: Ref<User> | null = null;

  /**
   * The buyer (the patient) as the invoice was issued to them, kept on the issued invoice: its
   * list row, search, PDF and UBL read these, so a later rename, merge or deletion of the patient
   * card never changes or hides an issued document. Null on a draft (it shows the card as it is),
   * and on rows written around the API (fixtures, benchmarks), which read as a draft does.
   */
  @Property({ type: 'string', length: 100, nullable: true })
  buyerFirstName: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  buyerLastName: string | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  buyerPersonalCode: string | null = null;

  /** What the list orders and filters by period: issued_at, or created_at while a draft. */
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  listedAt: Opt<Date> = new Date();

  @Property({ type: 'integer', default: 0 })
  priceGross: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  priceDiscount: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  priceWithoutVat: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  priceVat: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  priceTotal: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  priceInsurance: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  priceToPay: Opt<number> = 0;

  /** Sum of price_to_pay of the issued credit notes of this invoice. */
  @Property({ type: 'integer', default: 0 })
  amountCredited: Opt<number> = 0;

  /** Sum of the counted (status 2) payments. */
  @Property({ type: 'integer', default: 0 })
  amountPaid: Opt<number> = 0;

  @Property({ type: 'smallint', default: 0 })
  paymentType: Opt<InvoicePaymentType> = 0;
}
