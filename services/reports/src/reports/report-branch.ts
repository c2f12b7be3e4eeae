import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound, tenantCompanyId } from '@dental/server-core';

/** The asked branch of the company (identity's published `branch_ref`; another company's or an unknown one: 404); null = all branches. */
export async function reportBranch(em: EntityManager, branchUuid: string | undefined): Promise<string | null> {
  if (!branchUuid) return null;
  const [branch] = await em.execute<{ uuid: string }[]>(
    'select uuid from identity_v1.branch_ref where uuid = ? and company_id = ? and deleted_at is null',
    [branchUuid, tenantCompanyId(em)],
  );
  if (!branch) throw notFound();
  return branch.uuid;
}
