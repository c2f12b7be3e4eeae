import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { OnlineBookingSettings, OnlineBookingSettingsEdit } from '@dental/contracts';
import { ApiException, badRequest, conflict, tenantCompanyId } from '@dental/server-core';
import { BookingReads } from '../booking-reads.js';
import { BookingSettings } from './booking-settings.entity.js';

/** What a branch that never saved its online booking reads: off, and the rules a clinic usually starts from. */
const DEFAULTS = { enabled: false, service_uuids: [], user_uuids: [], horizon_days: 60, min_notice_hours: 2, buffer_minutes: 0, embed_origins: [], auto_confirm: false };

/** A slug from the branch's name: lower-case Latin letters, digits and dashes ("Rīgas centrs" -> "rigas-centrs"). */
export const slugOf = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'branch';

/**
 * A branch's online booking settings (issue 27) in the request's company: read (defaults until it
 * saves its own), saved with its version; the services and practitioners must be the company's, the
 * slug no other branch's in the installation (409 BOOKING_SLUG_TAKEN on `slug`).
 */
@Injectable()
export class BookingSettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: BookingReads,
  ) {}

  async get(branchUuid: string): Promise<OnlineBookingSettings> {
    const branch = await this.branch(branchUuid);
    const row = await this.em.findOne(BookingSettings, { branchUuid });
    return row ? toAnswer(row) : { branch_uuid: branchUuid, slug: slugOf(branch.name), ...DEFAULTS, version: 0 };
  }

  async save(branchUuid: string, body: OnlineBookingSettingsEdit): Promise<OnlineBookingSettings> {
    await this.branch(branchUuid);
    const companyId = tenantCompanyId(this.em);
    const services = await this.reads.services(companyId, body.service_uuids);
    const unknownService = body.service_uuids.findIndex((uuid) => !services.some((s) => s.uuid === uuid));
    if (unknownService >= 0) throw badRequest('VALIDATION_FAILED', { [`service_uuids.${unknownService}`]: 'unknown_service' });
    const people = await this.reads.people(companyId, body.user_uuids);
    const unknownUser = body.user_uuids.findIndex((uuid) => !people.some((p) => p.uuid === uuid));
    if (unknownUser >= 0) throw badRequest('VALIDATION_FAILED', { [`user_uuids.${unknownUser}`]: 'unknown_user' });
    // Another branch's slug, of any company: the public path names no company.
    const [taken] = await this.em
      .getConnection()
      .execute<{ n: number }[]>(`select 1 as n from booking_settings where slug = ? and branch_uuid <> ? and deleted_at is null`, [body.slug, branchUuid]);
    if (taken) throw new ApiException(409, 'BOOKING_SLUG_TAKEN', { slug: 'BOOKING_SLUG_TAKEN' });

    const values = {
      enabled: body.enabled,
      slug: body.slug,
      serviceUuids: [...new Set(body.service_uuids)],
      userUuids: [...new Set(body.user_uuids)],
      horizonDays: body.horizon_days,
      minNoticeHours: body.min_notice_hours,
      bufferMinutes: body.buffer_minutes,
      embedOrigins: [...new Set(body.embed_origins.map((origin) => origin.toLowerCase()))],
      autoConfirm: body.auto_confirm,
    };
    let row = await this.em.findOne(BookingSettings, { branchUuid });
    if (!row) {
      if (body.version !== 0) throw conflict('VERSION_CONFLICT');
      row = this.em.create(BookingSettings, { branchUuid, ...values });
    } else {
      if (row.version !== body.version) throw conflict('VERSION_CONFLICT');
      Object.assign(row, values);
    }
    await this.em.flush();
    return toAnswer(row);
  }

  /** The company's branch (another company's, or none: 404). */
  private async branch(uuid: string) {
    const branch = await this.reads.branch(tenantCompanyId(this.em), uuid);
    if (!branch) throw new ApiException(404, 'NOT_FOUND');
    return branch;
  }
}

export function toAnswer(row: BookingSettings): OnlineBookingSettings {
  return {
    branch_uuid: row.branchUuid,
    enabled: row.enabled,
    slug: row.slug,
    service_uuids: row.serviceUuids,
    user_uuids: row.userUuids,
    horizon_days: row.horizonDays,
    min_notice_hours: row.minNoticeHours,
    buffer_minutes: row.bufferMinutes,
    embed_origins: row.embedOrigins,
    auto_confirm: row.autoConfirm,
    version: row.version,
  };
}
