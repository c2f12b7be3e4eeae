import type { Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { ImportKind } from '@dental/contracts';
import { CompanyOwnedEntity } from '@dental/server-core';
import { DataImport } from '../imports/data-import.entity.js';

/** What a row did to its record: made it, changed it (a later import of the same key), or found it already there. */
export type RecordOutcome = 'created' | 'updated' | 'linked';

/** What an update replaced: the record as the earlier import left it, restored when this one is undone. */
export interface PreviousState {
  importUuid: string;
  outcome: RecordOutcome;
  version: number;
  hash: string;
  values: Record<string, unknown>;
}

/**
 * The old system's id of a row (`key`, per kind) and the record it became (a patient, an
 * appointment, a service or an opening entry, owned by its module): a second run of the same file
 * finds its keys here and adds nothing, and an undo knows what to remove. One live record per key
 * and kind; `version` is the record's version as the import left it (changed since: no undo) and
 * `hash` the row's values (changed in a later file: an update).
 */
@Entity({ tableName: 'import_record' })
@Index({
  name: 'import_record_company_kind_key_unique',
  expression: 'create unique index "import_record_company_kind_key_unique" on "import_record" ("company_id", "kind", "key") where "deleted_at" is null',
})
@Index({ name: 'import_record_import_index', properties: ['dataImport'] })
export class ImportRecord extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => DataImport, ref: true, fieldName: 'import_uuid', deleteRule: 'restrict' })
  dataImport!: Ref<DataImport>;

  @Property({ type: 'string', length: 20 })
  kind!: ImportKind;

  @Property({ type: 'string', length: 200 })
  key!: string;

  /** The record made or found: a uuid of the owning module's table (no foreign key across modules). */
  @Property({ type: 'uuid' })
  recordUuid!: string;

  @Property({ type: 'integer' })
  recordVersion!: number;

  @Property({ type: 'string', length: 64 })
  hash!: string;

  @Property({ type: 'string', length: 10 })
  outcome!: RecordOutcome;

  @Property({ type: 'json', nullable: true })
  previous: PreviousState | null = null;
}
