import { SetMetadata } from '@nestjs/common';
import type { PatientAuditAction } from '@dental/contracts';

export const AUDITED_KEY = 'patients:audited';

export interface AuditedSpec {
  /** The part of the card a route touches: patient, settings, doctors, relationships, files, history. */
  resource: string;
  /** Defaults from the HTTP method: GET read, POST create, PATCH/PUT update, DELETE delete. */
  action?: PatientAuditAction;
}

/**
 * Names what a controller (or one route) touches, for the audit interceptor. Put on the class, it
 * covers every route added later too; a route may override it (e.g. the list is `list`).
 */
export const Audited = (resource: string, action?: PatientAuditAction): ClassDecorator & MethodDecorator =>
  SetMetadata<string, AuditedSpec>(AUDITED_KEY, { resource, action });
