import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { BranchEdit } from '@dental/contracts';
import { hasPermission, notFound, type AuthSession } from '@dental/server-core';
import { User } from '../users/user.entity.js';
import { Branch } from './branch.entity.js';

/** Branches of the request's company (the tenant filter scopes every query here). */
@Injectable()
export class BranchService {
  constructor(private readonly em: EntityManager) {}

  /** The branches the user may work in: their own, or every branch of the company for an admin. */
  async workableFor(auth: AuthSession): Promise<Branch[]> {
    if (hasPermission(auth, 'admin')) return this.list();
    const user = await this.em.findOne(User, { uuid: auth.userId }, { populate: ['branches'] });
    return (user?.branches.getItems() ?? []).sort((a, b) => a.name.localeCompare(b.name, 'lv'));
  }

  list(): Promise<Branch[]> {
    return this.em.find(Branch, {}, { orderBy: { name: 'asc' } });
  }

  /** Another company's branch is simply not found. */
  async get(uuid: string): Promise<Branch> {
    const branch = await this.em.findOne(Branch, { uuid });
    if (!branch) throw notFound();
    return branch;
  }

  /** Applies the sent fields; a stale `version` answers 409 VERSION_CONFLICT. */
  async edit(uuid: string, { version, ...changes }: BranchEdit): Promise<Branch> {
    const branch = await this.get(uuid);
    await this.em.lock(branch, LockMode.OPTIMISTIC, version);
    const fields: Partial<Record<keyof typeof changes, keyof Branch>> = {
      name: 'name',
      email: 'email',
      phone: 'phone',
      bank_name: 'bankName',
      bank_code: 'bankCode',
      bank_swift: 'bankSwift',
      company_name: 'companyName',
      company_number: 'companyNumber',
      address_declared: 'addressDeclared',
      address_actual: 'addressActual',
      logo: 'logo',
      invoice_template: 'invoiceTemplate',
      color: 'color',
      time_zone: 'timeZone',
    };
    for (const [field, value] of Object.entries(changes)) {
      const property = fields[field as keyof typeof changes];
      if (property && value !== undefined) Object.assign(branch, { [property]: value });
    }
    await this.em.flush();
    return branch;
  }
}
