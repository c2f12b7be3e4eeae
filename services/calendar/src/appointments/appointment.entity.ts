import type { Opt, Ref } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { AppointmentCancelReason, AppointmentReason, AppointmentSource, AppointmentStatus } from '@dental/contracts';
import { Branch, Speciality, User } from '@dental/identity';
import { Patient } from '@dental/patients';
import { CompanyOwnedEntity } from '@dental/server-core';
import { Room, Service } from '@dental/settings';

/** The constraint names the service maps to 409 APPOINTMENT_OVERLAP. */
export const ROOM_OVERLAP_CONSTRAINT = 'appointment_room_no_overlap';
export const PRACTITIONER_OVERLAP_CONSTRAINT = 'appointment_practitioner_no_overlap';

/**
 * Rows that hold a slot: planned (times set), not canceled (4), not deleted. Unplanned queue
 * entries (0) have no times; a null bound would make tstzrange infinite, so they are left out
 * explicitly rather than by accident.
 */
const HOLDS_SLOT = `"status" <> 4 and "deleted_at" is null and "time_from" is not null and "time_to" is not null`;

/**
 * An appointment. No double booking is enforced by Postgres itself (docs/decisions.md,
 * "Appointments"): two exclusion constraints refuse a second live booking of the same room or the same
 * practitioner over an overlapping half-open range, so concurrent bookings of one slot cannot both
 * commit. They live here (not only in a migration) so the next generated migration keeps them;
 * the `btree_gist` extension they need is created by the module's first migration.
 */
@Entity({ tableName: 'appointment' })
@Check({
  name: ROOM_OVERLAP_CONSTRAINT,
  expression: `exclude using gist ("room_uuid" with =, tstzrange("time_from", "time_to", '[)') with &&) where (${HOLDS_SLOT})`,
})
@Check({
  name: PRACTITIONER_OVERLAP_CONSTRAINT,
  expression: `exclude using gist ("practitioner_uuid" with =, tstzrange("time_from", "time_to", '[)') with &&) where (${HOLDS_SLOT})`,
})
@Check({ name: 'appointment_time_order', expression: '"time_from" is null or "time_to" is null or "time_from" < "time_to"' })
@Check({ name: 'appointment_times_together', expression: '("time_from" is null) = ("time_to" is null)' })
@Check({ name: 'appointment_status_range', expression: '"status" between 0 and 10' })
// The calendar's range read: a branch's live appointments by start (covers the week view).
@Index({
  name: 'appointment_branch_time_index',
  expression:
    'create index "appointment_branch_time_index" on "appointment" ("branch_uuid", "time_from", "time_to") where "deleted_at" is null',
})
@Index({
  name: 'appointment_queue_index',
  expression: 'create index "appointment_queue_index" on "appointment" ("branch_uuid", "desired_date") where "status" = 0 and "deleted_at" is null',
})
@Index({ name: 'appointment_patient_index', properties: ['patient'] })
@Index({ name: 'appointment_company_time_index', properties: ['company', 'timeFrom'] })
export class Appointment extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => Branch, ref: true, deleteRule: 'restrict' })
  branch!: Ref<Branch>;

  @ManyToOne({ entity: () => Room, ref: true, nullable: true, deleteRule: 'restrict' })
  room: Ref<Room> | null = null;

  @ManyToOne({ entity: () => Patient, ref: true, deleteRule: 'restrict' })
  patient!: Ref<Patient>;

  @ManyToOne({ entity: () => User, ref: true, nullable: true, deleteRule: 'restrict' })
  practitioner: Ref<User> | null = null;

  @ManyToOne({ entity: () => User, ref: true, nullable: true, deleteRule: 'restrict' })
  assistant: Ref<User> | null = null;

  @ManyToOne({ entity: () => Speciality, ref: true, nullable: true, deleteRule: 'restrict' })
  speciality: Ref<Speciality> | null = null;

  @ManyToOne({ entity: () => Service, ref: true, nullable: true, deleteRule: 'restrict' })
  service: Ref<Service> | null = null;

  /** Cents. */
  @Property({ type: 'integer', nullable: true })
  price: number | null = null;

  @Property({ type: 'string', length: 20, default: 'acute' })
  reason: Opt<AppointmentReason> = 'acute';

  /** 0-10, named by APPOINTMENT_STATUS (contracts). */
  @Property({ type: 'smallint', default: 1 })
  status: Opt<AppointmentStatus> = 1;

  /** Null only while unplanned (status 0, the queue). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  timeFrom: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  timeTo: Date | null = null;

  /** The day the patient would like (the queue). */
  @Property({ type: 'date', nullable: true })
  desiredDate: string | null = null;

  @Property({ type: 'text', nullable: true })
  comment: string | null = null;

  /** `patient` when the patient canceled through their message's link (issue 26). */
  @Property({ type: 'string', length: 20, nullable: true })
  cancelReason: AppointmentCancelReason | null = null;

  /** When the patient asked through their message's link to be called back. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  callbackRequestedAt: Date | null = null;

  /** `online` when the patient booked it on the clinic's booking page (issue 27); `desk` otherwise. */
  @Property({ type: 'string', length: 10, default: 'desk' })
  source: Opt<AppointmentSource> = 'desk';
}
