import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  pagedEnvelope,
  patientAuditEntrySchema,
  patientHistoryQuerySchema,
  uuidParamsSchema,
  type PatientAuditEntry,
} from '@dental/contracts';
import { Access, CurrentAuth, ZodAnswer, ZodParams, ZodQuery, pagedAnswer, type AuthSession, type PagedAnswer } from '@dental/server-core';
import type { z } from 'zod';
import { PatientService } from '../patients/patient.service.js';
import { toStaff } from '../patients/patient.mapper.js';
import { Audited } from './audited.decorator.js';
import { labelsOf } from './patient-audit-labels.js';
import { PatientAuditService } from './patient-audit.service.js';

/**
 * The history tab: the patient's audit trail, newest first. `admin` sees reads too (and IPs);
 * others see the changes; the trails of cards merged into this one are part of it.
 */
@ApiTags('patients')
@Controller('patients/:uuid/history')
@Audited('history')
export class PatientHistoryController {
  constructor(
    private readonly patients: PatientService,
    private readonly audit: PatientAuditService,
  ) {}

  @Get()
  @Access('patients_view')
  @ZodAnswer(pagedEnvelope(patientAuditEntrySchema))
  async list(
    @ZodParams(uuidParamsSchema) { uuid }: { uuid: string },
    @ZodQuery(patientHistoryQuerySchema) page: z.output<typeof patientHistoryQuerySchema>,
    @CurrentAuth() auth: AuthSession,
  ): Promise<PagedAnswer<PatientAuditEntry>> {
    await this.patients.exists(uuid);
    const { entries, actors, full, labels } = await this.audit.history([uuid, ...(await this.patients.mergedInto(uuid))], auth, page);
    return pagedAnswer(entries, (entry) => {
      const actor = entry.actorUuid ? actors.get(entry.actorUuid) : undefined;
      return {
        uuid: entry.uuid,
        action: entry.action,
        resource: entry.resource,
        actor: actor ? toStaff(actor) : null,
        request_id: entry.requestId,
        ip: full ? entry.ip : null,
        details: entry.details,
        labels: labelsOf(entry.details, labels),
        created_at: entry.createdAt.toISOString(),
      };
    });
  }
}
