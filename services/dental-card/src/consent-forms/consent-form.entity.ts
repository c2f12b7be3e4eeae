import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import type { Language } from '@dental/contracts';
import { CompanyOwnedEntity } from '@dental/server-core';

/**
 * A patient's consent form (issue 29): made from a template with its text filled in one language,
 * then signed once (both signatures, the signer, the device, the content's hash and the PDF with
 * its own hash). A signed form is never edited (a trigger of the module's migration refuses it);
 * its withdrawal is a ConsentFormWithdrawal. Patients, users and plans are named by uuid.
 */
@Entity({ tableName: 'consent_form' })
@Index({ name: 'consent_form_patient_index', properties: ['patientUuid', 'createdAt'] })
export class ConsentForm extends CompanyOwnedEntity {
  @Property({ type: 'uuid' })
  patientUuid!: string;

  @Property({ type: 'uuid' })
  templateUuid!: string;

  /** The template's name when the form was made (a later rename leaves the patient's form as signed). */
  @Property({ type: 'string', length: 200 })
  templateName!: string;

  @Property({ type: 'uuid', nullable: true })
  planUuid: string | null = null;

  @Property({ type: 'string', length: 2 })
  language!: Language;

  /** The text as the patient reads it (placeholders filled). */
  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'uuid', nullable: true })
  createdByUuid: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  signedAt: Date | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  signerName: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  representativeName: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  representativeRelation: string | null = null;

  @Property({ type: 'text', nullable: true, lazy: true })
  patientSignature: string | null = null;

  @Property({ type: 'text', nullable: true, lazy: true })
  staffSignature: string | null = null;

  /** The staff member who countersigned. */
  @Property({ type: 'uuid', nullable: true })
  signedByUuid: string | null = null;

  /** The signing device's user agent. */
  @Property({ type: 'string', length: 500, nullable: true })
  device: string | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  contentSha256: string | null = null;

  @Property({ type: 'blob', columnType: 'bytea', nullable: true, lazy: true })
  pdf: Buffer | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  pdfSha256: string | null = null;

  /** The PDF's copy in the patient's documents (the patients module's file). */
  @Property({ type: 'uuid', nullable: true })
  documentUuid: string | null = null;
}
