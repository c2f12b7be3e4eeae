import { EntityManager } from '@mikro-orm/postgresql';
import { tenantCompanyId } from '@dental/server-core';

/** The clinic an estimate is printed for: a branch's seller details as identity publishes them. */
export interface PlanClinic {
  name: string;
  company_name: string | null;
  company_number: string | null;
  vat_number: string | null;
  address_declared: string | null;
  address_actual: string | null;
  phone: string | null;
  email: string | null;
}

/**
 * The patient's branch (patients_v1.patient_branch; of several, the first by name), else the
 * company's first branch by name: read from identity's published `identity_v1.branch_seller`.
 */
const CLINIC_SQL = `select b.name, b.company_name, b.company_number, b.vat_number, b.address_declared, b.address_actual, b.phone, b.email
  from identity_v1.branch_seller b
  left join patients_v1.patient_branch pb on pb.branch_uuid = b.uuid and pb.patient_uuid = ? and pb.company_id = ?
  where b.company_id = ? and b.deleted_at is null
  order by (pb.patient_uuid is null), b.name
  limit 1`;

export async function planClinic(em: EntityManager, patientUuid: string): Promise<PlanClinic | null> {
  const company = tenantCompanyId(em);
  const [row] = await em.getConnection().execute<PlanClinic[]>(CLINIC_SQL, [patientUuid, company, company]);
  return row ?? null;
}
