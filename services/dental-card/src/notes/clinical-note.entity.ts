import type { Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { CompanyOwnedEntity } from '@dental/server-core';
import { ToothMapItem } from '../items/tooth-map-item.entity.js';

/**
 * A clinical note on a patient's card (issue 25): free text, optionally of one visit and/or one
 * procedure of the card. Signed, it is final (PATCH answers 409 NOTE_LOCKED); what comes later is
 * an addendum, a new note with `addendum_to` pointing at the signed one. The patient, the visit and
 * the people are other modules' records, named by uuid (read through their published views).
 */
@Entity({ tableName: 'clinical_note' })
@Index({ name: 'clinical_note_patient_index', properties: ['patientUuid', 'createdAt'] })
@Index({ name: 'clinical_note_appointment_index', properties: ['appointmentUuid'] })
export class ClinicalNote extends CompanyOwnedEntity {
  @Property({ type: 'uuid' })
  patientUuid!: string;

  @Property({ type: 'uuid', nullable: true })
  appointmentUuid: string | null = null;

  @ManyToOne({ entity: () => ToothMapItem, ref: true, nullable: true, deleteRule: 'restrict', fieldName: 'item_uuid' })
  item: Ref<ToothMapItem> | null = null;

  @ManyToOne({ entity: () => ClinicalNote, ref: true, nullable: true, deleteRule: 'restrict', fieldName: 'addendum_to' })
  addendumTo: Ref<ClinicalNote> | null = null;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'uuid', nullable: true })
  authorUuid: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  signedAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  signedByUuid: string | null = null;
}
