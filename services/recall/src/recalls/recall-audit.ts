import { Injectable } from '@nestjs/common';
import type { PatientAuditAction, Recall } from '@dental/contracts';
import { PatientAuditService } from '@dental/patients';
import { currentRequest, type AuthSession } from '@dental/server-core';

/**
 * A recall is patient data (a name, a phone, when they are due): every answer naming a patient goes
 * to that patient's audit trail (patients' PatientAuditService), with the recall as the subject and
 * the client's address. A list filtered by one patient names them in its query, and the global
 * interceptor records it; any other list records one `list` entry per patient on its page.
 */
@Injectable()
export class RecallAudit {
  constructor(private readonly audit: PatientAuditService) {}

  record(recall: Recall, action: PatientAuditAction, auth: AuthSession, details: Record<string, unknown> = {}): Promise<void> {
    return this.entry(recall.patient.uuid, action, auth, { recall: recall.uuid, ...details });
  }

  /** One `list` entry per patient on the page, naming the recalls shown (written in one insert: PatientAuditService batches). */
  async recordList(recalls: readonly Recall[], auth: AuthSession, query: Record<string, unknown>): Promise<void> {
    const shown = new Map<string, string[]>();
    for (const recall of recalls) shown.set(recall.patient.uuid, [...(shown.get(recall.patient.uuid) ?? []), recall.uuid]);
    await Promise.all([...shown].map(([patientUuid, uuids]) => this.entry(patientUuid, 'list', auth, { recalls: uuids, query })));
  }

  private entry(patientUuid: string, action: PatientAuditAction, auth: AuthSession, details: Record<string, unknown>): Promise<void> {
    return this.audit.record({
      companyId: auth.companyId,
      patientUuid,
      actorUuid: auth.userId,
      action,
      resource: 'recalls',
      requestId: currentRequest()?.requestId ?? null,
      ip: currentRequest()?.ip ?? null,
      details: { ...details, ...(auth.impersonatedBy ? { impersonated_by: auth.impersonatedBy } : {}) },
    });
  }
}
