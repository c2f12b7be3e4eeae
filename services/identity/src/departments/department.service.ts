import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { DepartmentCreate, DepartmentEdit, PageQuery } from '@dental/contracts';
import { checkVersion, conflict, findPage, notFound, softDelete, type Paged } from '@dental/server-core';
import { Branch } from '../branches/branch.entity.js';
import { Department } from './department.entity.js';

/** Clinics of the request's company (tenant-filtered). */
@Injectable()
export class DepartmentService {
  constructor(private readonly em: EntityManager) {}

  page(query: PageQuery): Promise<Paged<Department>> {
    return findPage(this.em, Department, query, {
      sortable: { name: 'name', created_at: 'createdAt' },
      searchIn: ['name'],
    });
  }

  async get(uuid: string): Promise<Department> {
    const department = await this.em.findOne(Department, { uuid });
    if (!department) throw notFound();
    return department;
  }

  async create({ name }: DepartmentCreate): Promise<Department> {
    const department = this.em.create(Department, { name });
    await this.em.flush();
    return department;
  }

  async edit(uuid: string, { name, version }: DepartmentEdit): Promise<Department> {
    const department = await this.get(uuid);
    await checkVersion(this.em, department, version);
    department.name = name;
    await this.em.flush();
    return department;
  }

  /** A clinic that still has branches cannot go: its branches would be left without a clinic (409). */
  async remove(uuid: string, version?: number): Promise<void> {
    const department = await this.get(uuid);
    if ((await this.em.count(Branch, { department: uuid })) > 0) throw conflict();
    await softDelete(this.em, department, version);
  }
}
