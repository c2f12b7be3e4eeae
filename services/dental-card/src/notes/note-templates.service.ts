import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NoteTemplateCreate, NoteTemplateEdit, PageQuery } from '@dental/contracts';
import { badRequest, checkVersion, notFound, pageLimits, pageOf, softDelete, type Paged } from '@dental/server-core';
import { NoteTemplate } from './note-template.entity.js';

const SORTS = { name: 'name', created_at: 'createdAt' } as const;
const isSort = (sort: string): sort is keyof typeof SORTS => Object.hasOwn(SORTS, sort);

/** The company's note templates (tenant-filtered; a deleted one stays in the table). */
@Injectable()
export class NoteTemplatesService {
  constructor(private readonly em: EntityManager) {}

  async page(query: PageQuery): Promise<Paged<NoteTemplate>> {
    const sort = query.sort ?? 'name';
    if (!isSort(sort)) throw badRequest('VALIDATION_FAILED', { sort: 'invalid_option' });
    const search = query.search?.trim();
    const [items, total] = await this.em.findAndCount(NoteTemplate, search ? { name: { $ilike: `%${search.replace(/[\\%_]/g, '\\$&')}%` } } : {}, {
      orderBy: { [SORTS[sort]]: query.order, uuid: 'asc' },
      ...pageLimits(query),
    });
    return pageOf(query, items, total);
  }

  async get(uuid: string): Promise<NoteTemplate> {
    const template = await this.em.findOne(NoteTemplate, { uuid });
    if (!template) throw notFound();
    return template;
  }

  async create(body: NoteTemplateCreate): Promise<NoteTemplate> {
    const template = this.em.create(NoteTemplate, { name: body.name, text: body.text });
    await this.em.flush();
    return template;
  }

  async edit(uuid: string, body: NoteTemplateEdit): Promise<NoteTemplate> {
    const template = await this.get(uuid);
    await checkVersion(this.em, template, body.version);
    if (body.name !== undefined) template.name = body.name;
    if (body.text !== undefined) template.text = body.text;
    await this.em.flush();
    return template;
  }

  async remove(uuid: string, version?: number): Promise<void> {
    await softDelete(this.em, await this.get(uuid), version);
  }
}
