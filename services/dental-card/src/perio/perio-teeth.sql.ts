/**
 * What the perio chart needs of the tooth map (perio-exam.service.ts teethState): each tooth's
 * last type by an instant (the card's TEETH_SQL), and the found or treated tooth diagnoses in
 * force then with the status's name and drawing, no more. Like the card's reads, every table
 * names `company_id` and `deleted_at is null` itself; the statuses through the settings' view.
 */
export { TEETH_SQL } from '../items/tooth-map-reads.sql.js';

/** Found or treated diagnoses on a tooth in force at `until` (params: company, patient, until, until). */
export const TOOTH_FINDINGS_SQL = `select i.tooth, s.name, s.cure_name, s.display_type
  from tooth_map_item i
  join settings_v1.tooth_status_ref s on s.uuid = i.status_uuid and s.company_id = i.company_id and s.deleted_at is null
  where i.company_id = ? and i.patient_uuid = ? and i.deleted_at is null and i.tooth is not null
    and i.stage in ('existing', 'treated') and i.diagnosed_at <= ? and (i.invalidated_at is null or i.invalidated_at > ?)`;
