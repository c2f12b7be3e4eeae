import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Which published view names the uuids of a recorded field (issue 25: the history in words). Only
 * published views are read (never another module's tables); a visit is named by its start.
 */
const SOURCES = {
  tooth_status: 'select uuid::text as uuid, name as label from settings_v1.tooth_status_ref where company_id = ? and uuid = any(?::uuid[])',
  service: 'select uuid::text as uuid, name as label from settings_v1.service_ref where company_id = ? and uuid = any(?::uuid[])',
  user: `select uuid::text as uuid, first_name || ' ' || last_name as label from identity_v1.user_ref where company_id = ? and uuid = any(?::uuid[])`,
  branch: 'select uuid::text as uuid, name as label from identity_v1.branch_ref where company_id = ? and uuid = any(?::uuid[])',
  room: 'select uuid::text as uuid, name as label from settings_v1.room_ref where company_id = ? and uuid = any(?::uuid[])',
  patient: `select uuid::text as uuid, first_name || ' ' || last_name as label from patients_v1.patient_ref where company_id = ? and uuid = any(?::uuid[])`,
  appointment: `select uuid::text as uuid, to_char(time_from at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as label from calendar_v1.appointment_ref where company_id = ? and uuid = any(?::uuid[]) and time_from is not null`,
} as const;
type Source = keyof typeof SOURCES;

const FIELD_SOURCES: Record<string, Source> = {
  tooth_status_uuid: 'tooth_status',
  service_uuid: 'service',
  service_uuids: 'service',
  doctor_uuid: 'user',
  practitioner_uuid: 'user',
  assistant_uuid: 'user',
  user_uuid: 'user',
  helper_uuids: 'user',
  branch_uuid: 'branch',
  branch_uuids: 'branch',
  room_uuid: 'room',
  appointment_uuid: 'appointment',
  relative_uuid: 'patient',
  into_uuid: 'patient',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The uuids of the recorded values of one entry, by the view that names them. */
function wanted(details: Record<string, unknown> | null): [Source, string][] {
  const values = details?.values;
  if (!values || typeof values !== 'object') return [];
  return Object.entries(values as Record<string, unknown>).flatMap(([field, value]) => {
    const source = FIELD_SOURCES[field];
    if (!source) return [];
    const uuids = (Array.isArray(value) ? value : [value]).filter((uuid): uuid is string => typeof uuid === 'string' && UUID.test(uuid));
    return uuids.map((uuid): [Source, string] => [source, uuid.toLowerCase()]);
  });
}

/** Every named uuid of the entries' values with its name (one query per view that has any). */
export async function auditLabels(em: EntityManager, companyId: number, entries: { details: Record<string, unknown> | null }[]): Promise<Map<string, string>> {
  const bySource = new Map<Source, Set<string>>();
  for (const entry of entries) for (const [source, uuid] of wanted(entry.details)) bySource.set(source, (bySource.get(source) ?? new Set()).add(uuid));
  const labels = new Map<string, string>();
  for (const [source, uuids] of bySource) {
    const rows = await em.getConnection().execute<{ uuid: string; label: string }[]>(SOURCES[source], [companyId, `{${[...uuids].join(',')}}`]);
    for (const row of rows) labels.set(row.uuid, row.label);
  }
  return labels;
}

/** The labels one entry's values need. */
export function labelsOf(details: Record<string, unknown> | null, all: Map<string, string>): Record<string, string> {
  const own: Record<string, string> = {};
  for (const [, uuid] of wanted(details)) {
    const label = all.get(uuid);
    if (label) own[uuid] = label;
  }
  return own;
}
