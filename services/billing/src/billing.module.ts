import { BillingDataProvider } from './data-rights/billing-data.provider.js';
import { Module } from '@nestjs/common';
import { CalendarModule } from '@dental/calendar';
import { IdentityModule } from '@dental/identity';
import { PatientsModule } from '@dental/patients';
import { InvoiceDocumentsController } from './documents/invoice-documents.controller.js';
import { InvoiceDocuments } from './documents/invoice-document.js';
import { InvoiceExportController } from './export/invoice-export.controller.js';
import { CreditNoteService } from './credit-notes/credit-note.service.js';
import { InvoiceAudit } from './invoices/invoice-audit.js';
import { InvoiceController } from './invoices/invoice.controller.js';
import { InvoiceListService } from './invoices/invoice-list.service.js';
import { InvoiceService } from './invoices/invoice.service.js';
import { LineBuilder } from './lines/line-builder.js';
import { InvoiceMergeParticipant } from './merge/invoice-merge.participant.js';
import { InvoiceNumbers } from './numbering/invoice-numbers.service.js';
import { OpeningBalanceMergeParticipant } from './opening-balances/opening-balance-merge.participant.js';
import { OpeningBalanceService } from './opening-balances/opening-balance.service.js';
import { PaymentService } from './payments/payment.service.js';
import { ProductsUsedController } from './products-used/products-used.controller.js';
import { ProductsUsedService } from './products-used/products-used.service.js';
import { BillingEvents } from './events/billing-events.js';

/**
 * The billing domain (issue 13): invoices and credit notes with their numbered series, payments,
 * the list with its sums and export, the printed PDF and the UBL e-invoice, and the products used
 * in an appointment (which its invoice draft bills), and the opening entries of a clinic moving
 * in (debts and credits carried over, never income). Appointments' statuses
 * 9 and 10 go through calendar's AppointmentService; invoice reads and writes go to patients'
 * audit trail.
 */
@Module({
  imports: [IdentityModule, PatientsModule, CalendarModule],
  controllers: [InvoiceExportController, InvoiceController, InvoiceDocumentsController, ProductsUsedController],
  providers: [BillingEvents, InvoiceService, InvoiceListService, LineBuilder, InvoiceNumbers, PaymentService, CreditNoteService, InvoiceAudit, InvoiceDocuments, ProductsUsedService, InvoiceMergeParticipant, OpeningBalanceService, OpeningBalanceMergeParticipant, BillingDataProvider],
  exports: [InvoiceService, InvoiceListService, OpeningBalanceService],
})
export class BillingModule {}
