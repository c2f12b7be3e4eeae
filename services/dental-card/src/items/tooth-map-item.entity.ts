import type { Opt, Ref } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { ToothItemStage, ToothMapJaw } from '@dental/contracts';
import type { Surface } from '@dental/domain-teeth';
import { User } from '@dental/identity';
import { Patient } from '@dental/patients';
import { CompanyOwnedEntity } from '@dental/server-core';
import { TreatmentPlan } from '../plans/treatment-plan.entity.js';

/**
 * One line of a patient's dental log (issue 12): a diagnosis on a tooth or a jaw, and what became
 * of it. Nothing is painted: the card at any date is these rows replayed (tooth-map.service.ts).
 * Each step keeps its instant (diagnosed_at, planned_at, unplanned_at, treated_at); a treated row
 * is never edited or deleted, a mistake is invalidated with a reason and stays in the history.
 */
@Entity({ tableName: 'tooth_map_item' })
@Check({ name: 'tooth_map_item_stage_values', expression: `"stage" in ('diagnosed', 'planned', 'treated', 'existing')` })
@Check({ name: 'tooth_map_item_target', expression: `("tooth" is null) <> ("jaw" is null)` })
@Check({ name: 'tooth_map_item_treated_has_appointment', expression: `("stage" <> 'treated') or ("appointment_uuid" is not null and "treated_at" is not null)` })
@Index({ name: 'tooth_map_item_patient_index', properties: ['patient', 'diagnosedAt'] })
@Index({ name: 'tooth_map_item_appointment_index', properties: ['appointmentUuid'] })
export class ToothMapItem extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => Patient, ref: true, deleteRule: 'restrict' })
  patient!: Ref<Patient>;

  /** FDI number (11-48, 51-85); null for an item on a jaw. */
  @Property({ type: 'smallint', nullable: true })
  tooth: number | null = null;

  @Property({ type: 'string', length: 5, nullable: true })
  jaw: ToothMapJaw | null = null;

  /** Stored codes (mesial, distal, occlusal, buccal, lingual); display names come from domain-teeth. */
  @Property({ type: 'json' })
  surfaces: Opt<Surface[]> = [];

  /** The settings' tooth status (the diagnosis), kept by uuid (read through settings_v1.tooth_status_ref). */
  @Property({ type: 'uuid' })
  statusUuid!: string;

  @Property({ type: 'string', length: 10 })
  stage!: ToothItemStage;

  /** The settings' service of the procedure, kept by uuid (named and priced through settings_v1.service_offer). */
  @Property({ type: 'uuid', nullable: true })
  serviceUuid: string | null = null;

  @ManyToOne({ entity: () => TreatmentPlan, ref: true, nullable: true, deleteRule: 'restrict' })
  plan: Ref<TreatmentPlan> | null = null;

  /** Cents: the service's price when planned; frozen by the plan's approval or the treatment. */
  @Property({ type: 'integer', nullable: true })
  price: number | null = null;

  @Property({ type: 'boolean', default: false })
  priceFrozen: Opt<boolean> = false;

  /** Cents the insurer is expected to pay of this procedure, where known. */
  @Property({ type: 'integer', nullable: true })
  insurance: number | null = null;

  @Property({ type: 'text', nullable: true })
  comment: string | null = null;

  /** When the finding (or the existing treatment) was recorded. */
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  diagnosedAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  plannedAt: Date | null = null;

  /**
   * When its plan was deleted and it went back to a diagnosis; planned_at, the plan, the service
   * and the price stay, so the card replayed between the two instants shows it planned.
   */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  unplannedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  treatedAt: Date | null = null;

  /** The calendar's appointment it was treated in, kept by uuid (read through calendar_v1.appointment_ref). */
  @Property({ type: 'uuid', nullable: true })
  appointmentUuid: string | null = null;

  @ManyToOne({ entity: () => User, ref: true, nullable: true, deleteRule: 'restrict' })
  practitioner: Ref<User> | null = null;

  @ManyToOne({ entity: () => User, ref: true, nullable: true, deleteRule: 'restrict' })
  createdBy: Ref<User> | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  invalidatedAt: Date | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  invalidationReason: string | null = null;

  @ManyToOne({ entity: () => User, ref: true, nullable: true, deleteRule: 'restrict' })
  invalidatedBy: Ref<User> | null = null;
}
