import type { Opt } from '@mikro-orm/core';
import { Entity, Index, Property, Unique } from '@mikro-orm/decorators/legacy';
import { CompanyOwnedEntity } from '@dental/server-core';

/**
 * One patient erased (Art. 17 GDPR): the label the card now carries ("Erased patient 2026-0042", a
 * per-company sequence by year), why and by whom, and until when the medical record is kept before
 * the retention job erases it. Holds no personal value of the patient.
 */
@Entity({ tableName: 'patient_erasure' })
@Unique({ properties: ['company', 'year', 'number'] })
@Index({ properties: ['medicalKeptUntil'] })
export class PatientErasure extends CompanyOwnedEntity {
  @Property({ type: 'uuid' })
  patientUuid!: string;

  @Property({ type: 'smallint' })
  year!: number;

  @Property({ type: 'integer' })
  number!: number;

  /** `2026-0042`. */
  @Property({ type: 'string', length: 20 })
  label!: string;

  @Property({ type: 'text' })
  reason!: string;

  @Property({ type: 'uuid', nullable: true })
  erasedBy: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  erasedAt!: Date;

  /** The medical record (tooth map, plans, questionnaires) is erased by the retention job after this. */
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  medicalKeptUntil!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  medicalErasedAt: Date | null = null;

  /** What the erasure answered: erased kinds and kept ones with until when. */
  @Property({ type: 'json' })
  outcome!: Opt<Record<string, unknown>>;
}
