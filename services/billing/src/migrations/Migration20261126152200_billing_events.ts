import { Migration } from '@mikro-orm/migrations';
import { appendBillingHistory } from '../events/billing-history.js';

/**
 * Billing tells the other modules of its invoices and payments through events
 * (events/billing-events.ts). The issued invoices, credit notes and counted payments already stored become their
 * events in the log, so a consumer's read model can be built from the log alone (the reports'
 * migration of this release replays it).
 */
export class Migration20261126152200_billing_events extends Migration {
  override name = 'Migration20261126152200_billing_events';

  override async up(): Promise<void> {
    await appendBillingHistory((sql) => this.execute(sql));
  }

  override async down(): Promise<void> {
    // The log is append-only: the past's events stay (a consumer that replays them sees what happened).
  }
}
