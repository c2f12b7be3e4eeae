export { BillingModule } from './billing.module.js';
export { billingModule } from './billing.definition.js';
export { billingEntities } from './entities.js';
export { Invoice } from './invoices/invoice.entity.js';
export { InvoiceLine } from './lines/invoice-line.entity.js';
export { Payment } from './payments/payment.entity.js';
export { OpeningBalance } from './opening-balances/opening-balance.entity.js';
export { OpeningBalanceService, type OpeningTotals } from './opening-balances/opening-balance.service.js';
export { InvoiceListService } from './invoices/invoice-list.service.js';
