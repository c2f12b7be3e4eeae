import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { notFound, withTenant } from '@dental/server-core';
import { BookingReads, type BranchPublic } from '../booking-reads.js';

/** A branch's online booking as the public pages use it: its settings row and the branch. */
export interface BookingBranch {
  companyId: number;
  branch: BranchPublic;
  serviceUuids: string[];
  userUuids: string[];
  horizonDays: number;
  minNoticeHours: number;
  bufferMinutes: number;
  embedOrigins: string[];
  autoConfirm: boolean;
}

interface Row {
  company_id: number;
  branch_uuid: string;
  service_uuids: string[];
  user_uuids: string[];
  horizon_days: number;
  min_notice_hours: number;
  buffer_minutes: number;
  embed_origins: string[];
  auto_confirm: boolean;
}

/**
 * Finds the branch of a public path by its slug: only one whose online booking is on (off, unknown
 * or deleted: 404, as if there were no page), and runs work in its company.
 */
@Injectable()
export class BookingBranches {
  constructor(
    private readonly orm: MikroORM,
    private readonly reads: BookingReads,
  ) {}

  async bySlug(slug: string): Promise<BookingBranch> {
    return this.found(`slug = ? and enabled`, [slug]);
  }

  /** The branch of a booking already made (its links work while the booking stands, the page on or off). */
  async byBranch(companyId: number, branchUuid: string): Promise<BookingBranch> {
    return this.found(`company_id = ? and branch_uuid = ?`, [companyId, branchUuid]);
  }

  private async found(where: string, params: unknown[]): Promise<BookingBranch> {
    const [row] = await this.orm.em
      .fork()
      .getConnection()
      .execute<Row[]>(
        `select company_id, branch_uuid, service_uuids, user_uuids, horizon_days, min_notice_hours, buffer_minutes, embed_origins, auto_confirm
         from booking_settings where ${where} and deleted_at is null`,
        params,
      );
    if (!row) throw notFound();
    const branch = await this.reads.branch(row.company_id, row.branch_uuid);
    if (!branch) throw notFound();
    return {
      companyId: row.company_id,
      branch,
      serviceUuids: row.service_uuids,
      userUuids: row.user_uuids,
      horizonDays: row.horizon_days,
      minNoticeHours: row.min_notice_hours,
      bufferMinutes: row.buffer_minutes,
      embedOrigins: row.embed_origins,
      autoConfirm: row.auto_confirm,
    };
  }

  /** Runs `work` in the branch's company (a fork with its tenant filter: the exported services need one). */
  inTenant<T>(booking: Pick<BookingBranch, 'companyId'>, work: () => Promise<T>): Promise<T> {
    return withTenant(this.orm.em.fork(), booking.companyId, work);
  }
}
