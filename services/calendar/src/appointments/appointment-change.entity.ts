import type { Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { AppointmentChangeAction } from '@dental/contracts';
import { User } from '@dental/identity';
import { CompanyOwnedEntity } from '@dental/server-core';
import { Appointment } from './appointment.entity.js';

/**
 * One line of an appointment's change log (/calendar-history): who did what when, and each changed
 * field's value before and after. Written in the same transaction as the change itself.
 */
@Entity({ tableName: 'appointment_change' })
@Index({ name: 'appointment_change_appointment_index', properties: ['appointment', 'createdAt'] })
export class AppointmentChange extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => Appointment, ref: true, deleteRule: 'cascade' })
  appointment!: Ref<Appointment>;

  @Property({ type: 'string', length: 20 })
  action!: AppointmentChangeAction;

  /** field -> [before, after] */
  @Property({ type: 'json' })
  changes!: Record<string, [unknown, unknown]>;

  /** Null for changes made by the system (seed, invoicing). */
  @ManyToOne({ entity: () => User, ref: true, nullable: true, deleteRule: 'restrict' })
  user: Ref<User> | null = null;
}
