import type { EntityManager } from '@mikro-orm/postgresql';
import type { PersonRef } from '@dental/contracts';
import { badRequest } from '../http/api-exception.js';
import { tenantCompanyId } from './tenant.js';

// Reads of the views the modules publish (`<module>_v1.*`) that several modules need alike: written
// once here, so no module reads another's tables nor copies the reading.

/**
 * The named staff of the tenant's company, by uuid, read through identity's published
 * `identity_v1.user_ref` (never its `user` table): how a module that keeps only a user's uuid names
 * its author, signer or creator. A left member (soft-deleted) is still named: the record outlives
 * their account. One statement whatever the number of uuids.
 */
export async function staffRefs(em: EntityManager, uuids: readonly (string | null | undefined)[]): Promise<Map<string, PersonRef>> {
  const wanted = [...new Set(uuids.filter((uuid): uuid is string => !!uuid))];
  if (!wanted.length) return new Map();
  const rows = await em.execute<PersonRef[]>(
    'select u.uuid, u.first_name, u.last_name from identity_v1.user_ref u where u.company_id = ? and u.uuid = any(?::uuid[])',
    [tenantCompanyId(em), `{${wanted.join(',')}}`],
  );
  return new Map(rows.map((row) => [row.uuid, { uuid: row.uuid, first_name: row.first_name, last_name: row.last_name }]));
}

/**
 * The sent services, once each, when every one is a live service of the tenant's company (settings'
 * published `settings_v1.service_ref`); an unknown or deleted one is a 400 on `service_uuids.<index>`.
 */
export async function liveServiceUuids(em: EntityManager, uuids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(uuids)];
  if (!unique.length) return [];
  const live = await em.execute<{ uuid: string }[]>(
    'select s.uuid from settings_v1.service_ref s where s.company_id = ? and s.deleted_at is null and s.uuid = any(?::uuid[])',
    [tenantCompanyId(em), `{${unique.join(',')}}`],
  );
  const known = new Set(live.map((row) => row.uuid));
  const unknown = uuids.findIndex((uuid) => !known.has(uuid));
  if (unknown >= 0) throw badRequest('VALIDATION_FAILED', { [`service_uuids.${unknown}`]: 'unknown_service' });
  return unique;
}
