import type { Opt, Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { FurcationSite, PerioSite } from '@dental/domain-teeth';
import { User } from '@dental/identity';
import { Patient } from '@dental/patients';
import { CompanyOwnedEntity } from '@dental/server-core';

/** A charted site as stored (only the sites touched are kept). */
export interface StoredPerioSite {
  tooth: number;
  site: PerioSite;
  probing_depth: number | null;
  gingival_margin: number | null;
  bleeding: boolean;
  suppuration: boolean;
  plaque: boolean;
}

/** A tooth's own findings as stored. */
export interface StoredPerioTooth {
  tooth: number;
  mobility: number | null;
  furcation: Partial<Record<FurcationSite, number>>;
}

/**
 * A periodontal exam (issue 29): the patient's sites and teeth charted in one sitting, kept as two
 * JSON lists in the one row, so a whole mouth (192 sites) saves and reads as one row. Missing teeth
 * and implants are not stored: they are the tooth map's (perio-exam.service.ts reads them). Once
 * signed off it is locked.
 */
@Entity({ tableName: 'perio_exam' })
@Index({ name: 'perio_exam_patient_index', properties: ['patient', 'createdAt'] })
export class PerioExam extends CompanyOwnedEntity {
  // Another module's rows: referenced by uuid without a foreign key (module-ownership.spec.ts), kept
  // right by the patient merge (merge/dental-card-merge.participant.ts) and soft deletes.
  @ManyToOne({ entity: () => Patient, ref: true, createForeignKeyConstraint: false })
  patient!: Ref<Patient>;

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @Property({ type: 'json' })
  sites: Opt<StoredPerioSite[]> = [];

  @Property({ type: 'json' })
  teeth: Opt<StoredPerioTooth[]> = [];

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  signedOffAt: Date | null = null;

  @ManyToOne({ entity: () => User, ref: true, nullable: true, createForeignKeyConstraint: false })
  signedOffBy: Ref<User> | null = null;

  @ManyToOne({ entity: () => User, ref: true, nullable: true, createForeignKeyConstraint: false })
  createdBy: Ref<User> | null = null;
}
