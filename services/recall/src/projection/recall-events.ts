import type { EntityManager } from '@mikro-orm/postgresql';
import { APPOINTMENT_EVENTS, type DomainEvent } from '@dental/contracts';
import { DEFAULT_TIME_ZONE } from '@dental/domain-time';
import { lockRecalls } from './recall-lock.js';

/**
 * The recall module's read model of other modules' events, what a patient's recalls rest on:
 * - `recall_treatment`: every procedure treated with a service (dental card), and whether it was
 *   invalidated since; the newest valid one of a type's services sets that type's due date;
 * - `recall_appointment`: every appointment's patient, service, start and status (calendar), the
 *   newest version winning whatever order the events come in; a coming one of a type's services
 *   books that type's recall (read at query time: recall-list.reads.ts);
 * - `recall_merged_patient`: the cards merged away and the card each now lives on, so an event
 *   about a merged card that arrives after the merge still lands on the kept one;
 * - an invitation the messages module queued from the recall list: an attempt of that recall
 *   (`left_message` on its channel), its uuid the message's, so a second delivery adds nothing.
 * Each function applies a batch of events (one delivery, or a replay's page) on the caller's
 * transaction and answers the patients whose treatments changed (their recalls need a refresh).
 */
export const RECALL_EVENTS = ['procedure.treated', 'procedure.invalidated', ...APPOINTMENT_EVENTS, 'patient.merged', 'message.recall_invitation_queued'] as const;
export type RecallEvent = DomainEvent<(typeof RECALL_EVENTS)[number]>;

type TreatmentEvent = DomainEvent<'procedure.treated' | 'procedure.invalidated'>;
type AppointmentEvent = DomainEvent<(typeof APPOINTMENT_EVENTS)[number]>;
type MergeEvent = DomainEvent<'patient.merged'>;
type InvitationEvent = DomainEvent<'message.recall_invitation_queued'>;

const isTreatment = (event: RecallEvent): event is TreatmentEvent => event.type === 'procedure.treated' || event.type === 'procedure.invalidated';
const isAppointment = (event: RecallEvent): event is AppointmentEvent => event.type.startsWith('appointment.');
const isMerge = (event: RecallEvent): event is MergeEvent => event.type === 'patient.merged';
const isInvitation = (event: RecallEvent): event is InvitationEvent => event.type === 'message.recall_invitation_queued';

/** A company's patients whose treatments changed: what refreshRecalls takes. */
export type TouchedPatients = Map<number, Set<string>>;

/**
 * Applies events in their order: a run of treatments or appointments at once, a merge on its own
 * (what follows it must see the kept card). Answers the patients whose recalls need a refresh.
 */
export async function projectRecallEvents(em: EntityManager, events: readonly RecallEvent[]): Promise<TouchedPatients> {
  const touched: TouchedPatients = new Map();
  const touch = (companyId: number, patients: Iterable<string>) => {
    const set = touched.get(companyId) ?? new Set<string>();
    for (const patient of patients) set.add(patient);
    touched.set(companyId, set);
  };
  let run: RecallEvent[] = [];
  const flush = async () => {
    const treatments = run.filter(isTreatment);
    const appointments = run.filter(isAppointment);
    const invitations = run.filter(isInvitation);
    run = [];
    if (treatments.length) for (const [companyId, patients] of await upsertTreatments(em, treatments)) touch(companyId, patients);
    if (appointments.length) await upsertAppointments(em, appointments);
    if (invitations.length) await logInvitations(em, invitations);
  };
  for (const event of events) {
    if (!isMerge(event)) {
      run.push(event);
      continue;
    }
    await flush();
    await mergePatients(em, event);
    touch(event.company_id, [event.data.patient_uuid]);
  }
  await flush();
  return touched;
}

/**
 * Treatments with a service, each under the card it now lives on; the day it was done is the
 * branch's (identity's published branch_ref). A treatment stays invalidated whichever of its two
 * events comes first.
 */
async function upsertTreatments(em: EntityManager, events: readonly TreatmentEvent[]): Promise<TouchedPatients> {
  const rows = events
    .filter((event) => event.data.service_uuid !== null)
    .map(({ type, company_id, data }) => ({
      item_uuid: data.item_uuid,
      company_id,
      patient_uuid: data.patient_uuid,
      appointment_uuid: data.appointment_uuid,
      branch_uuid: data.branch_uuid,
      service_uuid: data.service_uuid,
      treated_at: data.treated_at,
      invalidated: type === 'procedure.invalidated',
    }));
  if (!rows.length) return new Map();
  const written = await em.execute<{ company_id: number; patient_uuid: string }[]>(
    `insert into recall_treatment (item_uuid, company_id, patient_uuid, appointment_uuid, branch_uuid, service_uuid, treated_at, treated_on, invalidated)
     select distinct on (r.item_uuid) r.item_uuid, r.company_id, coalesce(m.kept_uuid, r.patient_uuid), r.appointment_uuid, r.branch_uuid, r.service_uuid,
       r.treated_at, (r.treated_at at time zone coalesce(b.time_zone, ?))::date, r.invalidated
     from jsonb_to_recordset(?::jsonb) as r(item_uuid uuid, company_id int, patient_uuid uuid, appointment_uuid uuid, branch_uuid uuid,
       service_uuid uuid, treated_at timestamptz, invalidated boolean)
     left join recall_merged_patient m on m.merged_uuid = r.patient_uuid
     left join identity_v1.branch_ref b on b.uuid = r.branch_uuid
     order by r.item_uuid, r.invalidated desc
     on conflict (item_uuid) do update set invalidated = recall_treatment.invalidated or excluded.invalidated
     returning company_id, patient_uuid`,
    [DEFAULT_TIME_ZONE, JSON.stringify(rows)],
  );
  const touched: TouchedPatients = new Map();
  for (const { company_id, patient_uuid } of written) touched.set(company_id, (touched.get(company_id) ?? new Set()).add(patient_uuid));
  return touched;
}

/** Appointments as they stand after each event, the newest version winning, under the card they now live on. */
async function upsertAppointments(em: EntityManager, events: readonly AppointmentEvent[]): Promise<void> {
  const rows = events.map(({ company_id, data }) => ({
    appointment_uuid: data.appointment_uuid,
    company_id,
    patient_uuid: data.patient_uuid,
    service_uuid: data.service_uuid,
    time_from: data.time_from,
    status: data.status,
    deleted: data.deleted,
    version: data.version,
  }));
  await em.execute(
    `insert into recall_appointment (appointment_uuid, company_id, patient_uuid, service_uuid, time_from, status, deleted, version)
     select distinct on (r.appointment_uuid) r.appointment_uuid, r.company_id, coalesce(m.kept_uuid, r.patient_uuid), r.service_uuid, r.time_from,
       r.status, r.deleted, r.version
     from jsonb_to_recordset(?::jsonb) as r(appointment_uuid uuid, company_id int, patient_uuid uuid, service_uuid uuid, time_from timestamptz,
       status smallint, deleted boolean, version int)
     left join recall_merged_patient m on m.merged_uuid = r.patient_uuid
     order by r.appointment_uuid, r.version desc
     on conflict (appointment_uuid) do update set patient_uuid = excluded.patient_uuid, service_uuid = excluded.service_uuid,
       time_from = excluded.time_from, status = excluded.status, deleted = excluded.deleted, version = excluded.version
     where recall_appointment.version < excluded.version`,
    [JSON.stringify(rows)],
  );
}

/**
 * Invitations sent from the recall list, each an attempt of its recall: only a live recall of the
 * event's company and patient (or of the card it was merged into) takes one.
 */
async function logInvitations(em: EntityManager, events: readonly InvitationEvent[]): Promise<void> {
  const rows = events.map(({ company_id, data }) => ({ ...data, company_id }));
  await em.execute(
    `insert into recall_attempt (uuid, company_id, recall_uuid, channel, outcome, note, user_uuid)
     select r.message_uuid, r.company_id, rc.uuid, r.channel, 'left_message', null, r.user_uuid
     from jsonb_to_recordset(?::jsonb) as r(message_uuid uuid, company_id int, recall_uuid uuid, patient_uuid uuid, channel text, user_uuid uuid)
     left join recall_merged_patient m on m.merged_uuid = r.patient_uuid
     join recall rc on rc.uuid = r.recall_uuid and rc.company_id = r.company_id and rc.patient_uuid = coalesce(m.kept_uuid, r.patient_uuid) and rc.deleted_at is null
     on conflict (uuid) do nothing`,
    [JSON.stringify(rows)],
  );
}

/**
 * Two cards merged: the merged card's treatments, appointments and recalls move to the kept one.
 * Where both had a recall of a type, the kept card's stays, takes the merged one's attempts and,
 * when the merged one's due date by hand was the newer, that date; the merged one is deleted
 * (its date by hand dropped with it).
 * Cards merged earlier into the merged card now point at the kept one too. One statement at a
 * time, in the consumer's transaction (a statement's CTEs would not see each other's changes).
 */
async function mergePatients(em: EntityManager, { company_id: company, data }: MergeEvent): Promise<void> {
  const { merged_uuid: from, patient_uuid: into } = data;
  await lockRecalls(em, company, [from, into]);
  const run = (sql: string, params: unknown[]) => em.execute(sql, params);
  await run(
    `insert into recall_merged_patient (merged_uuid, company_id, kept_uuid) values (?, ?, ?) on conflict (merged_uuid) do update set kept_uuid = excluded.kept_uuid`,
    [from, company, into],
  );
  await run('update recall_merged_patient set kept_uuid = ? where company_id = ? and kept_uuid = ?', [into, company, from]);
  await run('update recall_treatment set patient_uuid = ? where company_id = ? and patient_uuid = ?', [into, company, from]);
  await run('update recall_appointment set patient_uuid = ? where company_id = ? and patient_uuid = ?', [into, company, from]);
  // Both cards had a recall of the type: the kept one takes the attempts, and the newer date by hand.
  const pairs = `select f.uuid as from_uuid, k.uuid as into_uuid, f.override_at is not null and (k.override_at is null or f.override_at > k.override_at) as newer
    from recall f join recall k on k.recall_type_uuid = f.recall_type_uuid and k.patient_uuid = ? where f.company_id = ? and f.patient_uuid = ?`;
  await run(
    `update recall_attempt a set recall_uuid = p.into_uuid, updated_at = now(), version = a.version + 1 from (${pairs}) p where a.recall_uuid = p.from_uuid`,
    [into, company, from],
  );
  await run(
    `update recall k set override_kind = f.override_kind, override_due_date = f.override_due_date, override_reason = f.override_reason,
       override_at = f.override_at, override_by = f.override_by, updated_at = now(), version = k.version + 1
     from (${pairs}) p join recall f on f.uuid = p.from_uuid where k.uuid = p.into_uuid and p.newer`,
    [into, company, from],
  );
  // The merged one is gone for good: without its date by hand no refresh brings it back.
  await run(
    `update recall f set deleted_at = coalesce(f.deleted_at, now()), override_kind = null, override_due_date = null, override_reason = null,
       override_at = null, override_by = null, updated_at = now(), version = f.version + 1
     from (${pairs}) p where f.uuid = p.from_uuid`,
    [into, company, from],
  );
  // The rest are the merged card's alone: they move as they are.
  await run(
    `update recall set patient_uuid = ?, updated_at = now(), version = version + 1
     where company_id = ? and patient_uuid = ? and recall_type_uuid not in (select recall_type_uuid from recall where patient_uuid = ?)`,
    [into, company, from, into],
  );
}

export const READ_MODEL_TABLES = ['recall_treatment', 'recall_appointment', 'recall_merged_patient'] as const;

/** Empties the read model (a rebuild replays the log into it); the recalls themselves stay. */
export async function clearRecallReadModel(em: EntityManager): Promise<void> {
  for (const table of READ_MODEL_TABLES) await em.execute(`delete from ${table}`);
}
