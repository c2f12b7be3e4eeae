import type { ModuleOwnership } from '@dental/server-core';

/** Billing's tables; it publishes no view (others learn of its invoices and payments through events). */
export const billingOwnership: ModuleOwnership = {
  tables: ['branch_billing', 'invoice_counter', 'invoice', 'payment', 'invoice_line', 'appointment_product', 'opening_balance'],
  publishes: {},
};
