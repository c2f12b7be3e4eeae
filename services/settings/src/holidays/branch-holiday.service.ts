import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Holiday, HolidayCreate, HolidayEdit, PageQuery } from '@dental/contracts';
import { Branch } from '@dental/identity';
import { applyFields, checkVersion, findPage, notFound, softDelete, type Paged } from '@dental/server-core';
import { checkAbsence } from './absence-rules.js';
import { ABSENCE_FIELDS, ABSENCE_LIST, absenceAnswer } from './absence.entity.js';
import { BranchHoliday } from './branch-holiday.entity.js';

@Injectable()
export class BranchHolidayService {
  constructor(private readonly em: EntityManager) {}

  async page(branchUuid: string, query: PageQuery): Promise<Paged<BranchHoliday>> {
    await this.branch(branchUuid);
    return findPage(this.em, BranchHoliday, query, { ...ABSENCE_LIST, where: { branch: branchUuid } });
  }

  async get(branchUuid: string, uuid: string): Promise<BranchHoliday> {
    const holiday = await this.em.findOne(BranchHoliday, { uuid, branch: branchUuid });
    if (!holiday) throw notFound();
    return holiday;
  }

  async create(branchUuid: string, body: HolidayCreate): Promise<BranchHoliday> {
    const branch = await this.branch(branchUuid);
    checkAbsence(body, branch.timeZone);
    const holiday = this.em.create(BranchHoliday, {
      branch,
      dateFrom: body.date_from,
      dateTo: body.date_to,
      type: body.type,
    });
    applyFields(holiday, body, ABSENCE_FIELDS);
    await this.em.flush();
    return holiday;
  }

  async edit(branchUuid: string, uuid: string, body: HolidayEdit): Promise<BranchHoliday> {
    const branch = await this.branch(branchUuid);
    const holiday = await this.get(branchUuid, uuid);
    await checkVersion(this.em, holiday, body.version);
    checkAbsence(body, branch.timeZone);
    applyFields(holiday, body, ABSENCE_FIELDS);
    await this.em.flush();
    return holiday;
  }

  async remove(branchUuid: string, uuid: string, version?: number): Promise<void> {
    await softDelete(this.em, await this.get(branchUuid, uuid), version);
  }

  private async branch(uuid: string): Promise<Branch> {
    const branch = await this.em.findOne(Branch, { uuid });
    if (!branch) throw notFound();
    return branch;
  }
}

export const toHolidayAnswer = (holiday: BranchHoliday): Holiday => ({ ...absenceAnswer(holiday), branch_uuid: holiday.branch.uuid });
