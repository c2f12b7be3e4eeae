import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ImportKind } from '@dental/contracts';
import type { StoredMapping } from '../imports/data-import.entity.js';
import { headerKey } from './guess.js';
import { SavedMapping } from './saved-mapping.entity.js';

/** The company's remembered mappings (saved-mapping.entity.ts): one per kind, the last one chosen. */
@Injectable()
export class SavedMappings {
  constructor(private readonly em: EntityManager) {}

  all(): Promise<SavedMapping[]> {
    return this.em.find(SavedMapping, {});
  }

  /** Remembers a mapping by its headers' folded names, so the same old system's next file (in any case or spelling of accents) maps itself. */
  async remember(kind: ImportKind, mapping: StoredMapping): Promise<void> {
    const columns = Object.fromEntries(Object.entries(mapping.columns).flatMap(([header, field]) => (field ? [[headerKey(header), field]] : [])));
    const saved = (await this.em.findOne(SavedMapping, { kind })) ?? this.em.create(SavedMapping, { kind, columns, keyColumn: '', dateOrder: mapping.dateOrder });
    Object.assign(saved, { columns, keyColumn: headerKey(mapping.keyColumn), dateOrder: mapping.dateOrder });
    await this.em.flush();
  }
}
