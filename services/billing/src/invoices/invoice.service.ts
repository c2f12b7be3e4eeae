import { Injectable } from '@nestjs/common';
import { EntityManager, ref, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { APPOINTMENT_STATUS, type InvoiceCreate, type InvoiceEdit, type ShareInput } from '@dental/contracts';
import { invoiceTotals } from '@dental/domain-money';
import { addDays, localDate } from '@dental/domain-time';
import { AppointmentService, type Appointment } from '@dental/calendar';
import { treatedItemsOfAppointment } from '@dental/dental-card';
import { Branch, User } from '@dental/identity';
import { Patient } from '@dental/patients';
import { ApiException, TENANT_FILTER, badRequest, conflict, notFound, type AuthSession } from '@dental/server-core';
import { BillingEvents } from '../events/billing-events.js';
import { LineBuilder, type LineDraft } from '../lines/line-builder.js';
import { moneyOf, moneyProperties } from '../lines/money-columns.js';
import { InvoiceLine } from '../lines/invoice-line.entity.js';
import { InvoiceNumbers } from '../numbering/invoice-numbers.service.js';
import { Payment } from '../payments/payment.entity.js';
import { ProductsUsedService } from '../products-used/products-used.service.js';
import { Invoice } from './invoice.entity.js';
import { INVOICE_POPULATE, WITH_DELETED_REFERENCES, amountDue } from './invoice.mapper.js';

/** Days to pay when a draft names no due date (docs/decisions.md "Invoices"). */
export const DEFAULT_DUE_DAYS = 14;

/** Keeps the buyer on the invoice as it is issued (Invoice.buyerFirstName says why). */
/** An erased patient is locked everywhere: no new invoice for them (issue 28; issued ones stay as the law keeps them). */
function refuseErased(patient: Pick<Patient, 'erasedAt'>): void {
  if (patient.erasedAt) throw new ApiException(409, 'PATIENT_ERASED', { patient_uuid: 'PATIENT_ERASED' });
}

export function keepBuyer(invoice: Invoice, patient: Pick<Patient, 'firstName' | 'lastName' | 'personalCode'>): void {
  invoice.buyerFirstName = patient.firstName;
  invoice.buyerLastName = patient.lastName;
  invoice.buyerPersonalCode = patient.personalCode;
}

/** An invoice with everything its answer shows. */
export interface InvoiceView {
  invoice: Invoice;
  lines: InvoiceLine[];
  payments: Payment[];
  creditNotes: Invoice[];
}

/**
 * Drafts (made from an ended appointment or by hand, edited, deleted) and issuing. Issued
 * invoices never change again (409 INVOICE_ISSUED); corrections are credit notes. Issuing runs
 * in one transaction: the invoice row locked, the series' next number, and the appointment's
 * status 9 (calendar's AppointmentService, in the same transaction).
 */
@Injectable()
export class InvoiceService {
  constructor(
    private readonly em: EntityManager,
    private readonly lines: LineBuilder,
    private readonly numbers: InvoiceNumbers,
    private readonly appointments: AppointmentService,
    private readonly productsUsed: ProductsUsedService,
    private readonly events: BillingEvents,
  ) {}

  /** One invoice of the company; another company's is 404. */
  async get(uuid: string): Promise<Invoice> {
    const invoice = await this.em.findOne(Invoice, { uuid, deletedAt: null }, { populate: INVOICE_POPULATE, ...WITH_DELETED_REFERENCES });
    if (!invoice) throw notFound();
    return invoice;
  }

  async view(uuid: string): Promise<InvoiceView> {
    return this.viewOf(await this.get(uuid));
  }

  async viewOf(invoice: Invoice): Promise<InvoiceView> {
    const [lines, payments, creditNotes] = await Promise.all([
      this.em.find(InvoiceLine, { invoice }, { orderBy: { position: 'asc' }, populate: ['creditedLine'], ...WITH_DELETED_REFERENCES }),
      this.em.find(Payment, { invoice }, { orderBy: { paidAt: 'asc', createdAt: 'asc' }, populate: ['createdBy'], ...WITH_DELETED_REFERENCES }),
      invoice.kind === 'invoice'
        ? this.em.find(Invoice, { creditedInvoice: invoice, deletedAt: null }, { orderBy: { issuedAt: 'asc' }, ...WITH_DELETED_REFERENCES })
        : Promise.resolve([]),
    ]);
    return { invoice, lines, payments, creditNotes };
  }

  async create(body: InvoiceCreate): Promise<Invoice> {
    const { invoice, appointment } = body.appointment_uuid ? await this.fromAppointment(body.appointment_uuid) : { invoice: await this.byHand(body), appointment: null };
    await this.applyDraftFields(invoice, body);
    // From an appointment: its treated procedures and its products used (unless the body names lines itself).
    const drafts = await this.draftsOf(
      body,
      appointment ? await this.appointmentDrafts(appointment) : [],
      appointment && !body.products ? await this.lines.productDrafts(await this.productsUsed.productInputs(appointment.uuid)) : [],
    );
    this.replaceLines(invoice, drafts, invoice.discount);
    try {
      await this.em.flush();
    } catch (error) {
      // The partial unique index: one live invoice per appointment, also under concurrent clicks.
      if (error instanceof UniqueConstraintViolationException) throw new ApiException(409, 'APPOINTMENT_NOT_INVOICEABLE', { appointment_uuid: 'APPOINTMENT_NOT_INVOICEABLE' });
      throw error;
    }
    return invoice;
  }

  async edit(uuid: string, body: InvoiceEdit): Promise<Invoice> {
    const invoice = await this.get(uuid);
    this.assertDraft(invoice);
    if (invoice.version !== body.version) throw conflict('VERSION_CONFLICT');
    await this.applyDraftFields(invoice, body);
    const current = await this.em.find(InvoiceLine, { invoice }, { orderBy: { position: 'asc' } });
    const keep = (kind: 'service' | 'product') => this.lines.draftsOf(current.filter((line) => line.kind === kind));
    const services = body.services ? await this.lines.serviceDrafts(body.services, current) : keep('service');
    const products = body.products ? await this.lines.productDrafts(body.products) : keep('product');
    current.forEach((line) => this.em.remove(line));
    this.replaceLines(invoice, [...services, ...products], invoice.discount);
    // A change of lines alone touches no column of the invoice row; its version must still move.
    invoice.updatedAt = new Date();
    await this.em.flush();
    return invoice;
  }

  /** Soft delete of a draft (an issued invoice is corrected by a credit note instead). */
  async remove(uuid: string, version: number): Promise<Invoice> {
    const invoice = await this.get(uuid);
    this.assertDraft(invoice);
    if (invoice.version !== version) throw conflict('VERSION_CONFLICT');
    invoice.deletedAt = new Date();
    await this.em.flush();
    return invoice;
  }

  /** Gives the draft the next number of its branch's series; the appointment moves to 9 (or 10 when nothing is to pay). */
  async issue(uuid: string, version: number, auth: AuthSession): Promise<Invoice> {
    const found = await this.get(uuid);
    const branch = await this.em.findOneOrFail(Branch, { uuid: found.branch.uuid });
    const billing = await this.numbers.branchBilling(branch);
    const issuedUuid = await this.em.transactional(async (em) => {
      const invoice = await this.lock(em, uuid);
      this.assertDraft(invoice);
      if (invoice.version !== version) throw conflict('VERSION_CONFLICT');
      // The spec's 'An invoice with no services cannot be paid': such an invoice is never issued, so none is left unpayable.
      if ((await em.count(InvoiceLine, { invoice, kind: 'service' })) === 0) throw badRequest('INVOICE_NO_SERVICES');
      const issuedAt = new Date();
      invoice.number = await this.numbers.next(em, billing, branch, invoice.kind, issuedAt);
      invoice.status = 'issued';
      keepBuyer(invoice, invoice.patient.getEntity());
      invoice.issuedAt = issuedAt;
      invoice.listedAt = issuedAt;
      invoice.issuedBy = ref(em.getReference(User, auth.userId));
      const today = localDate(issuedAt, branch.timeZone);
      invoice.invoiceDue ??= addDays(today, DEFAULT_DUE_DAYS);
      invoice.supplyDate ??= today;
      await em.flush();
      await this.events.invoiceIssued(em, invoice);
      if (invoice.appointmentUuid) {
        const status = amountDue(invoice) - invoice.amountPaid <= 0 ? APPOINTMENT_STATUS.paid : APPOINTMENT_STATUS.unpaid;
        await this.appointments.setBillingStatus(invoice.appointmentUuid, status, auth);
      }
      return invoice.uuid;
    });
    this.em.clear();
    return this.get(issuedUuid);
  }

  /**
   * The invoice row of the company, locked FOR UPDATE in `em`'s transaction and read fresh: what
   * payments and issuing decide on is what no concurrent transaction can change before commit.
   */
  async lock(em: EntityManager, uuid: string): Promise<Invoice> {
    const rows = await em.execute<{ uuid: string }[]>('select "uuid" from "invoice" where "uuid" = ? and "company_id" = ? and "deleted_at" is null for update', [
      uuid,
      this.companyOf(em),
    ]);
    if (rows.length === 0) throw notFound();
    const invoice = await em.findOne(Invoice, { uuid }, { refresh: true, populate: INVOICE_POPULATE, ...WITH_DELETED_REFERENCES });
    if (!invoice) throw notFound();
    return invoice;
  }

  /** Recomputes the row's totals from its lines (domain-money's invoiceTotals). */
  applyTotals(invoice: Invoice, lines: readonly InvoiceLine[]): void {
    Object.assign(invoice, moneyProperties(invoiceTotals(lines.map((line) => ({ vat: line.vat, ...moneyOf(line) })))));
  }

  assertDraft(invoice: Invoice): void {
    if (invoice.status !== 'draft') throw conflict('INVOICE_ISSUED');
  }

  // ------------------------------------------------------------------ helpers

  private companyOf(em: EntityManager): number {
    const params = em.getFilterParams<{ companyId?: number }>(TENANT_FILTER);
    if (typeof params?.companyId !== 'number') throw new Error('Invoices are locked only within a company');
    return params.companyId;
  }

  private replaceLines(invoice: Invoice, drafts: readonly LineDraft[], discount: ShareInput | null): void {
    const built = this.lines.build(invoice, drafts, discount);
    this.applyTotals(invoice, built);
  }

  private async draftsOf(
    body: { services?: InvoiceCreate['services']; products?: InvoiceCreate['products'] },
    fromAppointment: LineDraft[],
    productsUsed: LineDraft[],
  ): Promise<LineDraft[]> {
    const services = body.services ? await this.lines.serviceDrafts(body.services) : fromAppointment;
    const products = body.products ? await this.lines.productDrafts(body.products) : productsUsed;
    return [...services, ...products];
  }

  private async byHand(body: InvoiceCreate): Promise<Invoice> {
    const patient = await this.em.findOne(Patient, { uuid: body.patient_uuid as string });
    if (!patient) throw badRequest('VALIDATION_FAILED', { patient_uuid: 'unknown_patient' });
    refuseErased(patient);
    const branch = await this.em.findOne(Branch, { uuid: body.branch_uuid as string });
    if (!branch) throw badRequest('VALIDATION_FAILED', { branch_uuid: 'unknown_branch' });
    return this.em.create(Invoice, { branch: ref(branch), patient: ref(patient) });
  }

  /** A draft of an ended appointment (status 8) that has no live invoice yet. */
  private async fromAppointment(uuid: string): Promise<{ invoice: Invoice; appointment: Appointment }> {
    const appointment = await this.appointments.get(uuid).catch((error: unknown) => {
      if (error instanceof ApiException && error.status === 404) throw badRequest('VALIDATION_FAILED', { appointment_uuid: 'schedule_not_found' });
      throw error;
    });
    if (appointment.status !== APPOINTMENT_STATUS.finished || (await this.em.count(Invoice, { appointmentUuid: appointment.uuid, kind: 'invoice' })) > 0) {
      throw new ApiException(409, 'APPOINTMENT_NOT_INVOICEABLE', { appointment_uuid: 'APPOINTMENT_NOT_INVOICEABLE' });
    }
    refuseErased(appointment.patient.getEntity());
    const branch = await this.em.findOneOrFail(Branch, { uuid: appointment.branch.uuid });
    const invoice = this.em.create(Invoice, {
      branch: ref(branch),
      patient: ref(appointment.patient.getEntity()),
      appointmentUuid: appointment.uuid,
      doctor: appointment.practitioner ? ref(appointment.practitioner.getEntity()) : null,
      supplyDate: appointment.timeFrom ? localDate(appointment.timeFrom, branch.timeZone) : null,
    });
    return { invoice, appointment };
  }

  /**
   * An appointment's lines: its treated tooth-map items at their frozen prices (the dental card's
   * treatedItemsOfAppointment), each line pointing at its item; an appointment without charted
   * treatment bills its booked service at the price quoted when it was booked (kept on the
   * appointment), whatever the price list says today; without a quoted price, today's.
   */
  private async appointmentDrafts(appointment: Appointment): Promise<LineDraft[]> {
    const treated = await treatedItemsOfAppointment(this.em, appointment.uuid);
    if (treated.length) {
      const drafts = await this.lines.serviceDrafts(treated.map((line) => ({ service_uuid: line.service_uuid, count: 1, ...(line.tooth !== null ? { tooth: line.tooth } : {}) })));
      // The frozen price wins over today's price list (it was agreed, or treated, at that price).
      return drafts.map((draft, index) => ({
        ...draft,
        price: treated[index].price_cents,
        sourceUuid: treated[index].item_uuid,
        insurance: treated[index].insurance_cents ? { cents: treated[index].insurance_cents } : null,
      }));
    }
    if (!appointment.service) return [];
    const [draft] = await this.lines.serviceDrafts([{ service_uuid: appointment.service.uuid, count: 1 }]);
    return draft ? [{ ...draft, price: appointment.price ?? draft.price }] : [];
  }

  private async applyDraftFields(invoice: Invoice, body: InvoiceEdit | InvoiceCreate): Promise<void> {
    if (body.doctor_uuid !== undefined) {
      if (body.doctor_uuid === null) invoice.doctor = null;
      else {
        const doctor = await this.em.findOne(User, { uuid: body.doctor_uuid });
        if (!doctor) throw badRequest('VALIDATION_FAILED', { doctor_uuid: 'unknown_user' });
        invoice.doctor = ref(doctor);
      }
    }
    if (body.discount !== undefined) invoice.discount = body.discount;
    if (body.payer !== undefined) invoice.payer = body.payer;
    if (body.comment !== undefined) invoice.comment = body.comment;
    if (body.invoice_due !== undefined) invoice.invoiceDue = body.invoice_due;
    if (body.supply_date !== undefined) invoice.supplyDate = body.supply_date;
  }
}
