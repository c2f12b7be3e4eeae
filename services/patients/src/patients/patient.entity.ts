import { Collection, type Opt, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToMany, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Language } from '@dental/contracts';
import { Branch, User } from '@dental/identity';
import { CompanyOwnedEntity, openPersonalCode, sealPersonalCode } from '@dental/server-core';
import { foldSql } from '../search/fold.js';
import type { StoredAnswer } from '../tests/patient-test.entity.js';

const digitsOf = (column: string) => `regexp_replace(coalesce("${column}", ''), '[^0-9]', '', 'g')`;

/**
 * What the list search looks in, folded (lower case, no accents) and stored, so a search is a
 * trigram-indexed LIKE on one column: names, client card and e-mail as typed, then both phones as
 * bare digits ("+371 2912 3456" is found by "29123456"). Never the personal code: it is stored
 * sealed, and found by its keyed hashes (personal_code_hash, personal_code_prefix_hash).
 * Computed by Postgres itself, so rows written by SQL (imports, the benchmark) are searchable too.
 */
export const SEARCH_TEXT_SQL =
  `${foldSql(`"first_name" || ' ' || "last_name" || ' ' || coalesce("client_card", '') || ' ' || coalesce("email", '')`)}` +
  ` || ' ' || ${digitsOf('phone')} || ' ' || ${digitsOf('phone2')}`;

/** One live card per personal code in a company: the server's guarantee, also between concurrent saves. */
export const PERSONAL_CODE_UNIQUE = 'patient_company_personal_code_unique';

/** The list's default order: last then first name, folded, so "Ābele" sorts with the A's. */
export const SORT_NAME_SQL = foldSql(`"last_name" || ' ' || "first_name"`);

/** A patient of one company: the patient card. */
@Entity({ tableName: 'patient' })
@Index({
  name: 'patient_search_text_trgm',
  expression: 'create index "patient_search_text_trgm" on "patient" using gin ("search_text" gin_trgm_ops) where "deleted_at" is null',
})
@Index({
  name: 'patient_company_sort_name_index',
  expression: 'create index "patient_company_sort_name_index" on "patient" ("company_id", "sort_name", "uuid") where "deleted_at" is null',
})
@Index({ name: 'patient_company_personal_code_index', properties: ['company', 'personalCodeHash'] })
@Index({ name: 'patient_company_personal_code_prefix_index', properties: ['company', 'personalCodePrefixHash'] })
@Unique({
  name: PERSONAL_CODE_UNIQUE,
  expression: `create unique index "${PERSONAL_CODE_UNIQUE}" on "patient" ("company_id", "personal_code_hash") where "deleted_at" is null and "personal_code_hash" is not null and not "personal_code_shared"`,
})
@Index({ name: 'patient_company_dob_index', properties: ['company', 'dob'] })
export class Patient extends CompanyOwnedEntity {
  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Property({ type: 'string', length: 100 })
  lastName!: string;

  @Property({ type: 'string', length: 50, nullable: true })
  clientCard: string | null = null;

  /**
   * The personal code, sealed (AES-256-GCM, @dental/server-core's sealText): no plaintext code in
   * the database, its dumps or its logs. Read and written through `personalCode`.
   */
  @Property({ type: 'text', nullable: true, hidden: true })
  personalCodeSealed: string | null = null;

  /** Keyed hash of the whole code: the duplicate check, the unique index and the search by code. */
  @Property({ type: 'string', length: 64, nullable: true, hidden: true })
  personalCodeHash: string | null = null;

  /** Keyed hash of the code's first six digits (an older code's birth date), searched by the desk. */
  @Property({ type: 'string', length: 64, nullable: true, hidden: true })
  personalCodePrefixHash: string | null = null;

  /** Normalized `DDMMYY-NNNNN` (both forms), or null for patients without one (foreigners). */
  get personalCode(): string | null {
    return openPersonalCode(this.personalCodeSealed);
  }

  /** Seals a new code and its hashes; the same code again leaves the row as it is (no new ciphertext, no update). */
  set personalCode(code: string | null) {
    if (code === this.personalCode) return;
    Object.assign(this, sealPersonalCode(code));
  }

  /**
   * A card that already shared its personal code with an earlier live card when codes became
   * unique (docs/decisions.md): kept out of the unique index and listed for merge. New and edited
   * codes never set it (patients/personal-code.ts).
   */
  @Property({ type: 'boolean', default: false })
  personalCodeShared: Opt<boolean> = false;

  @Property({ type: 'string', length: 30, nullable: true })
  phone: string | null = null;

  @Property({ type: 'string', length: 30, nullable: true })
  phone2: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  email: string | null = null;

  /** 0 none, 1 male, 2 female. */
  @Property({ type: 'smallint', default: 0 })
  gender: Opt<0 | 1 | 2> = 0;

  @Property({ type: 'string', length: 500, nullable: true })
  address: string | null = null;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  /** 0 disabled, 1 active, 2 vacation. */
  @Property({ type: 'smallint', default: 1 })
  status: Opt<0 | 1 | 2> = 1;

  /** The assigned doctor (a user of the same company). */
  @ManyToOne({ entity: () => User, ref: true, nullable: true, index: true, deleteRule: 'set null' })
  doctor: Ref<User> | null = null;

  @ManyToMany({ entity: () => User, pivotTable: 'patient_helpers', joinColumn: 'patient_uuid', inverseJoinColumn: 'user_uuid' })
  helpers = new Collection<User>(this);

  @ManyToMany({ entity: () => Branch, pivotTable: 'patient_branches', joinColumn: 'patient_uuid', inverseJoinColumn: 'branch_uuid' })
  branches = new Collection<Branch>(this);

  @Property({ type: 'string', length: 200, nullable: true })
  insurance: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  job: string | null = null;

  @Property({ type: 'text', nullable: true })
  comment: string | null = null;

  @Property({ type: 'date', nullable: true })
  dob: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  country: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  workplace: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  workplaceTitle: string | null = null;

  @Property({ type: 'text', nullable: true })
  workplaceNotes: string | null = null;

  /** 0 passport, 1 ID card, 2 other. */
  @Property({ type: 'smallint', nullable: true })
  documentType: 0 | 1 | 2 | null = null;

  @Property({ type: 'string', length: 50, nullable: true })
  documentNumber: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  documentCountry: string | null = null;

  @Property({ type: 'date', nullable: true })
  documentDate: string | null = null;

  @Property({ type: 'date', nullable: true })
  documentExpiration: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  insuranceNumber: string | null = null;

  @Property({ type: 'date', nullable: true })
  insuranceExpiration: string | null = null;

  @Property({ type: 'text', nullable: true })
  insuranceNotes: string | null = null;

  /** A note flagged wherever the patient shows (the alerts badge). */
  @Property({ type: 'text', nullable: true })
  medicalAlert: string | null = null;

  /** The triggered answers of the latest fill of each questionnaire (alerts/flagged-answers.ts). */
  @Property({ type: 'json', default: '[]' })
  flaggedAnswers: Opt<StoredAnswer[]> = [];

  /** Set when this card was merged into another: the kept card (this one is soft-deleted). */
  @Property({ type: 'uuid', nullable: true })
  mergedInto: string | null = null;

  /** Language of reminders and letters. */
  @Property({ type: 'string', length: 2, default: 'lv' })
  communicationLanguage: Opt<Language> = 'lv';

  @Property({ type: 'boolean', default: true })
  communicationSms: Opt<boolean> = true;

  /** Marketing by SMS: opt-in, off until the patient agrees. */
  @Property({ type: 'boolean', default: false })
  communicationSmsAd: Opt<boolean> = false;

  @Property({ type: 'boolean', default: true })
  communicationEmail: Opt<boolean> = true;

  /** Marketing by e-mail: opt-in, off until the patient agrees. */
  @Property({ type: 'boolean', default: false })
  communicationEmailAd: Opt<boolean> = false;

  /** Set when the patient was erased (data-rights/patient-erasure.service.ts): the card is locked. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  erasedAt: Date | null = null;

  /** `online_booking` when the patient's own online booking created the card (issue 27): the desk checks it. */
  @Property({ type: 'string', length: 20, nullable: true })
  source: string | null = null;
  /**
   * Set while the patient restricts processing (GDPR Art. 18): no messages, no marketing (the
   * messages module reads it from the published `patient_restriction`), a read of the card needs a reason.
   */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  restrictedAt: Date | null = null;

  /** Why the patient is restricted (or why it was lifted: kept in the audit trail too). */
  @Property({ type: 'text', nullable: true })
  restrictionReason: string | null = null;

  @Property({ type: 'text', generated: `(${SEARCH_TEXT_SQL}) stored`, lazy: true, hidden: true, nullable: true })
  searchText?: Opt<string>;

  @Property({ type: 'text', generated: `(${SORT_NAME_SQL}) stored`, lazy: true, hidden: true, nullable: true })
  sortName?: Opt<string>;
}
