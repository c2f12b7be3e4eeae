import type { Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { ConsentChannel, ConsentMethod, ConsentPurpose, ConsentState } from '@dental/contracts';
import { User } from '@dental/identity';
import { CompanyOwnedEntity } from '@dental/server-core';
import { Patient } from '../patients/patient.entity.js';

/**
 * One consent given or withdrawn by a patient: append-only history. The patient's
 * `communication_*` flags hold the current state; every change of a flag writes one of these,
 * and every record of a purpose with a flag sets it (consent-record.service.ts).
 */
@Entity({ tableName: 'patient_consent_record' })
@Index({ properties: ['patient', 'purpose', 'recordedAt'] })
export class PatientConsentRecord extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => Patient, ref: true, deleteRule: 'cascade' })
  patient!: Ref<Patient>;

  @Property({ type: 'string', length: 30 })
  purpose!: ConsentPurpose;

  /** Marketing of one channel only; null covers every channel of the purpose. */
  @Property({ type: 'string', length: 10, nullable: true })
  channel: ConsentChannel | null = null;

  @Property({ type: 'string', length: 10 })
  state!: ConsentState;

  /** When the patient gave or withdrew it (a paper form may be entered later). */
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  recordedAt!: Date;

  /** The user who recorded it. */
  // Identity's user, by uuid without a foreign key across modules (module-ownership.spec.ts).
  @ManyToOne({ entity: () => User, ref: true, nullable: true, createForeignKeyConstraint: false })
  recordedBy: Ref<User> | null = null;

  /** Null when a flag was changed on the settings tab. */
  @Property({ type: 'string', length: 10, nullable: true })
  method: ConsentMethod | null = null;

  /** The version of the consent text the patient was shown; null for a settings-tab change. */
  @Property({ type: 'string', length: 50, nullable: true })
  textVersion: string | null = null;
}
