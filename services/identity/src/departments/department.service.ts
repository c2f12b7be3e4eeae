import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { DepartmentEdit } from '@dental/contracts';
import { notFound } from '@dental/server-core';
import { Department } from './department.entity.js';

@Injectable()
export class DepartmentService {
  constructor(private readonly em: EntityManager) {}

  list(): Promise<Department[]> {
    return this.em.find(Department, {}, { orderBy: { name: 'asc' } });
  }

  async edit(uuid: string, { name, version }: DepartmentEdit): Promise<Department> {
    const department = await this.em.findOne(Department, { uuid });
    if (!department) throw notFound();
    await this.em.lock(department, LockMode.OPTIMISTIC, version);
    department.name = name;
    await this.em.flush();
    return department;
  }
}
