import type { Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { RecallAttemptChannel, RecallAttemptOutcome } from '@dental/contracts';
import { CompanyOwnedEntity } from '@dental/server-core';
import { Recall } from './recall.entity.js';

/** A call, message or letter to a recalled patient and what came of it, as the desk logged it. */
@Entity({ tableName: 'recall_attempt' })
@Index({ name: 'recall_attempt_recall_index', properties: ['recall', 'createdAt'] })
export class RecallAttempt extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => Recall, ref: true, fieldName: 'recall_uuid', deleteRule: 'restrict' })
  recall!: Ref<Recall>;

  @Property({ type: 'string', length: 10 })
  channel!: RecallAttemptChannel;

  @Property({ type: 'string', length: 20 })
  outcome!: RecallAttemptOutcome;

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  /** Who logged it (identity's user, by uuid). */
  @Property({ type: 'uuid', nullable: true })
  userUuid: string | null = null;
}
