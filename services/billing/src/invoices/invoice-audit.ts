import { Injectable } from '@nestjs/common';
import type { PatientAuditAction } from '@dental/contracts';
import { PatientAuditService } from '@dental/patients';
import { currentRequest, type AuthSession } from '@dental/server-core';
import type { Invoice } from './invoice.entity.js';

/**
 * Invoices are patient data: every read and write of one goes to the patient's audit trail
 * (patients' PatientAuditService), with the invoice as the subject. Lists and the balance name
 * the patient in their query when filtered by one, and the global interceptor records those.
 */
@Injectable()
export class InvoiceAudit {
  constructor(private readonly audit: PatientAuditService) {}

  record(invoice: Invoice, action: PatientAuditAction, auth: AuthSession, what: string, details: Record<string, unknown> = {}): Promise<void> {
    return this.audit.record({
      companyId: auth.companyId,
      patientUuid: invoice.patient.uuid,
      actorUuid: auth.userId,
      action,
      resource: `invoices/${what}`.slice(0, 30),
      requestId: currentRequest()?.requestId ?? null,
      ip: null,
      details: { invoice: invoice.uuid, ...(invoice.number ? { number: invoice.number } : {}), ...details, ...(auth.impersonatedBy ? { impersonated_by: auth.impersonatedBy } : {}) },
    });
  }
}
