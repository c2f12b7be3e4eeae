import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { PatientMerge } from '@dental/contracts';
import { EventOutbox, badRequest, type AuthSession } from '@dental/server-core';
import { refreshFlaggedAnswers } from '../alerts/flagged-answers.js';
import { PatientAuditService } from '../audit/patient-audit.service.js';
import { Patient } from '../patients/patient.entity.js';
import { PatientService } from '../patients/patient.service.js';
import { reclaimPersonalCode } from '../patients/personal-code.js';
import { PatientMergeRegistry, repointPatientRows, type PatientMergeContext } from './patient-merge.port.js';

/** Runs one SQL statement in the merge's transaction; answers the rows it touched. */
async function run({ em }: PatientMergeContext, sql: string, params: unknown[]): Promise<number> {
  const result = await em.getConnection().execute<{ affectedRows: number }>(sql, params, 'run', em.getTransactionContext());
  return result.affectedRows;
}

/**
 * Merges a duplicate card into the kept one (docs/decisions.md, "Patients"): in one transaction
 * this module moves its own rows (questionnaire fills, files, kinship, assistants, branches, the
 * doctor when the kept card has none, the medical alert when it has none), every registered
 * participant moves its module's rows, the merged card is soft-deleted pointing at the kept
 * one, and `patient.merged` tells the modules that learn of patients through events. The audit
 * trail is append-only and not rewritten: the kept card's history reads the trail of every card
 * merged into it. Both cards get an audit entry.
 */
@Injectable()
export class PatientMergeService {
  constructor(
    private readonly em: EntityManager,
    private readonly patients: PatientService,
    private readonly registry: PatientMergeRegistry,
    private readonly audit: PatientAuditService,
    private readonly events: EventOutbox,
  ) {}

  async merge(uuid: string, { into_uuid, version }: PatientMerge, auth: AuthSession, requestId: string | null, ip: string | null) {
    if (into_uuid === uuid) throw badRequest('PATIENT_MERGE_SELF', { into_uuid: 'PATIENT_MERGE_SELF' });
    const from = await this.patients.exists(uuid);
    const into = await this.patients.exists(into_uuid);
    await this.em.lock(from, LockMode.OPTIMISTIC, version);
    const moved: Record<string, number> = {};
    await this.em.transactional(async (em) => {
      const context: PatientMergeContext = { em, companyId: auth.companyId, from: from.uuid, into: into.uuid };
      moved.questionnaires = await repointPatientRows(context, 'patient_test');
      moved.files = await repointPatientRows(context, 'patient_file');
      moved.relationships = await this.moveKinship(context);
      moved.doctors = await this.moveStaff(context);
      for (const participant of this.registry.all()) moved[participant.name] = await participant.merge(context);
      // Cards merged into this one earlier now point at the kept card, so its history reads them all.
      await run(context, 'update "patient" set "merged_into" = ? where "company_id" = ? and "merged_into" = ?', [into.uuid, auth.companyId, from.uuid]);
      const kept = await em.findOneOrFail(Patient, { uuid: into.uuid });
      const merged = await em.findOneOrFail(Patient, { uuid: from.uuid });
      if (!kept.medicalAlert && merged.medicalAlert) kept.medicalAlert = merged.medicalAlert;
      if (!kept.doctor && merged.doctor) kept.doctor = merged.doctor;
      merged.mergedInto = kept.uuid;
      merged.deletedAt = new Date();
      await em.flush();
      // A merged card that held its personal code hands it to the card that shared it (often the kept one).
      await reclaimPersonalCode(em, merged.personalCode);
      await refreshFlaggedAnswers(em, kept.uuid);
      // Modules that keep their own copy of what a patient has (recalls, read models) move it on this.
      await this.events.publish(em, 'patient.merged', { patient_uuid: kept.uuid, merged_uuid: merged.uuid });
    });
    this.em.clear();
    await this.audit.record({
      companyId: auth.companyId,
      patientUuid: into.uuid,
      actorUuid: auth.userId,
      action: 'update',
      resource: 'merge',
      requestId,
      ip,
      details: { merged_from: from.uuid, merged_name: `${from.firstName} ${from.lastName}`, moved },
    });
    return { patient: await this.patients.get(into.uuid), moved };
  }

  /**
   * Kinship follows the card, except a link between the two cards (it would point at itself) and
   * a link to someone the kept card is already linked with (one link per pair): those are deleted.
   */
  private async moveKinship(context: PatientMergeContext): Promise<number> {
    const { companyId, from, into } = context;
    await run(
      context,
      `with links as (
         select "uuid", case when "patient_uuid" = ? then "relative_uuid" else "patient_uuid" end as "other" from "patient_relationship"
         where "company_id" = ? and "deleted_at" is null and (? in ("patient_uuid", "relative_uuid"))),
       kept as (
         select case when "patient_uuid" = ? then "relative_uuid" else "patient_uuid" end as "other" from "patient_relationship"
         where "company_id" = ? and "deleted_at" is null and (? in ("patient_uuid", "relative_uuid")))
       update "patient_relationship" r set "deleted_at" = now() from links
       where r."uuid" = links."uuid" and (links."other" = ? or links."other" in (select "other" from kept))`,
      [from, companyId, from, into, companyId, into, into],
    );
    const outgoing = await run(context, 'update "patient_relationship" set "patient_uuid" = ?, "updated_at" = now() where "company_id" = ? and "patient_uuid" = ? and "deleted_at" is null', [into, companyId, from]);
    const incoming = await run(context, 'update "patient_relationship" set "relative_uuid" = ?, "updated_at" = now() where "company_id" = ? and "relative_uuid" = ? and "deleted_at" is null', [into, companyId, from]);
    return outgoing + incoming;
  }

  /** The merged card's assistants and branches join the kept card's (each once). */
  private async moveStaff(context: PatientMergeContext): Promise<number> {
    const { from, into } = context;
    const helpers = await run(context, 'insert into "patient_helpers" ("patient_uuid", "user_uuid") select ?, "user_uuid" from "patient_helpers" where "patient_uuid" = ? on conflict do nothing', [into, from]);
    await run(context, 'insert into "patient_branches" ("patient_uuid", "branch_uuid") select ?, "branch_uuid" from "patient_branches" where "patient_uuid" = ? on conflict do nothing', [into, from]);
    return helpers;
  }
}
