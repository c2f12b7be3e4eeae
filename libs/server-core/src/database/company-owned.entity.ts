import type { Opt, Ref } from '@mikro-orm/core';
import { ManyToOne } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from './base.entity.js';
import { Company } from './company.entity.js';

/**
 * A row that belongs to one company. Reads are scoped by the tenant filter (default on, its
 * parameter set by the access guard or withTenant); creates get the tenant's company from
 * TenantSubscriber, overwriting whatever a client may have sent, so `em.create` does not take it
 * (`Opt`): only code outside any tenant (the demo seed) names the company.
 */
export abstract class CompanyOwnedEntity extends BaseEntity {
  @ManyToOne({ entity: () => Company, ref: true, index: true, deleteRule: 'restrict' })
  company!: Ref<Company> & Opt;
}
