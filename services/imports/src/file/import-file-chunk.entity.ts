import type { Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { CompanyOwnedEntity } from '@dental/server-core';
import { DataImport } from '../imports/data-import.entity.js';

/**
 * A piece of an uploaded file's bytes, in order. Kept in the database rather than on one
 * instance's disk, so any instance of the API can run the import (and a reloaded page, answered by
 * another instance, finds it), read as a stream one piece at a time.
 */
@Entity({ tableName: 'import_file_chunk' })
@Unique({ name: 'import_file_chunk_import_seq_unique', properties: ['dataImport', 'seq'] })
export class ImportFileChunk extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => DataImport, ref: true, fieldName: 'import_uuid', deleteRule: 'cascade' })
  dataImport!: Ref<DataImport>;

  @Property({ type: 'integer' })
  seq!: number;

  @Property({ type: 'blob', lazy: true })
  bytes!: Buffer;
}
