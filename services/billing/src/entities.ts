import { InvoiceLine } from './lines/invoice-line.entity.js';
import { Invoice } from './invoices/invoice.entity.js';
import { OpeningBalance } from './opening-balances/opening-balance.entity.js';
import { BranchBilling } from './numbering/branch-billing.entity.js';
import { InvoiceCounter } from './numbering/invoice-counter.entity.js';
import { Payment } from './payments/payment.entity.js';
import { AppointmentProduct } from './products-used/appointment-product.entity.js';

/** The entities whose tables the billing module owns (and migrates). */
export const billingEntities = [Invoice, InvoiceLine, Payment, BranchBilling, InvoiceCounter, AppointmentProduct, OpeningBalance];
