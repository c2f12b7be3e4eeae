import { Migration } from '@mikro-orm/migrations';

/**
 * The exclusion constraints of appointments and work times compare uuids with `=` inside a GiST
 * index, which needs btree_gist. It comes first so the generated migration can add them.
 */
export class Migration20261122033000_calendar_btree_gist extends Migration {
  override name = 'Migration20261122033000_calendar_btree_gist';

  override up(): void {
    this.addSql('create extension if not exists btree_gist;');
  }

  override down(): void {
    // Other schemas may use it too: left in place.
  }
}
