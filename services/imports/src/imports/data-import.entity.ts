import type { Opt } from '@mikro-orm/core';
import { Check, Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import type { ImportDateOrder, ImportEncoding, ImportFormat, ImportKind, ImportState } from '@dental/contracts';
import { CompanyOwnedEntity, openText, sealText, type FieldMessage, type SealedColumn } from '@dental/server-core';

/** sealText's purpose for an upload's preview rows. */
const PREVIEW_PURPOSE = 'import_preview';

/** The preview rows as stored: their JSON, sealed (they hold what the file holds: names, personal codes). */
export const sealPreview = (rows: Record<string, string>[]): string => sealText(JSON.stringify(rows), PREVIEW_PURPOSE);

/** The mapping as stored: header -> field (null: not imported), the key column, the date order. */
export interface StoredMapping {
  columns: Record<string, string | null>;
  keyColumn: string;
  dateOrder: ImportDateOrder;
}

/**
 * One import: an uploaded file (its bytes in import_file_chunk until it is finished or undone),
 * how it is read and mapped, and where its run stands. The run's counters and progress are
 * written as it goes, so any instance answers GET /api/imports/{uuid} and a reloaded page finds
 * the bar where it was; `heartbeat_at` tells a run that died with its process from one that runs.
 */
@Entity({ tableName: 'data_import' })
@Check({ name: 'data_import_progress_range', expression: '"progress" between 0 and 100' })
@Index({ name: 'data_import_company_created_index', properties: ['company', 'createdAt'] })
export class DataImport extends CompanyOwnedEntity {
  @Property({ type: 'string', length: 255 })
  fileName!: string;

  /** Bytes (IMPORT_MAX_MB at most). */
  @Property({ type: 'integer' })
  fileSize!: number;

  @Property({ type: 'string', length: 10 })
  format!: ImportFormat;

  /** Null for an XLSX. */
  @Property({ type: 'string', length: 20, nullable: true })
  encoding: ImportEncoding | null = null;

  @Property({ type: 'string', length: 5, nullable: true })
  delimiter: string | null = null;

  @Property({ type: 'json' })
  headers!: string[];

  /**
   * The first rows by header, as the upload read them (the mapping screen shows them after a
   * reload too), sealed (sealPreview): a dump or a backup holds no patient's code from a file.
   */
  @Property({ type: 'text', hidden: true })
  previewSealed!: string;

  get preview(): Opt<Record<string, string>[]> {
    return JSON.parse(openText(this.previewSealed, PREVIEW_PURPOSE)) as Record<string, string>[];
  }

  /** Data rows (the header row aside). */
  @Property({ type: 'integer' })
  rows!: number;

  /** The date order guessed from the file's dates at upload; the mapping may set another. */
  @Property({ type: 'string', length: 3 })
  guessedDateOrder!: ImportDateOrder;

  @Property({ type: 'string', length: 20, nullable: true })
  kind: ImportKind | null = null;

  /** The mapping chosen (state `mapped`), or the one guessed at upload (state `uploaded`). */
  @Property({ type: 'json', nullable: true })
  mapping: StoredMapping | null = null;

  @Property({ type: 'string', length: 20, default: 'uploaded' })
  state: Opt<ImportState> = 'uploaded';

  @Property({ type: 'smallint', default: 0 })
  progress: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  created: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  updated: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  skipped: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  failed: Opt<number> = 0;

  /** Why a run stopped (a message key of the `errors` dictionary), for state `failed`. */
  @Property({ type: 'json', nullable: true })
  error: FieldMessage | null = null;

  /** Whether the stored bytes are still there (deleted once finished or undone). */
  @Property({ type: 'boolean', default: true })
  fileKept: Opt<boolean> = true;

  /** Written with every batch of a run: a `running` import whose heartbeat stopped was left by a process that died. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  heartbeatAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  finishedAt: Date | null = null;

  /** Who uploaded it: identity's user, kept by uuid and named through identity_v1.user_ref (no relation across modules). */
  @Property({ type: 'uuid', nullable: true })
  createdByUuid: string | null = null;
}

/** The preview rows for `npm run keys:rotate`. */
export const importSealedColumns: SealedColumn[] = [{ table: 'data_import', column: 'preview_sealed', purpose: PREVIEW_PURPOSE }];
