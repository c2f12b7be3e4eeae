import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** A branch as the patient's page shows it: identity's published `branch_ref`, `branch_contact` and `branch_seller`. */
export interface BranchPublic {
  uuid: string;
  company_id: number;
  name: string;
  time_zone: string;
  phone: string;
  address: string;
}

export interface ServiceOffer {
  uuid: string;
  name: string;
  duration_minutes: number;
  price_from: number;
}

export interface Person {
  uuid: string;
  first_name: string;
  last_name: string;
}

/** A work time of a practitioner in a room: calendar's published `work_time_ref`. */
export interface WorkSpan {
  user_uuid: string;
  room_uuid: string;
  time_from: Date;
  time_to: Date;
}

/** A period a practitioner or a room is taken (an appointment or a live hold). */
export interface TakenSpan {
  user_uuid: string | null;
  room_uuid: string | null;
  time_from: Date;
  time_to: Date;
}

/** A Postgres array literal of uuids (the driver would spread a JS array into a list). */
export const uuidArray = (uuids: readonly string[]) => `{${uuids.join(',')}}`;

/**
 * Everything the booking module reads of other modules' records, only through the views they
 * publish, each named by its company (lean reads: a public request has no tenant filter).
 */
@Injectable()
export class BookingReads {
  constructor(private readonly em: EntityManager) {}

  private run<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(sql, params);
  }

  async branch(companyId: number, uuid: string): Promise<BranchPublic | null> {
    const [row] = await this.run<BranchPublic>(
      `select b.uuid, b.company_id, b.name, b.time_zone, coalesce(c.phone, '') as phone, coalesce(s.address_actual, s.address_declared, '') as address
       from identity_v1.branch_ref b
       left join identity_v1.branch_contact c on c.uuid = b.uuid
       left join identity_v1.branch_seller s on s.uuid = b.uuid
       where b.company_id = ? and b.uuid = ? and b.deleted_at is null`,
      [companyId, uuid],
    );
    return row ?? null;
  }

  /** The company's live services among `uuids`, in the order given. */
  async services(companyId: number, uuids: readonly string[]): Promise<ServiceOffer[]> {
    if (!uuids.length) return [];
    const rows = await this.run<ServiceOffer>(
      `select uuid, name, duration_minutes, price_from from settings_v1.service_offer where company_id = ? and uuid = any(?::uuid[]) and deleted_at is null`,
      [companyId, uuidArray(uuids)],
    );
    return uuids.map((uuid) => rows.find((row) => row.uuid === uuid)).filter((row): row is ServiceOffer => !!row);
  }

  /** The company's live users among `uuids`, in the order given (only their public names). */
  async people(companyId: number, uuids: readonly string[]): Promise<Person[]> {
    if (!uuids.length) return [];
    const rows = await this.run<Person>(
      `select uuid, first_name, last_name from identity_v1.user_ref where company_id = ? and uuid = any(?::uuid[]) and deleted_at is null`,
      [companyId, uuidArray(uuids)],
    );
    return uuids.map((uuid) => rows.find((row) => row.uuid === uuid)).filter((row): row is Person => !!row);
  }

  /** The practitioners' work times in the branch overlapping [from, to), in rooms still shown. */
  workTimes(companyId: number, branchUuid: string, userUuids: readonly string[], from: Date, to: Date): Promise<WorkSpan[]> {
    return this.run<WorkSpan>(
      `select w.user_uuid, w.room_uuid, w.time_from, w.time_to
       from calendar_v1.work_time_ref w
       join settings_v1.room_ref r on r.uuid = w.room_uuid and r.deleted_at is null
       where w.company_id = ? and w.branch_uuid = ? and w.user_uuid = any(?::uuid[]) and w.deleted_at is null
         and w.time_from < ? and w.time_to > ?
       order by w.time_from, r.sort_order`,
      [companyId, branchUuid, uuidArray(userUuids), to, from],
    );
  }

  /**
   * What takes the practitioners' or the rooms' time in [from, to): the company's appointments that
   * hold time (not canceled, not queued, not deleted; any branch, a practitioner is in one place) and live holds.
   */
  taken(companyId: number, userUuids: readonly string[], roomUuids: readonly string[], from: Date, to: Date, now: Date): Promise<TakenSpan[]> {
    return this.run<TakenSpan>(
      `select a.practitioner_uuid as user_uuid, a.room_uuid, a.time_from, a.time_to
         from calendar_v1.appointment_ref a
        where a.company_id = ? and a.deleted_at is null and a.status not in (0, 4) and a.time_from < ? and a.time_to > ?
          and (a.practitioner_uuid = any(?::uuid[]) or a.room_uuid = any(?::uuid[]))
       union all
       select h.user_uuid, h.room_uuid, h.time_from, h.time_to
         from booking_hold h
        where h.company_id = ? and h.state = 'held' and h.expires_at > ? and h.time_from < ? and h.time_to > ?
          and (h.user_uuid = any(?::uuid[]) or h.room_uuid = any(?::uuid[]))`,
      [companyId, to, from, uuidArray(userUuids), uuidArray(roomUuids), companyId, now, to, from, uuidArray(userUuids), uuidArray(roomUuids)],
    );
  }
}
