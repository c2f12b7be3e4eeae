import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PageQuery, VacationCreate, VacationEdit, WorkTemplateCreate, WorkTemplateEdit } from '@dental/contracts';
import { DEFAULT_TIME_ZONE } from '@dental/domain-recurrence';
import { Branch, User } from '@dental/identity';
import {
  ApiException,
  applyFields,
  badRequest,
  checkVersion,
  findPage,
  notFound,
  softDelete,
  type Paged,
} from '@dental/server-core';
import { checkAbsence } from '../holidays/absence-rules.js';
import { ABSENCE_FIELDS, ABSENCE_LIST } from '../holidays/absence.entity.js';
import { Room } from '../rooms/room.entity.js';
import { UserVacation } from './user-vacation.entity.js';
import { UserWorkTemplate } from './user-work-template.entity.js';

/** A user's weekly working-time templates and vacations (tenant-filtered). */
@Injectable()
export class UserScheduleService {
  constructor(private readonly em: EntityManager) {}

  // ------------------------------------------------------------- working hours (weekly templates)

  /** A user's templates for the calendar's planner, by weekday then time. */
  async templatesOf(userUuid: string): Promise<UserWorkTemplate[]> {
    await this.user(userUuid);
    return this.em.find(UserWorkTemplate, { userUuid }, { orderBy: { weekday: 'asc', timeFrom: 'asc', uuid: 'asc' } });
  }

  async template(userUuid: string, uuid: string): Promise<UserWorkTemplate> {
    const template = await this.em.findOne(UserWorkTemplate, { uuid, userUuid });
    if (!template) throw notFound();
    return template;
  }

  async createTemplate(userUuid: string, body: WorkTemplateCreate): Promise<UserWorkTemplate> {
    const user = await this.user(userUuid);
    const { branch, room } = await this.place(user, body.branch_uuid, body.room_uuid ?? null);
    checkTimes(body.time_from, body.time_to);
    const template = this.em.create(UserWorkTemplate, {
      userUuid: user.uuid,
      branch,
      room,
      weekday: body.weekday,
      timeFrom: body.time_from,
      timeTo: body.time_to,
    });
    await this.em.flush();
    return template;
  }

  async editTemplate(userUuid: string, uuid: string, body: WorkTemplateEdit): Promise<UserWorkTemplate> {
    const user = await this.user(userUuid);
    const template = await this.template(userUuid, uuid);
    await checkVersion(this.em, template, body.version);
    const branchUuid = body.branch_uuid ?? template.branch.uuid;
    const roomUuid = body.room_uuid !== undefined ? body.room_uuid : (template.room?.uuid ?? null);
    const { branch, room } = await this.place(user, branchUuid, roomUuid);
    checkTimes(body.time_from ?? template.timeFrom, body.time_to ?? template.timeTo);
    template.branch = branch as never;
    template.room = room as never;
    applyFields(template, body, { weekday: 'weekday', time_from: 'timeFrom', time_to: 'timeTo' });
    await this.em.flush();
    return template;
  }

  async removeTemplate(userUuid: string, uuid: string, version?: number): Promise<void> {
    await softDelete(this.em, await this.template(userUuid, uuid), version);
  }

  // ------------------------------------------------------------- vacations

  async vacations(userUuid: string, query: PageQuery): Promise<Paged<UserVacation>> {
    await this.user(userUuid);
    return findPage(this.em, UserVacation, query, { ...ABSENCE_LIST, where: { userUuid } });
  }

  async vacation(userUuid: string, uuid: string): Promise<UserVacation> {
    const vacation = await this.em.findOne(UserVacation, { uuid, userUuid });
    if (!vacation) throw notFound();
    return vacation;
  }

  async createVacation(userUuid: string, body: VacationCreate): Promise<UserVacation> {
    const user = await this.user(userUuid);
    checkAbsence(body, await this.timeZoneOf(user));
    const vacation = this.em.create(UserVacation, { userUuid: user.uuid, dateFrom: body.date_from, dateTo: body.date_to, type: body.type });
    applyFields(vacation, body, ABSENCE_FIELDS);
    await this.em.flush();
    return vacation;
  }

  async editVacation(userUuid: string, uuid: string, body: VacationEdit): Promise<UserVacation> {
    const user = await this.user(userUuid);
    const vacation = await this.vacation(userUuid, uuid);
    await checkVersion(this.em, vacation, body.version);
    checkAbsence(body, await this.timeZoneOf(user));
    applyFields(vacation, body, ABSENCE_FIELDS);
    await this.em.flush();
    return vacation;
  }

  async removeVacation(userUuid: string, uuid: string, version?: number): Promise<void> {
    await softDelete(this.em, await this.vacation(userUuid, uuid), version);
  }

  // ------------------------------------------------------------- helpers

  private async user(uuid: string): Promise<User> {
    const user = await this.em.findOne(User, { uuid }, { populate: ['branches'] });
    if (!user) throw notFound();
    return user;
  }

  /** Vacations are whole days in the user's (first) branch's zone. */
  private async timeZoneOf(user: User): Promise<string> {
    return user.branches.getItems()[0]?.timeZone ?? DEFAULT_TIME_ZONE;
  }

  /**
   * The spec's rule: a user without branches gets no working times ('User has not active
   * branches!'); the branch must be one of theirs, the room one of that branch's.
   */
  private async place(user: User, branchUuid: string, roomUuid: string | null): Promise<{ branch: Branch; room: Room | null }> {
    const branches = user.branches.getItems();
    if (branches.length === 0) throw new ApiException(400, 'USER_NO_ACTIVE_BRANCHES', { branch_uuid: 'USER_NO_ACTIVE_BRANCHES' });
    const branch = branches.find((candidate) => candidate.uuid === branchUuid);
    if (!branch) throw badRequest('VALIDATION_FAILED', { branch_uuid: 'branch_not_assigned' });
    if (!roomUuid) return { branch, room: null };
    const room = await this.em.findOne(Room, { uuid: roomUuid, branch: branch.uuid });
    if (!room) throw badRequest('VALIDATION_FAILED', { room_uuid: 'room_not_in_branch' });
    return { branch, room };
  }
}

function checkTimes(from: string, to: string): void {
  if (from >= to) throw new ApiException(400, 'INVALID_DATE_RANGE', { time_to: 'time_range' });
}
