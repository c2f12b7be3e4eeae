import type { EntityManager } from '@mikro-orm/postgresql';
import type { ToothMapStatus } from '@dental/contracts';
import { tenantCompanyId } from '@dental/server-core';

/** A tooth status (a diagnosis) as settings publishes it (settings_v1.tooth_status_ref): the answer's fields and when it was deleted. */
export interface ToothStatusRef extends ToothMapStatus {
  deleted_at: Date | null;
}

/**
 * The tenant's tooth statuses by uuid through settings' published view, deleted ones too: an item
 * keeps its status by uuid and still reads as diagnosed after settings drops the status. One statement.
 */
export async function toothStatusRefs(em: EntityManager, uuids: readonly string[]): Promise<Map<string, ToothStatusRef>> {
  const wanted = [...new Set(uuids)];
  if (!wanted.length) return new Map();
  const rows = await em.execute<ToothStatusRef[]>(
    `select t.uuid, t.name, t.category, t.color, t.diagnostic_name, t.scheduled_name, t.cure_name, t.has_surface, t.display_type, t.icon_text, t.deleted_at
     from settings_v1.tooth_status_ref t where t.company_id = ? and t.uuid = any(?::uuid[])`,
    [tenantCompanyId(em), `{${wanted.join(',')}}`],
  );
  return new Map(rows.map((row) => [row.uuid, row]));
}

/** The status as an item's answer carries it (without when settings deleted it). */
export function statusRefAnswer({ deleted_at: _deleted, ...status }: ToothStatusRef): ToothMapStatus {
  return status;
}
