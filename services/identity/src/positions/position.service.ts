import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PageQuery, Permission, PositionCreate, PositionEdit } from '@dental/contracts';
import { applyFields, checkVersion, findPage, notFound, softDelete, type AuthSession, type Paged } from '@dental/server-core';
import { assertGrantable } from '../users/permissions.js';
import { Position } from './position.entity.js';

/** Positions (roles) of the request's company: named permission sets (a user gets the union). */
@Injectable()
export class PositionService {
  constructor(private readonly em: EntityManager) {}

  page(query: PageQuery): Promise<Paged<Position>> {
    return findPage(this.em, Position, query, {
      sortable: { name: 'name', type: 'type', created_at: 'createdAt' },
      searchIn: ['name'],
    });
  }

  async get(uuid: string): Promise<Position> {
    const position = await this.em.findOne(Position, { uuid });
    if (!position) throw notFound();
    return position;
  }

  /** How many live users hold each position (the list's column). */
  async userCounts(uuids: string[]): Promise<Map<string, number>> {
    if (uuids.length === 0) return new Map();
    const rows = await this.em.execute<{ position_uuid: string; count: string }[]>(
      `select up.position_uuid, count(*) as count from "user_positions" up
       join "user" u on u.uuid = up.user_uuid and u.deleted_at is null
       where up.position_uuid in (${uuids.map(() => '?').join(', ')}) group by up.position_uuid`,
      uuids,
    );
    return new Map(rows.map((row) => [row.position_uuid, Number(row.count)]));
  }

  async create(auth: AuthSession, body: PositionCreate): Promise<Position> {
    const permissions = this.grantable(auth, body.permissions ?? []);
    const position = this.em.create(Position, { name: body.name, type: body.type, permissions });
    await this.em.flush();
    return position;
  }

  async edit(auth: AuthSession, uuid: string, body: PositionEdit): Promise<Position> {
    const position = await this.get(uuid);
    // A role with rights the caller lacks is not theirs to reshape (its holders would be affected).
    assertGrantable(auth, position.permissions);
    await checkVersion(this.em, position, body.version);
    applyFields(position, body, { name: 'name', type: 'type' });
    if (body.permissions) position.permissions = this.grantable(auth, body.permissions);
    await this.em.flush();
    return position;
  }

  /** Soft delete; its holders lose its permissions at once (the pivot rows go). */
  async remove(auth: AuthSession, uuid: string, version?: number): Promise<void> {
    const position = await this.get(uuid);
    assertGrantable(auth, position.permissions);
    await softDelete(this.em, position, version);
    await this.em.execute('delete from "user_positions" where "position_uuid" = ?', [uuid]);
  }

  /**
   * Nobody grants what they do not hold (403 ROLE_NOT_GRANTABLE): a clinic manager with role_edit
   * must not be able to make a role, and through it themselves, a platform admin.
   */
  private grantable(auth: AuthSession, permissions: readonly Permission[]): Permission[] {
    assertGrantable(auth, permissions);
    return [...new Set(permissions)];
  }
}
