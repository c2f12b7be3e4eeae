import type { Opt, Ref } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { PlanSnapshot, TreatmentPlanStatus } from '@dental/contracts';
import { User } from '@dental/identity';
import { Patient } from '@dental/patients';
import { CompanyOwnedEntity } from '@dental/server-core';

/** A phase as stored: its name and the order of its procedures (tooth-map item uuids). */
export interface StoredPhase {
  name: string;
  items: string[];
}

/** What approval froze, with the drawn signature (a PNG data URL) when there was one. */
export type StoredSnapshot = PlanSnapshot & { signature: string | null };

/**
 * A treatment plan: procedures (tooth-map items in stage planned or later) grouped into ordered
 * phases. Approval records who and when, may carry the patient's drawn signature, and freezes the
 * prices of its procedures; a closed plan takes no more procedures.
 */
@Entity({ tableName: 'treatment_plan' })
@Check({ name: 'treatment_plan_status_values', expression: `"status" in ('draft', 'approved', 'closed')` })
@Index({ name: 'treatment_plan_patient_index', properties: ['patient', 'createdAt'] })
export class TreatmentPlan extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => Patient, ref: true, deleteRule: 'restrict' })
  patient!: Ref<Patient>;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  comment: string | null = null;

  @Property({ type: 'string', length: 10, default: 'draft' })
  status: Opt<TreatmentPlanStatus> = 'draft';

  @Property({ type: 'json' })
  phases: Opt<StoredPhase[]> = [];

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  approvedAt: Date | null = null;

  @ManyToOne({ entity: () => User, ref: true, nullable: true, deleteRule: 'restrict' })
  approvedBy: Ref<User> | null = null;

  /** The signature drawn at approval, a PNG data URL (size-limited by the contract). */
  @Property({ type: 'text', nullable: true })
  signature: string | null = null;

  /** The plan as approved, written once (a trigger refuses any change): what its PDF prints. */
  @Property({ type: 'json', nullable: true })
  approvedSnapshot: StoredSnapshot | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  closedAt: Date | null = null;

  /** The plan this one was copied from. */
  @ManyToOne({ entity: () => TreatmentPlan, ref: true, nullable: true, deleteRule: 'restrict' })
  copiedFrom: Ref<TreatmentPlan> | null = null;

  @ManyToOne({ entity: () => User, ref: true, nullable: true, deleteRule: 'restrict' })
  createdBy: Ref<User> | null = null;
}
