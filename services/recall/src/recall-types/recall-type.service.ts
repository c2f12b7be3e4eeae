import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_LANGUAGE, type PageQuery, type RecallTypeCreate, type RecallTypeEdit } from '@dental/contracts';
import { badRequest, checkVersion, currentRequest, liveServiceUuids, notFound, pageOf, softDelete, tenantCompanyId, type Paged } from '@dental/server-core';
import { fold } from '@dental/domain-text';
import { lockRecalls } from '../projection/recall-lock.js';
import { refreshRecalls } from '../projection/refresh-recalls.js';
import { RecallType } from './recall-type.entity.js';

/**
 * The company's recall types. A change of a type's interval or services moves the due dates of
 * its recalls at once (refreshRecalls, in the same transaction); a deleted type's recalls leave
 * the list and stay in the database.
 */
@Injectable()
export class RecallTypeService {
  constructor(private readonly em: EntityManager) {}

  /**
   * A company has a handful of types: they are read whole (tenant-filtered), then searched (any
   * language's name, accents folded), sorted and paged here rather than in SQL over a JSON name.
   */
  async page(query: PageQuery): Promise<Paged<RecallType>> {
    const sort = query.sort ?? 'name';
    if (sort !== 'name' && sort !== 'interval_months') throw badRequest('VALIDATION_FAILED', { sort: 'invalid_option' });
    const language = currentRequest()?.language ?? DEFAULT_LANGUAGE;
    const search = query.search?.trim() ? fold(query.search.trim()) : null;
    const all = await this.em.find(RecallType, {}, { orderBy: { uuid: 'asc' } });
    const found = search ? all.filter((type) => Object.values(type.name).some((name) => fold(name).includes(search))) : all;
    const key = (type: RecallType) => (sort === 'name' ? type.name[language] : type.intervalMonths);
    const direction = query.order === 'desc' ? -1 : 1;
    found.sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return direction * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), language));
    });
    const start = (query.page - 1) * query.per_page;
    return pageOf(query, found.slice(start, start + query.per_page), found.length);
  }

  async get(uuid: string): Promise<RecallType> {
    const type = await this.em.findOne(RecallType, { uuid });
    if (!type) throw notFound();
    return type;
  }

  async create(body: RecallTypeCreate): Promise<RecallType> {
    const serviceUuids = await liveServiceUuids(this.em, body.service_uuids);
    const type = this.em.create(RecallType, { name: body.name, intervalMonths: body.interval_months, serviceUuids });
    await this.saveAndRefresh(type);
    return type;
  }

  async edit(uuid: string, body: RecallTypeEdit): Promise<RecallType> {
    const type = await this.get(uuid);
    await checkVersion(this.em, type, body.version);
    if (body.name !== undefined) type.name = body.name;
    if (body.interval_months !== undefined) type.intervalMonths = body.interval_months;
    if (body.service_uuids !== undefined) type.serviceUuids = await liveServiceUuids(this.em, body.service_uuids);
    await this.saveAndRefresh(type);
    return type;
  }

  /** Soft delete: its recalls and their attempts stay (and come back if it ever did). */
  async remove(uuid: string, version?: number): Promise<void> {
    await softDelete(this.em, await this.get(uuid), version);
  }

  /** The type and, in its transaction, the due dates of its recalls (the company's recalls locked first, as every refresh takes them). */
  private async saveAndRefresh(type: RecallType): Promise<void> {
    await this.em.transactional(async (em) => {
      const companyId = tenantCompanyId(em);
      await lockRecalls(em, companyId);
      await em.flush();
      await refreshRecalls(em, { companyId, types: [type.uuid] });
    });
  }
}
