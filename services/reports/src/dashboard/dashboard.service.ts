import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { DashboardStatsAnswer, dashboardStatsQuerySchema } from '@dental/contracts';
import { AppointmentCountsService, today, viewRange } from '@dental/calendar';
import { DEFAULT_TIME_ZONE } from '@dental/domain-recurrence';
import { ApiException, notFound, type AuthSession } from '@dental/server-core';
import type { z } from 'zod';

type StatsQuery = z.output<typeof dashboardStatsQuerySchema>;

/**
 * The dashboard's counts (all / planned / closed / canceled) of the caller's company for a period,
 * optionally of one branch and some doctors. The month view needs at least one doctor.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly em: EntityManager,
    private readonly counts: AppointmentCountsService,
  ) {}

  async stats(query: StatsQuery, auth: AuthSession): Promise<DashboardStatsAnswer['data']> {
    const doctors = query.doctor_uuids ?? [];
    if (query.view === 'month' && doctors.length === 0) {
      throw new ApiException(400, 'DASHBOARD_DOCTOR_REQUIRED', { doctor_uuids: 'DASHBOARD_DOCTOR_REQUIRED' });
    }
    let timeZone = DEFAULT_TIME_ZONE;
    if (query.branch_uuid) {
      const [branch] = await this.em.execute<{ time_zone: string }[]>(
        'select time_zone from identity_v1.branch_ref where uuid = ? and company_id = ? and deleted_at is null',
        [query.branch_uuid, auth.companyId],
      );
      if (!branch) throw notFound();
      timeZone = branch.time_zone;
    }
    const date = query.date ?? today(timeZone);
    const range = viewRange(date, query.view, timeZone);
    const { total, days } = await this.counts.count({
      companyId: auth.companyId,
      from: range.from,
      to: range.to,
      timeZone,
      branchUuid: query.branch_uuid,
      practitionerUuids: doctors,
    });
    const practitioners = await this.counts.practitioners({ companyId: auth.companyId, from: range.from, to: range.to, branchUuid: query.branch_uuid });
    return { ...total, view: query.view, date, from: range.from.toISOString(), to: range.to.toISOString(), time_zone: timeZone, days, practitioners };
  }
}
