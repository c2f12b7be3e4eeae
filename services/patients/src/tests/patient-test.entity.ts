import type { Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { User } from '@dental/identity';
import { CompanyOwnedEntity } from '@dental/server-core';
import { Patient } from '../patients/patient.entity.js';

/** One answer as stored: the question, what it asked (kept, since questions may be reworded later), the value. */
export interface StoredAnswer {
  question_uuid: string;
  question: string;
  test_type: number;
  value: string | number | boolean | string[] | null;
  flagged: boolean;
  icon: string | null;
}

/**
 * A patient's filled questionnaire ("test"). Answers are a snapshot, never edited: a later fill is a
 * new row, so the history of answers stays as the patient gave them. Approval (patients_tests_approve)
 * stamps who and when.
 */
@Entity({ tableName: 'patient_test' })
@Index({ properties: ['patient', 'createdAt'] })
export class PatientTest extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => Patient, ref: true, deleteRule: 'cascade' })
  patient!: Ref<Patient>;

  /** The settings' questionnaire filled, kept by uuid (named through settings_v1.questionnaire_ref). */
  @Property({ type: 'uuid' })
  questionnaireUuid!: string;

  @Property({ type: 'json' })
  answers!: StoredAnswer[];

  @Property({ type: 'text', nullable: true })
  comment: string | null = null;

  @ManyToOne({ entity: () => User, ref: true, nullable: true, deleteRule: 'set null' })
  filledBy: Ref<User> | null = null;

  @ManyToOne({ entity: () => User, ref: true, nullable: true, deleteRule: 'set null' })
  approvedBy: Ref<User> | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  approvedAt: Date | null = null;
}
