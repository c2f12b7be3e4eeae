import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PageQuery, RoomCreate, RoomEdit } from '@dental/contracts';
import { Branch } from '@dental/identity';
import { applyFields, checkVersion, findPage, notFound, softDelete, type Paged } from '@dental/server-core';
import { Room, type RoomHidden } from './room.entity.js';

/**
 * Rooms of the request's company (tenant-filtered). The calendar injects this service: `forBranch`
 * gives a branch's rooms in display order, optionally only one kind (0 treatment, 1 administration).
 */
@Injectable()
export class RoomsService {
  constructor(private readonly em: EntityManager) {}

  /** A branch's rooms in display order; another company's branch has none. */
  forBranch(branchUuid: string, hidden?: RoomHidden): Promise<Room[]> {
    return this.em.find(
      Room,
      { branch: branchUuid, ...(hidden === undefined ? {} : { hidden }) },
      { orderBy: { sortOrder: 'asc', name: 'asc', uuid: 'asc' } },
    );
  }

  /** One room of the company (any branch), or 404. */
  async get(uuid: string): Promise<Room> {
    const room = await this.em.findOne(Room, { uuid });
    if (!room) throw notFound();
    return room;
  }

  /** A room of the given branch, or 404 (also when the room is in another branch). */
  async getInBranch(branchUuid: string, uuid: string): Promise<Room> {
    const room = await this.em.findOne(Room, { uuid, branch: branchUuid });
    if (!room) throw notFound();
    return room;
  }

  async page(branchUuid: string, query: PageQuery): Promise<Paged<Room>> {
    await this.branch(branchUuid);
    return findPage(this.em, Room, query, {
      sortable: { sort_order: 'sortOrder', name: 'name', hidden: 'hidden', created_at: 'createdAt' },
      searchIn: ['name'],
      where: { branch: branchUuid },
    });
  }

  async create(branchUuid: string, body: RoomCreate): Promise<Room> {
    const branch = await this.branch(branchUuid);
    const sortOrder = body.sort_order ?? (await this.nextSortOrder(branchUuid));
    const room = this.em.create(Room, {
      branch,
      name: body.name,
      color: body.color ?? null,
      hidden: body.hidden ?? 0,
      sortOrder,
    });
    await this.em.flush();
    return room;
  }

  async edit(branchUuid: string, uuid: string, body: RoomEdit): Promise<Room> {
    const room = await this.getInBranch(branchUuid, uuid);
    await checkVersion(this.em, room, body.version);
    applyFields(room, body, { name: 'name', color: 'color', hidden: 'hidden', sort_order: 'sortOrder' });
    await this.em.flush();
    return room;
  }

  async remove(branchUuid: string, uuid: string, version?: number): Promise<void> {
    await softDelete(this.em, await this.getInBranch(branchUuid, uuid), version);
  }

  private async branch(uuid: string): Promise<Branch> {
    const branch = await this.em.findOne(Branch, { uuid });
    if (!branch) throw notFound();
    return branch;
  }

  private async nextSortOrder(branchUuid: string): Promise<number> {
    const last = await this.em.findOne(Room, { branch: branchUuid }, { orderBy: { sortOrder: 'desc' } });
    return last ? last.sortOrder + 1 : 0;
  }
}
