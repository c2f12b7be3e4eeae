import type { Ref } from '@mikro-orm/core';
import { Entity, Property, ManyToOne, Unique } from '@mikro-orm/decorators/legacy';
import type { InvoiceKind } from '@dental/contracts';
import { Branch } from '@dental/identity';
import { CompanyOwnedEntity } from '@dental/server-core';

/**
 * The last number given in one series (branch, kind, year). Issuing increments it with one
 * `insert ... on conflict do update ... returning` inside the issuing transaction: the row stays
 * locked until that transaction ends, so concurrent issues queue on it (no duplicate), and a
 * rolled-back issue rolls its increment back too (no gap).
 */
@Entity({ tableName: 'invoice_counter' })
@Unique({ name: 'invoice_counter_series_unique', properties: ['branch', 'kind', 'year'] })
export class InvoiceCounter extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => Branch, ref: true, deleteRule: 'restrict' })
  branch!: Ref<Branch>;

  @Property({ type: 'string', length: 20 })
  kind!: InvoiceKind;

  @Property({ type: 'smallint' })
  year!: number;

  @Property({ type: 'integer' })
  lastNumber!: number;
}
