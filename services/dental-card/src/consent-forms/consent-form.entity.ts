import type { Opt } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import type { Language } from '@dental/contracts';
import { CompanyOwnedEntity, openText, sealText, type SealedColumn } from '@dental/server-core';

/** sealText's purpose for a form's filled text (bound as associated data: it opens as nothing else). */
export const CONSENT_TEXT_PURPOSE = 'consent_form_text';

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

  /**
   * The text as the patient reads it (placeholders filled), sealed (AES-256-GCM, server-core's
   * sealText): it holds the patient's name and personal code, which no dump or backup may hold in
   * plaintext. Read and written through `text`.
   */
  @Property({ type: 'text', hidden: true })
  textSealed!: string;

  get text(): Opt<string> {
    return openText(this.textSealed, CONSENT_TEXT_PURPOSE);
  }

  set text(text: Opt<string>) {
    this.textSealed = sealText(text, CONSENT_TEXT_PURPOSE);
  }

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

/**
 * The forms' text for `npm run keys:rotate`. A signed form's row refuses changes (the migration's
 * trigger); `dental.resealing` lets the rotation's own transactions seal the same text again.
 */
export const consentFormSealedColumns: SealedColumn[] = [
  { table: 'consent_form', column: 'text_sealed', purpose: CONSENT_TEXT_PURPOSE, prelude: `select set_config('dental.resealing', 'on', true)` },
];
