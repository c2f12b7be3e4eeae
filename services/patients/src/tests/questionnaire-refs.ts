import type { EntityManager } from '@mikro-orm/postgresql';
import { tenantCompanyId } from '@dental/server-core';

/** A questionnaire as settings publishes it (settings_v1.questionnaire_ref). */
export interface QuestionnaireRef {
  uuid: string;
  name: string;
  regularity: number;
  deleted_at: Date | null;
}

/**
 * The tenant's questionnaires through settings' published view: the named ones (a deleted one
 * still names the answers given to it), or with no uuids every live one by name (for the due dates).
 */
export async function questionnaireRefs(em: EntityManager, uuids?: readonly string[]): Promise<QuestionnaireRef[]> {
  if (uuids && !uuids.length) return [];
  const columns = 'select q.uuid, q.name, q.regularity, q.deleted_at from settings_v1.questionnaire_ref q where q.company_id = ?';
  return uuids
    ? em.execute<QuestionnaireRef[]>(`${columns} and q.uuid = any(?::uuid[])`, [tenantCompanyId(em), `{${[...new Set(uuids)].join(',')}}`])
    : em.execute<QuestionnaireRef[]>(`${columns} and q.deleted_at is null order by q.name asc`, [tenantCompanyId(em)]);
}
