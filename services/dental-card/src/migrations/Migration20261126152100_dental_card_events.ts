import { Migration } from '@mikro-orm/migrations';
import { appendDentalCardHistory } from '../events/dental-card-history.js';

/**
 * The dental card tells the other modules of its treatments through events (events/dental-card-
 * events.ts). The treatments already stored become their `procedure.treated` events in the log, so
 * a consumer's read model can be built from the log alone (the reports' migration of this release
 * replays it).
 */
export class Migration20261126152100_dental_card_events extends Migration {
  override name = 'Migration20261126152100_dental_card_events';

  override async up(): Promise<void> {
    await appendDentalCardHistory((sql) => this.execute(sql));
  }

  override async down(): Promise<void> {
    // The log is append-only: the past's events stay (a consumer that replays them sees what happened).
  }
}
