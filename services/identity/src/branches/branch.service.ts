import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { BranchCreate, BranchEdit, BranchListQuery, BranchLogo } from '@dental/contracts';
import {
  applyFields,
  badRequest,
  checkVersion,
  findPage,
  hasPermission,
  notFound,
  softDelete,
  type AuthSession,
  type Paged,
} from '@dental/server-core';
import { Department } from '../departments/department.entity.js';
import { User } from '../users/user.entity.js';
import { Branch } from './branch.entity.js';
import { isValidLogo } from './logo.js';

const FIELDS: Record<string, keyof Branch> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  bank_name: 'bankName',
  bank_code: 'bankCode',
  bank_swift: 'bankSwift',
  iban: 'iban',
  company_name: 'companyName',
  company_number: 'companyNumber',
  vat_number: 'vatNumber',
  address_declared: 'addressDeclared',
  address_actual: 'addressActual',
  logo: 'logo',
  invoice_template: 'invoiceTemplate',
  color: 'color',
  time_zone: 'timeZone',
};

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

  page(query: BranchListQuery): Promise<Paged<Branch>> {
    return findPage(this.em, Branch, query, {
      sortable: { name: 'name', email: 'email', phone: 'phone', created_at: 'createdAt' },
      searchIn: ['name', 'email', 'phone', 'addressActual'],
      where: query.department_uuid ? { department: query.department_uuid } : undefined,
    });
  }

  /** Another company's branch is simply not found. */
  async get(uuid: string): Promise<Branch> {
    const branch = await this.em.findOne(Branch, { uuid });
    if (!branch) throw notFound();
    return branch;
  }

  async create(body: BranchCreate): Promise<Branch> {
    const department = await this.em.findOne(Department, { uuid: body.department_uuid });
    if (!department) throw badRequest('VALIDATION_FAILED', { department_uuid: 'invalid_option' });
    const branch = this.em.create(Branch, { department, name: body.name });
    applyFields(branch, body, FIELDS);
    await this.em.flush();
    return branch;
  }

  /** Applies the sent fields; a stale `version` answers 409 VERSION_CONFLICT. */
  async edit(uuid: string, { version, ...changes }: BranchEdit): Promise<Branch> {
    if (changes.logo && !isValidLogo(changes.logo)) throw badRequest('VALIDATION_FAILED', { logo: 'invalid_image' });
    const branch = await this.get(uuid);
    await checkVersion(this.em, branch, version);
    applyFields(branch, changes, FIELDS);
    await this.em.flush();
    return branch;
  }

  async setLogo(uuid: string, { logo, version }: BranchLogo): Promise<Branch> {
    if (logo !== null && !isValidLogo(logo)) throw badRequest('VALIDATION_FAILED', { logo: 'invalid_image' });
    const branch = await this.get(uuid);
    await checkVersion(this.em, branch, version);
    branch.logo = logo;
    await this.em.flush();
    return branch;
  }

  /** Soft delete; staff stop being linked to it (their past appointments keep pointing at it). */
  async remove(uuid: string, version?: number): Promise<void> {
    const branch = await this.get(uuid);
    await softDelete(this.em, branch, version);
    await this.em.execute('delete from "user_branches" where "branch_uuid" = ?', [uuid]);
  }
}
