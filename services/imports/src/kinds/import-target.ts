import type { ImportDateOrder, ImportDuplicate, ImportField, ImportKind, Language } from '@dental/contracts';
import type { AuthSession, FieldMessage } from '@dental/server-core';
import type { z } from 'zod';
import type { References } from './references.js';

/** A row's cells read into the fields its columns are mapped to (trimmed; an empty cell is left out). */
export interface RowInput {
  row: number;
  /** The old system's id of the row (its key column). */
  key: string;
  values: Partial<Record<ImportField, string>>;
}

/** Messages by field: the import's field names, or the API's (the target's `fieldOf` says which import field that is). */
export type FieldErrors = Record<string, FieldMessage>;

/**
 * A link a row asks for to another row of the same kind, by that row's key (a patient's relative):
 * made once both records exist, after the last row.
 */
export interface RowRelation {
  key: string;
  type: number;
  field: ImportField;
}

/** What a row's text became: the API's body (and a link it asks for), or why it could not be read. */
export type ReadResult<B> = { body: B; relation?: RowRelation } | { fields: FieldErrors };

/** What one run (or dry run) knows beside the rows. */
export interface RunContext {
  importUuid: string;
  dateOrder: ImportDateOrder;
  /** A dry run writes nothing: a missing service group is not made, only announced. */
  write: boolean;
  auth: AuthSession;
  requestId: string | null;
  /** The language of the user who started it (a group the run names for itself). */
  language: Language;
  refs: References;
  now: Date;
}

/** A record made (or found) for a row, as the owning module answers it. */
export interface MadeRecord {
  uuid: string;
  version: number;
}

/** A record the clinic already has that a row matches; a patient is shown in the dry run. */
export interface Match extends MadeRecord {
  patient?: ImportDuplicate['patient'];
}

/**
 * One kind of import: how a row's text becomes the body the API itself takes (validated by the
 * API's own zod schema), and how its records are made, found, changed, checked and removed, always
 * through the owning module's exported services. services/imports/src/run/ drives it.
 */
export interface ImportTarget<B extends object = Record<string, unknown>> {
  readonly kind: ImportKind;
  /** The API's schema of a create: the dry run and the run check every body with it. */
  readonly schema: z.ZodType<B, unknown>;
  /** An API field that does not share its import field's name (`doctor_uuid` is read from `doctor`). */
  readonly fieldOf: Readonly<Record<string, ImportField>>;
  /** Rows per batch: a statement's worth of rows, or one at a time where each write is checked on its own. */
  readonly batchSize: number;
  /**
   * Whether each row is written in a transaction of its own (a booking the calendar refuses, a
   * code another row took, must not take its batch down with it).
   */
  readonly rowByRow: boolean;

  /** The rows' text as API bodies (references found by name or code), a batch at a time. */
  read(rows: readonly RowInput[], context: RunContext): Promise<ReadResult<B>[]>;
  /** The module's own rules beyond the schema (a personal code's check digit), as its API would answer them. */
  check?(body: B): FieldErrors | null;
  /** For each body, a record the clinic already has that it would duplicate (linked to, never made twice), or null. */
  matches?(bodies: readonly B[]): Promise<(Match | null)[]>;
  create(bodies: readonly B[], context: RunContext): Promise<MadeRecord[]>;
  /** Changes a record still at `version` (VERSION_CONFLICT otherwise); answers its new version. */
  update(uuid: string, body: B, version: number, context: RunContext): Promise<number>;
  /** The record's values as a body names them (what an update replaced, restored by undo). */
  current(uuid: string): Promise<Record<string, unknown>>;
  versions(uuids: readonly string[]): Promise<Map<string, number>>;
  /** Removes the records an undone import made, each at the version the import left it. */
  remove(versions: ReadonlyMap<string, number>, context: RunContext): Promise<void>;
  /** Records that rows of other modules have come to depend on since (a patient booked or invoiced): no undo. */
  dependents?(uuids: readonly string[]): Promise<Set<string>>;
  /** Makes a row's link to another record of the kind (RowRelation); false when they were linked already. */
  relate?(from: string, to: string, type: number): Promise<boolean>;
}
