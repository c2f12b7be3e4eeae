import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type {
  PageQuery,
  ToothCustomStatus as CustomAnswer,
  ToothCustomStatusCreate,
  ToothCustomStatusEdit,
  ToothCustomStatusGroup as GroupAnswer,
  ToothCustomStatusGroupCreate,
  ToothCustomStatusGroupEdit,
  ToothStatus as StatusAnswer,
  ToothStatusConfig as ConfigAnswer,
  ToothStatusConfigCreate,
  ToothStatusConfigEdit,
  ToothStatusCreate,
  ToothStatusEdit,
} from '@dental/contracts';
import { applyFields, checkVersion, conflict, findPage, notFound, softDelete, type Paged } from '@dental/server-core';
import { ToothCustomStatus, ToothCustomStatusGroup, ToothStatusConfig } from './tooth-custom-status.entity.js';
import { ToothStatus } from './tooth-status.entity.js';

const STATUS_FIELDS = {
  name: 'name',
  category: 'category',
  color: 'color',
  diagnostic_name: 'diagnosticName',
  scheduled_name: 'scheduledName',
  cure_name: 'cureName',
  has_surface: 'hasSurface',
  display_type: 'displayType',
  icon_text: 'iconText',
  sort_order: 'sortOrder',
} as const;
const CUSTOM_FIELDS = { name: 'name', color: 'color', icon_text: 'iconText', has_surface: 'hasSurface' } as const;

/** Diagnoses, custom status groups and statuses, and the status config (tenant-filtered). */
@Injectable()
export class ToothStatusService {
  constructor(private readonly em: EntityManager) {}

  // ------------------------------------------------------------------ diagnoses
  statusPage(query: PageQuery): Promise<Paged<ToothStatus>> {
    return findPage(this.em, ToothStatus, query, {
      sortable: { sort_order: 'sortOrder', name: 'name', category: 'category', created_at: 'createdAt' },
      searchIn: ['name', 'category', 'diagnosticName', 'cureName'],
    });
  }

  async status(uuid: string): Promise<ToothStatus> {
    return found(await this.em.findOne(ToothStatus, { uuid }));
  }

  async createStatus(body: ToothStatusCreate): Promise<ToothStatus> {
    const status = this.em.create(ToothStatus, {
      name: body.name,
      category: body.category,
      color: body.color,
      diagnosticName: body.diagnostic_name,
      scheduledName: body.scheduled_name,
      cureName: body.cure_name,
    });
    applyFields(status, body, STATUS_FIELDS);
    await this.em.flush();
    return status;
  }

  async editStatus(uuid: string, body: ToothStatusEdit): Promise<ToothStatus> {
    return this.edited(await this.status(uuid), body, STATUS_FIELDS);
  }

  async removeStatus(uuid: string, version?: number): Promise<void> {
    await softDelete(this.em, await this.status(uuid), version);
  }

  // ------------------------------------------------------------------ custom groups and statuses
  groupPage(query: PageQuery): Promise<Paged<ToothCustomStatusGroup>> {
    return findPage(this.em, ToothCustomStatusGroup, query, {
      sortable: { sort_order: 'sortOrder', name: 'name' },
      searchIn: ['name'],
    });
  }

  async group(uuid: string): Promise<ToothCustomStatusGroup> {
    return found(await this.em.findOne(ToothCustomStatusGroup, { uuid }));
  }

  async createGroup(body: ToothCustomStatusGroupCreate): Promise<ToothCustomStatusGroup> {
    const group = this.em.create(ToothCustomStatusGroup, { name: body.name, sortOrder: body.sort_order ?? 0 });
    await this.em.flush();
    return group;
  }

  async editGroup(uuid: string, body: ToothCustomStatusGroupEdit): Promise<ToothCustomStatusGroup> {
    return this.edited(await this.group(uuid), body, { name: 'name', sort_order: 'sortOrder' });
  }

  /** A group with live statuses cannot go (409). */
  async removeGroup(uuid: string, version?: number): Promise<void> {
    const group = await this.group(uuid);
    if ((await this.em.count(ToothCustomStatus, { group: uuid })) > 0) throw conflict();
    await softDelete(this.em, group, version);
  }

  async customPage(groupUuid: string, query: PageQuery): Promise<Paged<ToothCustomStatus>> {
    await this.group(groupUuid);
    return findPage(this.em, ToothCustomStatus, query, { sortable: { name: 'name' }, searchIn: ['name'], where: { group: groupUuid } });
  }

  async custom(groupUuid: string, uuid: string): Promise<ToothCustomStatus> {
    return found(await this.em.findOne(ToothCustomStatus, { uuid, group: groupUuid }));
  }

  async createCustom(groupUuid: string, body: ToothCustomStatusCreate): Promise<ToothCustomStatus> {
    const group = await this.group(groupUuid);
    const status = this.em.create(ToothCustomStatus, { group, name: body.name });
    applyFields(status, body, CUSTOM_FIELDS);
    await this.em.flush();
    return status;
  }

  async editCustom(groupUuid: string, uuid: string, body: ToothCustomStatusEdit): Promise<ToothCustomStatus> {
    return this.edited(await this.custom(groupUuid, uuid), body, CUSTOM_FIELDS);
  }

  async removeCustom(groupUuid: string, uuid: string, version?: number): Promise<void> {
    await softDelete(this.em, await this.custom(groupUuid, uuid), version);
  }

  // ------------------------------------------------------------------ status config
  configPage(query: PageQuery): Promise<Paged<ToothStatusConfig>> {
    return findPage(this.em, ToothStatusConfig, query, {
      sortable: { name: 'name', element: 'element', active: 'active' },
      searchIn: ['name', 'element'],
    });
  }

  async config(uuid: string): Promise<ToothStatusConfig> {
    return found(await this.em.findOne(ToothStatusConfig, { uuid }));
  }

  async createConfig(body: ToothStatusConfigCreate): Promise<ToothStatusConfig> {
    const config = this.em.create(ToothStatusConfig, { name: body.name, element: body.element, active: body.active ?? true });
    await this.em.flush();
    return config;
  }

  async editConfig(uuid: string, body: ToothStatusConfigEdit): Promise<ToothStatusConfig> {
    return this.edited(await this.config(uuid), body, { name: 'name', element: 'element', active: 'active' });
  }

  async removeConfig(uuid: string, version?: number): Promise<void> {
    await softDelete(this.em, await this.config(uuid), version);
  }

  private async edited<E extends ToothStatus | ToothCustomStatusGroup | ToothCustomStatus | ToothStatusConfig>(
    entity: E,
    body: { version: number } & Record<string, unknown>,
    fields: Record<string, string>,
  ): Promise<E> {
    await checkVersion(this.em, entity, body.version);
    applyFields(entity, body, fields as Record<string, keyof E>);
    await this.em.flush();
    return entity;
  }
}

function found<T>(entity: T | null): T {
  if (!entity) throw notFound();
  return entity;
}

export const toToothStatusAnswer = (status: ToothStatus): StatusAnswer => ({
  uuid: status.uuid,
  name: status.name,
  category: status.category,
  color: status.color,
  diagnostic_name: status.diagnosticName,
  scheduled_name: status.scheduledName,
  cure_name: status.cureName,
  has_surface: status.hasSurface,
  display_type: status.displayType,
  icon_text: status.iconText,
  sort_order: status.sortOrder,
  version: status.version,
});

export const toGroupAnswer = (group: ToothCustomStatusGroup): GroupAnswer => ({
  uuid: group.uuid,
  name: group.name,
  sort_order: group.sortOrder,
  version: group.version,
});

export const toCustomAnswer = (status: ToothCustomStatus): CustomAnswer => ({
  uuid: status.uuid,
  group_uuid: status.group.uuid,
  name: status.name,
  color: status.color,
  icon_text: status.iconText,
  has_surface: status.hasSurface,
  version: status.version,
});

export const toConfigAnswer = (config: ToothStatusConfig): ConfigAnswer => ({
  uuid: config.uuid,
  name: config.name,
  element: config.element as ConfigAnswer['element'],
  active: config.active,
  version: config.version,
});
