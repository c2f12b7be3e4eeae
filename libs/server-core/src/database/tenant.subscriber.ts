import type { EventArgs, EventSubscriber } from '@mikro-orm/core';
import { CompanyOwnedEntity } from './company-owned.entity.js';
import { Company } from './company.entity.js';
import { TENANT_FILTER, type TenantFilterParams } from './filters.js';

/**
 * Stamps the request's company on every company-owned row being created, so a handler cannot
 * create a row in another company, even by copying a client's field. Outside a request (the
 * seed) there is no tenant parameter and the row keeps the company it was given.
 */
export class TenantSubscriber implements EventSubscriber {
  beforeCreate(args: EventArgs<object>): void {
    if (!(args.entity instanceof CompanyOwnedEntity)) return;
    const params = args.em.getFilterParams<TenantFilterParams>(TENANT_FILTER);
    if (params?.companyId !== undefined) {
      args.entity.company = args.em.getReference(Company, params.companyId, { wrapped: true });
    }
  }
}
