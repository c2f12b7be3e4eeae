import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import type { RecallTypeName } from '@dental/contracts';
import { CompanyOwnedEntity } from '@dental/server-core';

/**
 * A kind of periodic visit the clinic recalls its patients to (check-up, hygiene, perio): its name
 * in every language, how many months after a satisfying treatment the next one is due, and the
 * services whose treatment satisfies it (settings' services, by uuid: another module's records).
 */
@Entity({ tableName: 'recall_type' })
export class RecallType extends CompanyOwnedEntity {
  @Property({ type: 'json' })
  name!: RecallTypeName;

  @Property({ type: 'smallint' })
  intervalMonths!: number;

  @Property({ type: 'text[]', columnType: 'uuid[]', defaultRaw: "'{}'" })
  serviceUuids: Opt<string[]> = [];
}
