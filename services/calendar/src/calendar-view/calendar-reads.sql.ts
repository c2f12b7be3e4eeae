import { APPOINTMENT_STATUS } from '@dental/contracts';
import { isoSql } from '@dental/domain-time';
import { BRANCH_SETTINGS_DEFAULTS, type RoomHidden } from '@dental/settings';

/**
 * The calendar view's statements (calendar-reads.ts runs them; tools/bench sends the very same ones
 * straight to Postgres as the floor of the week view): each names the request's `company_id` and
 * `deleted_at is null` itself, raw SQL being outside the tenant filter. Other modules' data comes
 * from their published views (`patients_v1`, `identity_v1`, `settings_v1`), so the view stays one
 * statement. Placeholders are `?`.
 */
export interface Statement {
  sql: string;
  params: unknown[];
}

export interface EventFilters {
  practitioner_uuids?: string[];
  hide_canceled?: boolean;
}

export const uuidArray = (uuids: readonly string[]) => `{${uuids.join(',')}}`;

export const EVENT_COLUMNS = `a.uuid, a.room_uuid, a.patient_uuid, a.practitioner_uuid, a.assistant_uuid, a.speciality_uuid, a.service_uuid,
  a.price, a.reason, a.status, ${isoSql('a.time_from')} as time_from, ${isoSql('a.time_to')} as time_to,
  to_char(a.desired_date, 'YYYY-MM-DD') as desired_date, a.comment, ${isoSql('a.created_at')} as created_at,
  ${isoSql('a.updated_at')} as updated_at, a.version, a.cancel_reason, ${isoSql('a.callback_requested_at')} as callback_requested_at, a.source,
  p.first_name as patient_first_name, p.last_name as patient_last_name, p.phone as patient_phone, p.personal_code_sealed as patient_personal_code_sealed,
  p.medical_alert as patient_medical_alert, to_char(p.insurance_expiration, 'YYYY-MM-DD') as patient_insurance_expiration,
  p.flagged_answers as patient_flagged_answers,
  pr.first_name as practitioner_first_name, pr.last_name as practitioner_last_name, pr.color as practitioner_color,
  asst.first_name as assistant_first_name, asst.last_name as assistant_last_name, asst.color as assistant_color,
  sp.name as speciality_name, sv.name as service_name`;

// Patients and people are joined whatever their deleted_at: a past appointment still shows who it was.
export const EVENT_JOINS = `from appointment a
  join patients_v1.patient_ref p on p.uuid = a.patient_uuid
  left join identity_v1.user_ref pr on pr.uuid = a.practitioner_uuid
  left join identity_v1.user_ref asst on asst.uuid = a.assistant_uuid
  left join identity_v1.speciality_ref sp on sp.uuid = a.speciality_uuid
  left join settings_v1.service_ref sv on sv.uuid = a.service_uuid`;

/**
 * What a view needs before its events, in one statement: the branch (the company's, not deleted;
 * no row otherwise), its settings' rooms per page (the defaults without a row) and its rooms (of
 * one kind, when asked) in display order, as JSON.
 */
export function gridStatement(companyId: number, branchUuid: string, hidden?: RoomHidden): Statement {
  return {
    sql: `select b.uuid, b.name, b.time_zone,
         coalesce(bs.calendar_room_count, ${BRANCH_SETTINGS_DEFAULTS.calendarRoomCount}) as calendar_room_count,
         coalesce(bs.planner_room_count, ${BRANCH_SETTINGS_DEFAULTS.plannerRoomCount}) as planner_room_count,
         coalesce((select json_agg(json_build_object('uuid', r.uuid, 'name', r.name, 'color', r.color, 'hidden', r.hidden)
                     order by r.sort_order asc, r.name asc, r.uuid asc)
                   from settings_v1.room_ref r
                   where r.company_id = b.company_id and r.branch_uuid = b.uuid and r.deleted_at is null${hidden === undefined ? '' : ' and r.hidden = ?'}),
           '[]'::json) as rooms
       from identity_v1.branch_ref b
       left join settings_v1.branch_settings_ref bs on bs.branch_uuid = b.uuid and bs.company_id = b.company_id and bs.deleted_at is null
       where b.company_id = ? and b.uuid = ? and b.deleted_at is null`,
    // In the order the `?` stand in the text: the rooms' kind (when asked) comes first.
    params: hidden === undefined ? [companyId, branchUuid] : [hidden, companyId, branchUuid],
  };
}

/** Live appointments of the rooms overlapping [from, to), by start, with the people they name. */
export function eventsStatement(
  companyId: number,
  branchUuid: string,
  roomUuids: readonly string[],
  from: Date | string,
  to: Date | string,
  filters: EventFilters = {},
): Statement {
  const params: unknown[] = [companyId, branchUuid, uuidArray(roomUuids), to, from];
  let where = `a.company_id = ? and a.deleted_at is null and a.branch_uuid = ? and a.room_uuid = any(?::uuid[])
      and a.time_from < ? and a.time_to > ?`;
  if (filters.practitioner_uuids?.length) {
    where += ' and a.practitioner_uuid = any(?::uuid[])';
    params.push(uuidArray(filters.practitioner_uuids));
  }
  if (filters.hide_canceled) where += ` and a.status <> ${APPOINTMENT_STATUS.canceled}`;
  return { sql: `select ${EVENT_COLUMNS} ${EVENT_JOINS} where ${where} order by a.time_from asc, a.uuid asc`, params };
}

/** A branch's live work times overlapping [from, to) with their user's name and colour, by start. */
export function workTimesStatement(companyId: number, branchUuid: string, from: Date | string, to: Date | string): Statement {
  return {
    sql: `select w.uuid, w.user_uuid, w.room_uuid, ${isoSql('w.time_from')} as time_from, ${isoSql('w.time_to')} as time_to,
         w.comment, w.version, u.first_name, u.last_name, u.color
       from work_time w join identity_v1.user_ref u on u.uuid = w.user_uuid
       where w.company_id = ? and w.deleted_at is null and w.branch_uuid = ? and w.time_from < ? and w.time_to > ?
       order by w.time_from asc, w.uuid asc`,
    params: [companyId, branchUuid, to, from],
  };
}
