import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiException, tenantCompanyId } from '@dental/server-core';

/**
 * The rule the tooth map's treat path asks (issue 29): a service linked to a template is treated
 * only when the patient has a signed form of that template that was not withdrawn; else 409
 * `CONSENT_REQUIRED` naming the (first, by name) template still missing.
 */
@Injectable()
export class ConsentRequirement {
  constructor(private readonly em: EntityManager) {}

  async assertSigned(patientUuid: string, serviceUuid: string): Promise<void> {
    const [missing] = await this.em.execute<{ uuid: string; name: string }[]>(
      `select t.uuid, t.name from consent_form_template t
       where t.company_id = ? and t.deleted_at is null and ?::uuid = any(t.service_uuids)
         and not exists (
           select 1 from consent_form f
           where f.company_id = t.company_id and f.template_uuid = t.uuid and f.patient_uuid = ? and f.deleted_at is null and f.signed_at is not null
             and not exists (select 1 from consent_form_withdrawal w where w.form_uuid = f.uuid and w.company_id = f.company_id and w.deleted_at is null))
       order by t.name asc, t.uuid asc limit 1`,
      [tenantCompanyId(this.em), serviceUuid, patientUuid],
    );
    if (missing) {
      throw new ApiException(409, 'CONSENT_REQUIRED', { service_uuid: { key: 'CONSENT_REQUIRED', params: { template: missing.name } } }, { template: missing.name }, {
        template_uuid: missing.uuid,
        template_name: missing.name,
      });
    }
  }
}
