import type { Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { CompanyOwnedEntity, type FieldMessage } from '@dental/server-core';
import { DataImport } from '../imports/data-import.entity.js';

/**
 * A row the last dry run or run could not import: its spreadsheet row number, the field (`_` for
 * the row as a whole) and the message's key in the `errors` dictionary with its parameters, so
 * errors.csv and the screen show it in the reader's language.
 */
@Entity({ tableName: 'import_error' })
@Index({ name: 'import_error_import_row_index', properties: ['dataImport', 'row'] })
export class ImportError extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => DataImport, ref: true, fieldName: 'import_uuid', deleteRule: 'cascade' })
  dataImport!: Ref<DataImport>;

  @Property({ type: 'integer' })
  row!: number;

  @Property({ type: 'string', length: 100 })
  field!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  column: string | null = null;

  @Property({ type: 'json' })
  message!: FieldMessage;
}
