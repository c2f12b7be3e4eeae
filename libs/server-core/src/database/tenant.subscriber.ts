import type { EventArgs, EventSubscriber } from '@mikro-orm/core';
import { CompanyOwnedEntity } from './company-owned.entity.js';
import { Company } from './company.entity.js';
import { TENANT_FILTER, type TenantFilterParams } from './filters.js';

/**
 * Stamps the tenant's company on every company-owned row being created (on flush, whether it came
 * from `em.create` or `em.persist`), so a handler cannot create a row in another company, even by
 * copying a client's field, and creates never name the company. Outside a tenant (the seed) there
 * is no tenant parameter and the row keeps the company it was given; one given none fails here,
 * by name, rather than as a NOT NULL violation. `em.insert` and raw SQL bypass it (said where used).
 */
export class TenantSubscriber implements EventSubscriber {
  beforeCreate(args: EventArgs<object>): void {
    if (!(args.entity instanceof CompanyOwnedEntity)) return;
    const params = args.em.getFilterParams<TenantFilterParams>(TENANT_FILTER);
    if (params?.companyId !== undefined) {
      args.entity.company = args.em.getReference(Company, params.companyId, { wrapped: true });
    } else if (!args.entity.company) {
      throw new Error(`${args.entity.constructor.name} created outside a tenant and without a company: create it within withTenant() or give it one`);
    }
  }
}
