import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PageQuery, SpecialityCreate, SpecialityEdit } from '@dental/contracts';
import { checkVersion, findPage, notFound, softDelete, type Paged } from '@dental/server-core';
import { Speciality } from './speciality.entity.js';

@Injectable()
export class SpecialityService {
  constructor(private readonly em: EntityManager) {}

  page(query: PageQuery): Promise<Paged<Speciality>> {
    return findPage(this.em, Speciality, query, { sortable: { name: 'name', created_at: 'createdAt' }, searchIn: ['name'] });
  }

  async get(uuid: string): Promise<Speciality> {
    const speciality = await this.em.findOne(Speciality, { uuid });
    if (!speciality) throw notFound();
    return speciality;
  }

  async create({ name }: SpecialityCreate): Promise<Speciality> {
    const speciality = this.em.create(Speciality, { name });
    await this.em.flush();
    return speciality;
  }

  async edit(uuid: string, { name, version }: SpecialityEdit): Promise<Speciality> {
    const speciality = await this.get(uuid);
    await checkVersion(this.em, speciality, version);
    speciality.name = name;
    await this.em.flush();
    return speciality;
  }

  /** Soft delete; users stop having it (past bookings keep their speciality). */
  async remove(uuid: string, version?: number): Promise<void> {
    await softDelete(this.em, await this.get(uuid), version);
    await this.em.execute('delete from "user_specialities" where "speciality_uuid" = ?', [uuid]);
  }
}
