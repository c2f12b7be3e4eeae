import { RequestContext, type EntityManager } from '@mikro-orm/core';
import { TENANT_FILTER, type TenantFilterParams } from './filters.js';

/**
 * Scopes `em` (a request's, or a fork) to one company: every query of a company-owned entity gets
 * `company = companyId` from the tenant filter, and TenantSubscriber stamps that company on every
 * company-owned row the EntityManager creates. The one place that knows the filter's parameter.
 */
export function scopeToTenant(em: EntityManager, companyId: number): void {
  const params: TenantFilterParams = { companyId };
  em.setFilterParams(TENANT_FILTER, params);
}

/**
 * Runs `work` in an ORM context of its own, scoped to `companyId` as a signed-in request is (or to
 * no company, where only cross-tenant reads may run: a session lookup before the session is known).
 * For what is not an HTTP request that went through the access guard: a socket event, a middleware
 * that runs before Nest's. Inside, the injected EntityManager resolves to that context.
 */
export function withTenant<T>(em: EntityManager, companyId: number | null, work: () => Promise<T>): Promise<T> {
  return RequestContext.create(em, () => {
    if (companyId !== null) {
      scopeToTenant(em, companyId);
      // The context holds a fork of `em` made before this line: what an injected EntityManager uses.
      const injected = RequestContext.getEntityManager();
      if (injected && injected !== em) scopeToTenant(injected, companyId);
    }
    return work();
  });
}

/**
 * The company `em` is scoped to, for plain SQL (which the tenant filter does not reach: a lean
 * read names `company_id = ?` itself). Throws outside a tenant, like a filtered query would.
 */
export function tenantCompanyId(em: EntityManager): number {
  const params = em.getFilterParams<Partial<TenantFilterParams>>(TENANT_FILTER);
  if (typeof params?.companyId !== 'number') throw new Error('plain SQL of company data outside a tenant');
  return params.companyId;
}
