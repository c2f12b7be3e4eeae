import { SetMetadata } from '@nestjs/common';
import type { PatientAuditAction, PatientAuditChanges } from '@dental/contracts';
import type { ApiRequest } from '@dental/server-core';

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

const CHANGES_KEY = Symbol('patients:audit-changes');

/** Hands an edit's before/after values to the audit interceptor, which writes them as `details.changes`. */
export function recordChanges(req: ApiRequest, changes: PatientAuditChanges | undefined): void {
  if (changes && Object.keys(changes).length) Object.assign(req, { [CHANGES_KEY]: changes });
}

/** The changes a handler recorded on this request, if any. */
export const recordedChanges = (req: ApiRequest): PatientAuditChanges | undefined =>
  (req as ApiRequest & { [CHANGES_KEY]?: PatientAuditChanges })[CHANGES_KEY];
