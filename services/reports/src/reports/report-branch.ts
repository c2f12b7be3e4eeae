import type { EntityManager } from '@mikro-orm/postgresql';
import { Branch } from '@dental/identity';
import { notFound } from '@dental/server-core';

/** The asked branch through the tenant filter (another company's or an unknown one: 404); null = all branches. */
export async function reportBranch(em: EntityManager, branchUuid: string | undefined): Promise<string | null> {
  if (!branchUuid) return null;
  const branch = await em.findOne(Branch, { uuid: branchUuid });
  if (!branch) throw notFound();
  return branch.uuid;
}
