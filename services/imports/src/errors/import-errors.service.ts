import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ImportRowError, Language } from '@dental/contracts';
import { translateField, type FieldMessage } from '@dental/server-core';
import { DataImport } from '../imports/data-import.entity.js';
import { ImportError } from './import-error.entity.js';

/** A row error as the pass finds it (translated only when read). */
export interface RowError {
  row: number;
  field: string;
  column: string | null;
  message: FieldMessage;
}

const PAGE = 2000;

export const translateRowError = (error: Pick<ImportError, 'row' | 'field' | 'column' | 'message'>, language: Language): ImportRowError => ({
  row: error.row,
  field: error.field,
  column: error.column,
  message: translateField(language, error.message),
});

/** The row errors of an import's last dry run or run (import-error.entity.ts). */
@Injectable()
export class ImportErrors {
  constructor(private readonly em: EntityManager) {}

  /** Forgets the last pass's errors: a new dry run or run starts its own list. */
  async clear(importUuid: string): Promise<void> {
    await this.em.nativeDelete(ImportError, { dataImport: importUuid });
  }

  async add(importUuid: string, errors: readonly RowError[]): Promise<void> {
    if (!errors.length) return;
    for (const error of errors) this.em.create(ImportError, { dataImport: this.em.getReference(DataImport, importUuid), ...error });
    await this.em.flush();
  }

  /** The first `limit` errors, by row. */
  first(importUuid: string, limit: number): Promise<ImportError[]> {
    return this.em.find(ImportError, { dataImport: importUuid }, { orderBy: { row: 'asc', createdAt: 'asc', uuid: 'asc' }, limit });
  }

  count(importUuid: string): Promise<number> {
    return this.em.count(ImportError, { dataImport: importUuid });
  }

  /** Every error, by row, a page at a time (errors.csv). */
  async *all(importUuid: string): AsyncGenerator<ImportError> {
    for (let offset = 0; ; offset += PAGE) {
      const page = await this.em.find(ImportError, { dataImport: importUuid }, { orderBy: { row: 'asc', createdAt: 'asc', uuid: 'asc' }, limit: PAGE, offset });
      yield* page;
      if (page.length < PAGE) return;
    }
  }
}
