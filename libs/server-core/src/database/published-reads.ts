import type { EntityManager } from '@mikro-orm/postgresql';
import type { PersonRef } from '@dental/contracts';
import { tenantCompanyId } from './tenant.js';

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
