import type { EntityManager } from '@mikro-orm/postgresql';
import { tenantCompanyId } from '@dental/server-core';

/** A product of the price list as settings publishes it (settings_v1.product_ref). */
export interface ProductRef {
  uuid: string;
  name: string;
  sku: string;
  unit: string;
  price: number;
  deleted_at: Date | null;
}

/** The tenant's products by uuid, deleted ones too (a product used stays named after the price list drops it). */
export async function productRefs(em: EntityManager, uuids: readonly string[]): Promise<Map<string, ProductRef>> {
  if (!uuids.length) return new Map();
  const rows = await em.execute<ProductRef[]>(
    'select p.uuid, p.name, p.sku, p.unit, p.price, p.deleted_at from settings_v1.product_ref p where p.company_id = ? and p.uuid = any(?::uuid[])',
    [tenantCompanyId(em), `{${[...new Set(uuids)].join(',')}}`],
  );
  return new Map(rows.map((row) => [row.uuid, row]));
}
