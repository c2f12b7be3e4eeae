import type { Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { PatientFileSection } from '@dental/contracts';
import { User } from '@dental/identity';
import { CompanyOwnedEntity } from '@dental/server-core';
import { Patient } from '../patients/patient.entity.js';

/**
 * A file of the patient card (medical files, documents). The bytes live in the file store under
 * `storageKey` (made by the server, never from the file's name); a delete is soft and keeps them.
 */
@Entity({ tableName: 'patient_file' })
@Index({ properties: ['patient', 'section', 'createdAt'] })
export class PatientFile extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => Patient, ref: true, deleteRule: 'cascade' })
  patient!: Ref<Patient>;

  @Property({ type: 'string', length: 20 })
  section!: PatientFileSection;

  /** The name it was uploaded with, cleaned of path parts and control characters. */
  @Property({ type: 'string', length: 255 })
  name!: string;

  /** Recognised from the bytes, not taken from the browser. */
  @Property({ type: 'string', length: 100 })
  contentType!: string;

  @Property({ type: 'bigint', columnType: 'bigint' })
  size!: number;

  @Property({ type: 'string', length: 64 })
  sha256!: string;

  @Property({ type: 'string', length: 300 })
  storageKey!: string;

  @ManyToOne({ entity: () => User, ref: true, nullable: true, deleteRule: 'set null' })
  uploadedBy: Ref<User> | null = null;
}
