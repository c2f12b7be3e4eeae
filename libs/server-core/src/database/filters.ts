import type { Dictionary, EntityClass, FilterDef } from '@mikro-orm/core';
import { BaseEntity } from './base.entity.js';
import { CompanyOwnedEntity } from './company-owned.entity.js';

export const TENANT_FILTER = 'tenant';
export const SOFT_DELETE_FILTER = 'softDelete';

export interface TenantFilterParams {
  companyId: number;
}

const extending = (entities: EntityClass<object>[], base: abstract new () => object) =>
  entities.filter((entity) => entity.prototype instanceof base);

/**
 * Registered globally and on by default, each on the entities it concerns.
 *
 * The tenant filter has no default parameter: querying a company-owned entity outside a signed-in
 * request throws ("No arguments provided for filter 'tenant'") instead of reading every company.
 * Code that must cross tenants (sign-in, session lookup, the seed) says so at the call with
 * `filters: { tenant: false }`, where a reviewer sees it.
 */
export function platformFilters(entities: EntityClass<object>[]): Dictionary<FilterDef> {
  return {
    [TENANT_FILTER]: {
      name: TENANT_FILTER,
      default: true,
      entity: extending(entities, CompanyOwnedEntity),
      cond: (args: Dictionary) => ({ company: (args as TenantFilterParams).companyId }),
    },
    [SOFT_DELETE_FILTER]: {
      name: SOFT_DELETE_FILTER,
      default: true,
      args: false,
      entity: extending(entities, BaseEntity),
      cond: { deletedAt: null },
    },
  };
}
