import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { StaffMember } from '@dental/contracts';
import { User } from '../users/user.entity.js';

/**
 * The people of the request's company who can be picked as a doctor or an assistant: active
 * users only (tenant-filtered, soft-deleted ones excluded by the global filters), name order.
 */
@Injectable()
export class StaffService {
  constructor(private readonly em: EntityManager) {}

  async list(): Promise<StaffMember[]> {
    const users = await this.em.find(
      User,
      { userStatus: 1 },
      { populate: ['positions', 'branches', 'specialities'], orderBy: { lastName: 'asc', firstName: 'asc', uuid: 'asc' } },
    );
    return users.map(toStaffMember);
  }
}

/** Names, colour and what the person does; never contact data, codes or permissions. */
export function toStaffMember(user: User): StaffMember {
  const types = new Set(user.positions.getItems().map((position) => position.type));
  return {
    uuid: user.uuid,
    first_name: user.firstName,
    last_name: user.lastName,
    color: user.color,
    position_types: [...types].sort(),
    specialities: user.specialities.getItems().map((speciality) => speciality.name).sort((a, b) => a.localeCompare(b)),
    branch_uuids: user.branches.getItems().map((branch) => branch.uuid),
    default_duration: user.defaultDuration,
  };
}
