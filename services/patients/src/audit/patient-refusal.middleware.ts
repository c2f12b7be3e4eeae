import { Injectable, type NestMiddleware } from '@nestjs/common';
import { logger, type ApiRequest, type ApiResponse } from '@dental/server-core';
import { PatientAuditService } from './patient-audit.service.js';

const log = logger.child('patients');

/** A patients route naming a card: `/api/patients/<uuid>[/...]`. */
const PATIENT_PATH = /^\/api\/patients\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[/?]|$)/i;

/**
 * Refusals are audited too (issue 28): a signed-in user refused a patient's route for want of a
 * permission (403, which the access guard answers before any interceptor runs) or because the card
 * is not their company's (404) gets a `refused` row in their company's trail, with the status and
 * the route. Written once the answer is sent: a refusal has no answer to hold back.
 */
@Injectable()
export class PatientRefusalMiddleware implements NestMiddleware {
  constructor(private readonly audit: PatientAuditService) {}

  use(req: ApiRequest, res: ApiResponse, next: () => void): void {
    const patientUuid = PATIENT_PATH.exec(req.originalUrl ?? '')?.[1];
    if (patientUuid) {
      res.on('finish', () => {
        const auth = req.context?.auth;
        if (!auth || (res.statusCode !== 403 && res.statusCode !== 404)) return;
        this.audit
          .record({
            companyId: auth.companyId,
            patientUuid,
            actorUuid: auth.userId,
            action: 'refused',
            resource: 'patient',
            requestId: req.context?.requestId ?? null,
            ip: req.ip ?? null,
            details: { status: res.statusCode, method: req.method, route: (req.originalUrl ?? '').split('?')[0].slice(0, 200) },
          })
          .catch((error: unknown) => log.error({ msg: 'refusal not audited', error: String(error) }));
      });
    }
    next();
  }
}
