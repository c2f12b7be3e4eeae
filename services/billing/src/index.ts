export { BillingModule } from './billing.module.js';
export { billingModule } from './billing.definition.js';
export { billingEntities } from './entities.js';
export { Invoice } from './invoices/invoice.entity.js';
export { InvoiceService } from './invoices/invoice.service.js';
export { InvoiceLine } from './lines/invoice-line.entity.js';
export { Payment } from './payments/payment.entity.js';
