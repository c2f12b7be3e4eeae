import { Injectable } from '@nestjs/common';
import type { PatientAuditAction } from '@dental/contracts';
import { PatientAuditService } from '@dental/patients';
import { currentRequest, type AuthSession } from '@dental/server-core';
import type { Invoice } from './invoice.entity.js';

/**
 * Invoices are patient data: every read and write of one goes to the patient's audit trail
 * (patients' PatientAuditService), with the invoice as the subject and the client's address.
 * The balance and a list filtered by one patient name that patient in their query, and the global
 * interceptor records those; a branch-wide list records one `list` entry per patient it shows
 * (recordList); the CSV export is one company-level `export` entry (@Audited on its controller).
 */
@Injectable()
export class InvoiceAudit {
  constructor(private readonly audit: PatientAuditService) {}

  record(invoice: Invoice, action: PatientAuditAction, auth: AuthSession, what: string, details: Record<string, unknown> = {}): Promise<void> {
    return this.recordPatient(invoice.patient.uuid, action, auth, what, { invoice: invoice.uuid, ...(invoice.number ? { number: invoice.number } : {}), ...details });
  }

  /** An entry on one patient's trail for billing data that is theirs (an invoice, an appointment's products used). */
  recordPatient(patientUuid: string, action: PatientAuditAction, auth: AuthSession, what: string, details: Record<string, unknown>): Promise<void> {
    return this.audit.record({
      companyId: auth.companyId,
      patientUuid,
      actorUuid: auth.userId,
      action,
      resource: `invoices/${what}`.slice(0, 30),
      requestId: currentRequest()?.requestId ?? null,
      ip: currentRequest()?.ip ?? null,
      details: { ...details, ...(auth.impersonatedBy ? { impersonated_by: auth.impersonatedBy } : {}) },
    });
  }

  /**
   * A list page shows names and personal codes: one `list` entry per patient on it, naming the
   * invoices shown. Recorded together, the entries go in one multi-row insert (PatientAuditService
   * batches a turn's rows), not one round trip per patient.
   */
  async recordList(invoices: readonly { uuid: string; patient: { uuid: string } }[], auth: AuthSession, query: Record<string, unknown>): Promise<void> {
    const shown = new Map<string, string[]>();
    for (const invoice of invoices) shown.set(invoice.patient.uuid, [...(shown.get(invoice.patient.uuid) ?? []), invoice.uuid]);
    await Promise.all(
      [...shown].map(([patientUuid, uuids]) =>
        this.audit.record({
          companyId: auth.companyId,
          patientUuid,
          actorUuid: auth.userId,
          action: 'list',
          resource: 'invoices/list',
          requestId: currentRequest()?.requestId ?? null,
          ip: currentRequest()?.ip ?? null,
          details: { invoices: uuids, query, ...(auth.impersonatedBy ? { impersonated_by: auth.impersonatedBy } : {}) },
        }),
      ),
    );
  }
}
