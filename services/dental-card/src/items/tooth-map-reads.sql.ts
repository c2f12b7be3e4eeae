import { isoSql } from '@dental/domain-time';

/**
 * The dental card's statements (tooth-map-reads.ts runs them side by side; tools/bench sends the
 * very same ones straight to Postgres as the card read's floor). Every table names `company_id`
 * and `deleted_at is null` itself, joins included; other modules' rows are read through their
 * published views. Placeholders are `?`.
 */

/** The items recorded by `until` and not invalidated by then (params: company, patient, until, until). */
export const ITEMS_SQL = `select i.uuid, i.tooth, i.jaw, i.surfaces, i.stage, p.uuid as plan_uuid, i.price, i.price_frozen, i.insurance, i.comment,
    ${isoSql('i.diagnosed_at')} as diagnosed_at, ${isoSql('i.planned_at')} as planned_at, ${isoSql('i.unplanned_at')} as unplanned_at,
    ${isoSql('i.treated_at')} as treated_at, ${isoSql('i.invalidated_at')} as invalidated_at, i.invalidation_reason, i.version,
    s.uuid as status_uuid, s.name as status_name, s.category, s.color, s.diagnostic_name, s.scheduled_name, s.cure_name,
    s.has_surface, s.display_type, s.icon_text,
    sv.uuid as service_uuid, sv.name as service_name, a.uuid as appointment_uuid,
    u.uuid as practitioner_uuid, u.first_name as practitioner_first_name, u.last_name as practitioner_last_name
  from tooth_map_item i
  join settings_v1.tooth_status_ref s on s.uuid = i.status_uuid and s.company_id = i.company_id and s.deleted_at is null
  left join treatment_plan p on p.uuid = i.plan_uuid and p.company_id = i.company_id and p.deleted_at is null
  left join settings_v1.service_ref sv on sv.uuid = i.service_uuid and sv.company_id = i.company_id and sv.deleted_at is null
  left join calendar_v1.appointment_ref a on a.uuid = i.appointment_uuid and a.company_id = i.company_id and a.deleted_at is null
  left join identity_v1.user_ref u on u.uuid = i.practitioner_uuid and u.company_id = i.company_id and u.deleted_at is null
  where i.company_id = ? and i.patient_uuid = ? and i.deleted_at is null and i.diagnosed_at <= ?
    and (i.invalidated_at is null or i.invalidated_at > ?)
  order by i.diagnosed_at asc, i.created_at asc, i.uuid asc`;

/** Each tooth's last entry by `until`; its entry_version is the tooth's version (params: company, patient, until). */
export const TEETH_SQL = `select distinct on (tooth) tooth, type, entry_version as version
  from tooth_type_entry
  where company_id = ? and patient_uuid = ? and deleted_at is null and set_at <= ?
  order by tooth asc, entry_version desc`;

/** Whether the card's patient is the company's and not deleted (params: company, patient): else 404. */
export const PATIENT_SQL = `select 1 as found from patients_v1.patient_ref where company_id = ? and uuid = ? and deleted_at is null`;
