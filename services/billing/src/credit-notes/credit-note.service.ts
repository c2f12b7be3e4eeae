import { Injectable } from '@nestjs/common';
import { EntityManager, ref } from '@mikro-orm/postgresql';
import type { CreditNoteCreate, ShareInput } from '@dental/contracts';
import { divideHalfUp } from '@dental/domain-money';
import { localDate } from '@dental/domain-time';
import { Branch, User } from '@dental/identity';
import { badRequest, conflict, tenantCompanyId, type AuthSession } from '@dental/server-core';
import { InvoiceLine } from '../lines/invoice-line.entity.js';
import { LineBuilder, type LineDraft } from '../lines/line-builder.js';
import { Invoice } from '../invoices/invoice.entity.js';
import { WITH_DELETED_REFERENCES } from '../invoices/invoice.mapper.js';
import { InvoiceService } from '../invoices/invoice.service.js';
import { InvoiceNumbers } from '../numbering/invoice-numbers.service.js';
import { Payment } from '../payments/payment.entity.js';
import { BillingEvents } from '../events/billing-events.js';
import { PaymentService } from '../payments/payment.service.js';
import { MONEY_COLUMNS, moneyOf } from '../lines/money-columns.js';


/** A fixed-cents share scaled to part of a line (credited count / line count), half-up. */
const scaled = (share: ShareInput | null, part: number, whole: number): ShareInput | null =>
  share && 'cents' in share ? { cents: Number(divideHalfUp(BigInt(share.cents) * BigInt(part), BigInt(whole))) } : share;

/**
 * Credit notes: the only correction of an issued invoice. One is issued at once with the next
 * number of the branch's credit-note series, reverses all or part of the invoice's lines (never
 * more than is left of a line), and lowers what the invoice asks to be paid.
 */
@Injectable()
export class CreditNoteService {
  constructor(
    private readonly em: EntityManager,
    private readonly invoices: InvoiceService,
    private readonly lines: LineBuilder,
    private readonly numbers: InvoiceNumbers,
    private readonly payments: PaymentService,
    private readonly events: BillingEvents,
  ) {}

  async create(uuid: string, body: CreditNoteCreate, auth: AuthSession): Promise<Invoice> {
    const found = await this.invoices.get(uuid);
    const branch = await this.em.findOneOrFail(Branch, { uuid: found.branch.uuid }, WITH_DELETED_REFERENCES);
    const billing = await this.numbers.branchBilling(branch);
    const noteUuid = await this.em.transactional(async (em) => {
      const invoice = await this.invoices.lock(em, uuid);
      if (invoice.kind !== 'invoice') throw conflict('CREDIT_NOTE_OF_CREDIT_NOTE');
      if (invoice.status !== 'issued') throw conflict('INVOICE_NOT_ISSUED');
      const lines = await em.find(InvoiceLine, { invoice }, { refresh: true, orderBy: { position: 'asc' }, ...WITH_DELETED_REFERENCES });
      const wanted = body.lines ?? lines.filter((line) => line.creditedCountMilli < line.countMilli).map((line) => ({ line_uuid: line.uuid, count: (line.countMilli - line.creditedCountMilli) / 1000 }));
      if (wanted.length === 0) throw badRequest('CREDIT_EXCEEDS_INVOICE', { lines: 'CREDIT_EXCEEDS_INVOICE' });
      const drafts: LineDraft[] = wanted.map((item, index) => {
        const line = lines.find((candidate) => candidate.uuid === item.line_uuid);
        if (!line) throw badRequest('VALIDATION_FAILED', { [`lines.${index}.line_uuid`]: 'unknown_invoice_line' });
        const countMilli = Math.round(item.count * 1000);
        if (countMilli > line.countMilli - line.creditedCountMilli) throw badRequest('CREDIT_EXCEEDS_INVOICE', { [`lines.${index}.count`]: 'CREDIT_EXCEEDS_INVOICE' });
        line.creditedCountMilli += countMilli;
        return {
          ...this.lines.draftsOf([line])[0],
          creditedLine: line,
          countMilli,
          discount: scaled(line.discount, countMilli, line.countMilli),
          insurance: scaled(line.insurance, countMilli, line.countMilli),
          path: `lines.${index}`,
        } as LineDraft;
      });
      const issuedAt = new Date();
      const note = em.create(Invoice, {
        kind: 'credit_note',
        status: 'issued',
        branch: invoice.branch,
        patient: invoice.patient,
        // The buyer the corrected invoice was issued to, whatever the card says now.
        buyerFirstName: invoice.buyerFirstName,
        buyerLastName: invoice.buyerLastName,
        buyerPersonalCode: invoice.buyerPersonalCode,
        doctor: invoice.doctor,
        appointmentUuid: invoice.appointmentUuid,
        creditedInvoice: invoice,
        creditReason: body.reason ?? null,
        payer: invoice.payer,
        issuedAt,
        listedAt: issuedAt,
        issuedBy: ref(em.getReference(User, auth.userId)),
        supplyDate: invoice.supplyDate,
        invoiceDue: localDate(issuedAt, branch.timeZone),
        number: await this.numbers.next(em, billing, branch, 'credit_note', issuedAt),
      });
      const built = this.lines.build(note, drafts, null);
      await this.closeReversedLines(em, drafts, built);
      this.invoices.applyTotals(note, built);
      invoice.amountCredited += note.priceToPay;
      const payments = await em.find(Payment, { invoice }, { refresh: true, ...WITH_DELETED_REFERENCES });
      await this.payments.settle(em, invoice, payments, auth);
      await this.events.invoiceCredited(em, note, invoice);
      return note.uuid;
    });
    this.em.clear();
    return this.invoices.get(noteUuid);
  }

  /**
   * A reversal that takes a line's last units gets what the line's earlier credit lines left of
   * each amount rather than its own rounding (1 of 3 x 3.99 at 21 % is VAT 0.69, three of them
   * 2.07, the line 2.08): a line's reversals always add up to it, to the cent.
   */
  private async closeReversedLines(em: EntityManager, drafts: readonly LineDraft[], built: readonly InvoiceLine[]): Promise<void> {
    for (const [index, draft] of drafts.entries()) {
      const original = draft.creditedLine;
      const credit = built[index];
      if (!original || !credit || original.creditedCountMilli < original.countMilli) continue;
      // The money columns of the line's earlier credit lines, summed (MONEY_COLUMNS: column -> property).
      const [earlier] = await em.execute<Record<string, string>[]>(
        `select ${Object.keys(MONEY_COLUMNS).map((column) => `coalesce(sum("${column}"), 0)::text as "${column}"`).join(', ')}
         from "invoice_line" where "credited_line_uuid" = ? and "company_id" = ?`,
        [original.uuid, tenantCompanyId(em)],
      );
      const left = moneyOf(original);
      for (const [column, property] of Object.entries(MONEY_COLUMNS) as [keyof typeof MONEY_COLUMNS, (typeof MONEY_COLUMNS)[keyof typeof MONEY_COLUMNS]][]) {
        credit[property] = left[column] - Number(earlier?.[column] ?? 0);
      }
    }
  }
}
