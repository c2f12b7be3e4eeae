import type { EntityManager } from '@mikro-orm/postgresql';
import { tenantCompanyId } from '@dental/server-core';

/** A service of the price list as settings publishes it (settings_v1.service_offer: its name and bottom price). */
export interface ServiceRef {
  uuid: string;
  name: string;
  price_from: number;
  deleted_at: Date | null;
}

/**
 * The tenant's services by uuid through settings' published view, deleted ones too: a procedure
 * keeps its service by uuid and stays named after the price list drops it. One statement.
 */
export async function serviceRefs(em: EntityManager, uuids: readonly (string | null)[]): Promise<Map<string, ServiceRef>> {
  const wanted = [...new Set(uuids.filter((uuid): uuid is string => !!uuid))];
  if (!wanted.length) return new Map();
  const rows = await em.execute<ServiceRef[]>(
    'select s.uuid, s.name, s.price_from, s.deleted_at from settings_v1.service_offer s where s.company_id = ? and s.uuid = any(?::uuid[])',
    [tenantCompanyId(em), `{${wanted.join(',')}}`],
  );
  return new Map(rows.map((row) => [row.uuid, row]));
}
