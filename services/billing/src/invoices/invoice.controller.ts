import { Controller, HttpCode } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  creditNoteCreateSchema,
  invoiceAnswerSchema,
  invoiceCreateSchema,
  invoiceEditSchema,
  invoiceIssueSchema,
  invoiceListAnswerSchema,
  invoiceListQuerySchema,
  invoiceVersionQuerySchema,
  patientBalanceAnswerSchema,
  patientBalanceQuerySchema,
  paymentCreateSchema,
  paymentParamsSchema,
  uuidParamsSchema,
  type CreditNoteCreate,
  type InvoiceCreate,
  type InvoiceEdit,
  type InvoiceListQuery,
  type PaymentCreate,
  INVOICE_ROUTES,
} from '@dental/contracts';
import { Access, CurrentAuth, pagedAnswer, ZodAnswer, ZodBody, ZodParams, ZodQuery, type AuthSession, Endpoint } from '@dental/server-core';
import { CreditNoteService } from '../credit-notes/credit-note.service.js';
import { PaymentService } from '../payments/payment.service.js';
import { InvoiceAudit } from './invoice-audit.js';
import type { Invoice } from './invoice.entity.js';
import { InvoiceListService } from './invoice-list.service.js';
import { toInvoiceAnswer } from './invoice.mapper.js';
import { InvoiceService } from './invoice.service.js';

type Uuid = { uuid: string };

/**
 * /api/invoices (issue 13): the list with its sums, the patient's balance, drafts, issuing,
 * payments, refunds and credit notes. Reads need patients_invoices_view; drafts, issuing and credit
 * notes invoices_edit; payments and refunds payments_add. Every answer of one invoice is audited as a read or
 * write of its patient.
 */
@ApiTags('invoices')
@Controller()
export class InvoiceController {
  constructor(
    private readonly invoices: InvoiceService,
    private readonly list: InvoiceListService,
    private readonly payments: PaymentService,
    private readonly creditNotes: CreditNoteService,
    private readonly audit: InvoiceAudit,
  ) {}

  @Endpoint(INVOICE_ROUTES.list)
  @Access('patients_invoices_view')
  @ZodAnswer(invoiceListAnswerSchema)
  async index(@CurrentAuth() auth: AuthSession, @ZodQuery(invoiceListQuerySchema) query: InvoiceListQuery) {
    const { page, sums } = await this.list.list(query, auth);
    // Filtered by one patient, the global interceptor records the read of that patient.
    if (!query.patient_uuid) await this.audit.recordList(page.items, auth, query);
    return { ...pagedAnswer(page, (row) => row), sums };
  }

  @Endpoint(INVOICE_ROUTES.balance)
  @Access('patients_invoices_view')
  @ZodAnswer(patientBalanceAnswerSchema)
  async balance(@CurrentAuth() auth: AuthSession, @ZodQuery(patientBalanceQuerySchema) query: { patient_uuid: string }) {
    return { data: await this.list.balance(query.patient_uuid, auth) };
  }

  @Endpoint(INVOICE_ROUTES.create)
  @HttpCode(201)
  @Access('invoices_edit')
  @ZodAnswer(invoiceAnswerSchema, 201)
  async create(@CurrentAuth() auth: AuthSession, @ZodBody(invoiceCreateSchema) body: InvoiceCreate) {
    return this.answer(await this.invoices.create(body), auth, 'create', 'draft');
  }

  @Endpoint(INVOICE_ROUTES.one)
  @Access('patients_invoices_view')
  @ZodAnswer(invoiceAnswerSchema)
  async get(@CurrentAuth() auth: AuthSession, @ZodParams(uuidParamsSchema) { uuid }: Uuid) {
    return this.answer(await this.invoices.get(uuid), auth, 'read', 'invoice');
  }

  @Endpoint(INVOICE_ROUTES.edit)
  @Access('invoices_edit')
  @ZodAnswer(invoiceAnswerSchema)
  async edit(@CurrentAuth() auth: AuthSession, @ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(invoiceEditSchema) body: InvoiceEdit) {
    return this.answer(await this.invoices.edit(uuid, body), auth, 'update', 'draft');
  }

  @Endpoint(INVOICE_ROUTES.remove)
  @HttpCode(204)
  @Access('invoices_edit')
  async remove(@CurrentAuth() auth: AuthSession, @ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodQuery(invoiceVersionQuerySchema) { version }: { version: number }) {
    const invoice = await this.invoices.remove(uuid, version);
    await this.audit.record(invoice, 'delete', auth, 'draft');
  }

  @Endpoint(INVOICE_ROUTES.issue)
  @HttpCode(200)
  @Access('invoices_edit')
  @ZodAnswer(invoiceAnswerSchema)
  async issue(@CurrentAuth() auth: AuthSession, @ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(invoiceIssueSchema) body: { version: number }) {
    return this.answer(await this.invoices.issue(uuid, body.version, auth), auth, 'update', 'issue');
  }

  @Endpoint(INVOICE_ROUTES.pay)
  @HttpCode(201)
  @Access('payments_add')
  @ZodAnswer(invoiceAnswerSchema, 201)
  async pay(@CurrentAuth() auth: AuthSession, @ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(paymentCreateSchema) body: PaymentCreate) {
    return this.answer(await this.payments.add(uuid, body, auth), auth, 'update', 'payment', { method: body.method, amount: body.amount });
  }

  @Endpoint(INVOICE_ROUTES.refund)
  @HttpCode(201)
  @Access('payments_add')
  @ZodAnswer(invoiceAnswerSchema, 201)
  async refund(@CurrentAuth() auth: AuthSession, @ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(paymentCreateSchema) body: PaymentCreate) {
    return this.answer(await this.payments.refund(uuid, body, auth), auth, 'update', 'refund', { method: body.method, amount: body.amount });
  }

  @Endpoint(INVOICE_ROUTES.cancelPayment)
  @HttpCode(200)
  @Access('payments_add')
  @ZodAnswer(invoiceAnswerSchema)
  async cancelPayment(@CurrentAuth() auth: AuthSession, @ZodParams(paymentParamsSchema) params: { uuid: string; payment_uuid: string }) {
    return this.answer(await this.payments.cancel(params.uuid, params.payment_uuid, auth), auth, 'update', 'payment_cancel', { payment: params.payment_uuid });
  }

  @Endpoint(INVOICE_ROUTES.creditNote)
  @HttpCode(201)
  @Access('invoices_edit')
  @ZodAnswer(invoiceAnswerSchema, 201)
  async creditNote(@CurrentAuth() auth: AuthSession, @ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(creditNoteCreateSchema) body: CreditNoteCreate) {
    return this.answer(await this.creditNotes.create(uuid, body, auth), auth, 'create', 'credit_note', { credited: uuid });
  }

  private async answer(invoice: Invoice, auth: AuthSession, action: 'read' | 'create' | 'update', what: string, details: Record<string, unknown> = {}) {
    const view = await this.invoices.viewOf(invoice);
    await this.audit.record(invoice, action, auth, what, details);
    return { data: toInvoiceAnswer(view.invoice, view.lines, view.payments, view.creditNotes) };
  }
}
