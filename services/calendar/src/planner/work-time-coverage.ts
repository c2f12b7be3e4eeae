import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isCoveredBy, type Interval } from '@dental/domain-recurrence';
import { WorkTime } from './work-time.entity.js';

/** A branch's work times by user, for the 'The user does not work during this time' flag. */
export class WorkTimeIndex {
  constructor(private readonly byUser: Map<string, Interval[]>) {}

  /** True when the practitioner's work times in the branch do not cover the whole appointment. */
  outside(practitionerUuid: string | null | undefined, from: Date | null, to: Date | null): boolean {
    if (!practitionerUuid || !from || !to) return false;
    return !isCoveredBy({ start: from, end: to }, this.byUser.get(practitionerUuid) ?? []);
  }
}

@Injectable()
export class WorkTimeCoverage {
  constructor(private readonly em: EntityManager) {}

  /** Work times of a branch overlapping [from, to), optionally of some users only. */
  async index(branchUuid: string, from: Date, to: Date, userUuids?: string[]): Promise<WorkTimeIndex> {
    const rows = await this.find(branchUuid, from, to, userUuids);
    const byUser = new Map<string, Interval[]>();
    for (const row of rows) {
      const list = byUser.get(row.user.uuid) ?? [];
      list.push({ start: row.timeFrom, end: row.timeTo });
      byUser.set(row.user.uuid, list);
    }
    return new WorkTimeIndex(byUser);
  }

  find(branchUuid: string, from: Date, to: Date, userUuids?: string[], roomUuids?: string[]): Promise<WorkTime[]> {
    return this.em.find(
      WorkTime,
      {
        branch: branchUuid,
        timeFrom: { $lt: to },
        timeTo: { $gt: from },
        ...(userUuids ? { user: { $in: userUuids } } : {}),
        ...(roomUuids ? { room: { $in: roomUuids } } : {}),
      },
      { orderBy: { timeFrom: 'asc', uuid: 'asc' } },
    );
  }

  /** Whether the practitioner's work times in the branch cover [from, to). */
  async outside(branchUuid: string, practitionerUuid: string | null, from: Date | null, to: Date | null): Promise<boolean> {
    if (!practitionerUuid || !from || !to) return false;
    return (await this.index(branchUuid, from, to, [practitionerUuid])).outside(practitionerUuid, from, to);
  }
}
