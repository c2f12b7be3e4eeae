import type { Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { RecallOverrideKind } from '@dental/contracts';
import { CompanyOwnedEntity } from '@dental/server-core';
import { RecallType } from '../recall-types/recall-type.entity.js';

/**
 * One patient's recall of one type: when the next visit is due and what that rests on. The due
 * date is kept by refreshRecalls (projection/refresh-recalls.ts) from the last satisfying
 * treatment (`done_*`, from the dental card's events) and the date given by hand (`override_*`),
 * whichever is newer; nothing else writes it. At most one per patient and type (deleted ones too:
 * a recall whose treatment is taken back and that was never set by hand is deleted, and comes
 * back with the next treatment).
 */
@Entity({ tableName: 'recall' })
@Unique({ name: 'recall_type_patient_unique', properties: ['type', 'patientUuid'] })
@Index({ name: 'recall_company_due_index', properties: ['company', 'dueDate'] })
export class Recall extends CompanyOwnedEntity {
  @Property({ type: 'uuid', index: true })
  patientUuid!: string;

  @ManyToOne({ entity: () => RecallType, ref: true, fieldName: 'recall_type_uuid', deleteRule: 'restrict' })
  type!: Ref<RecallType>;

  /** The treated procedure (dental card item) the due date counts from, its appointment, instant and the branch's day. */
  @Property({ type: 'uuid', nullable: true })
  doneItemUuid: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  doneAppointmentUuid: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  doneAt: Date | null = null;

  @Property({ type: 'date', nullable: true })
  doneOn: string | null = null;

  /** The due date given by hand, why, when and by whom; it holds while no treatment is newer. */
  @Property({ type: 'string', length: 10, nullable: true })
  overrideKind: RecallOverrideKind | null = null;

  @Property({ type: 'date', nullable: true })
  overrideDueDate: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  overrideReason: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  overrideAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  overrideBy: string | null = null;

  /** The effective due date, and since when it holds: attempts logged since then make it `contacted`. */
  @Property({ type: 'date' })
  dueDate!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  cycleStartedAt!: Date;
}
