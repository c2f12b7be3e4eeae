import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ConsentTemplateCreate, ConsentTemplateEdit, PageQuery } from '@dental/contracts';
import { fold } from '@dental/patients';
import { badRequest, checkVersion, liveServiceUuids, notFound, pageOf, softDelete, type Paged } from '@dental/server-core';
import { ConsentFormTemplate } from './consent-form-template.entity.js';

/**
 * The company's consent form templates. A handful per company: read whole (tenant-filtered), then
 * searched by name, sorted and paged here. A deleted template stops being required; the forms made
 * from it stay as signed.
 */
@Injectable()
export class ConsentFormTemplateService {
  constructor(private readonly em: EntityManager) {}

  async page(query: PageQuery): Promise<Paged<ConsentFormTemplate>> {
    const sort = query.sort ?? 'name';
    if (sort !== 'name') throw badRequest('VALIDATION_FAILED', { sort: 'invalid_option' });
    const search = query.search?.trim() ? fold(query.search.trim()) : null;
    const all = await this.em.find(ConsentFormTemplate, {}, { orderBy: { uuid: 'asc' } });
    const found = search ? all.filter((template) => fold(template.name).includes(search)) : all;
    const direction = query.order === 'desc' ? -1 : 1;
    found.sort((a, b) => direction * a.name.localeCompare(b.name, 'lv'));
    const start = (query.page - 1) * query.per_page;
    return pageOf(query, found.slice(start, start + query.per_page), found.length);
  }

  async get(uuid: string): Promise<ConsentFormTemplate> {
    const template = await this.em.findOne(ConsentFormTemplate, { uuid });
    if (!template) throw notFound();
    return template;
  }

  async create(body: ConsentTemplateCreate): Promise<ConsentFormTemplate> {
    const serviceUuids = await liveServiceUuids(this.em, body.service_uuids ?? []);
    const template = this.em.create(ConsentFormTemplate, { name: body.name, text: body.text, serviceUuids });
    await this.em.flush();
    return template;
  }

  async edit(uuid: string, body: ConsentTemplateEdit): Promise<ConsentFormTemplate> {
    const template = await this.get(uuid);
    await checkVersion(this.em, template, body.version);
    if (body.name !== undefined) template.name = body.name;
    if (body.text !== undefined) template.text = body.text;
    if (body.service_uuids !== undefined) template.serviceUuids = await liveServiceUuids(this.em, body.service_uuids);
    await this.em.flush();
    return template;
  }

  async remove(uuid: string, version?: number): Promise<void> {
    await softDelete(this.em, await this.get(uuid), version);
  }
}
