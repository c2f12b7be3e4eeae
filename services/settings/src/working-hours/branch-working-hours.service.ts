import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { BranchWorkingHours as Answer, BranchWorkingHoursEdit } from '@dental/contracts';
import { Branch } from '@dental/identity';
import { ApiException, checkVersion, conflict, notFound } from '@dental/server-core';
import { BranchWorkingHours, type WorkingDay } from './branch-working-hours.entity.js';

/** Until a branch saves its week: Monday-Friday 08:00-18:00, weekends closed. */
export const DEFAULT_WEEK: WorkingDay[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
  weekday <= 5 ? { weekday, open: '08:00', close: '18:00', closed: false } : { weekday, open: null, close: null, closed: true },
);

@Injectable()
export class BranchWorkingHoursService {
  constructor(private readonly em: EntityManager) {}

  async get(branchUuid: string): Promise<Answer> {
    await this.branch(branchUuid);
    const stored = await this.em.findOne(BranchWorkingHours, { branch: branchUuid });
    return { branch_uuid: branchUuid, days: stored?.days ?? DEFAULT_WEEK, version: stored?.version ?? 0 };
  }

  async save(branchUuid: string, { days, version }: BranchWorkingHoursEdit): Promise<Answer> {
    const week = normalizeWeek(days);
    const branch = await this.branch(branchUuid);
    let stored = await this.em.findOne(BranchWorkingHours, { branch: branchUuid });
    if (stored) {
      if (version === 0) throw conflict('VERSION_CONFLICT');
      await checkVersion(this.em, stored, version);
      stored.days = week;
    } else {
      if (version !== 0) throw conflict('VERSION_CONFLICT');
      stored = this.em.create(BranchWorkingHours, { branch, days: week });
    }
    await this.em.flush();
    return { branch_uuid: branchUuid, days: stored.days, version: stored.version };
  }

  private async branch(uuid: string): Promise<Branch> {
    const branch = await this.em.findOne(Branch, { uuid });
    if (!branch) throw notFound();
    return branch;
  }
}

/** Each weekday once, sorted; an open day needs open < close; a closed day keeps no times. */
function normalizeWeek(days: WorkingDay[]): WorkingDay[] {
  const seen = new Set(days.map((day) => day.weekday));
  if (seen.size !== 7) throw new ApiException(400, 'VALIDATION_FAILED', { days: 'invalid_value' });
  return [...days]
    .sort((a, b) => a.weekday - b.weekday)
    .map((day, index) => {
      if (day.closed) return { weekday: day.weekday, open: null, close: null, closed: true };
      if (!day.open || !day.close || day.open >= day.close) {
        throw new ApiException(400, 'INVALID_DATE_RANGE', { [`days.${index}.close`]: 'time_range' });
      }
      return { weekday: day.weekday, open: day.open, close: day.close, closed: false };
    });
}
