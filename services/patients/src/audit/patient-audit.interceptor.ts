import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { PATH_METADATA } from '@nestjs/common/constants.js';
import { mergeMap, type Observable } from 'rxjs';
import type { PatientAuditAction } from '@dental/contracts';
import { ApiException, logger, maskPersonalCode, type ApiRequest } from '@dental/server-core';
import { AUDITED_KEY, recordedChanges, type AuditedSpec } from './audited.decorator.js';
import { PatientAuditService } from './patient-audit.service.js';

const log = logger.child('patient-audit');

type AuditedRequest = ApiRequest & {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
};

const ACTION_OF_METHOD: Record<string, PatientAuditAction> = {
  GET: 'read',
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PATIENTS_ROUTES = /^\/api\/patients(?:[/?]|$)/;

/**
 * The one writer of the patient audit trail, bound to every route of the API (APP_INTERCEPTOR):
 * it records each successful request (who, when, action, patient, request id, IP) BEFORE the
 * answer leaves, so no patient data is ever answered unaudited and no handler has to remember it.
 * - The patients module's routes say what they touch with @Audited; one that does not is refused.
 * - Any other module's read that names a patient (`patient_uuid` in the path or query, e.g. the
 *   calendar's history of one patient) is recorded as a read of that patient, with its route as
 *   the resource: a new domain is covered without remembering to be.
 * Failed requests (401/403/404/400) show nothing of a patient and are not recorded.
 */
@Injectable()
export class PatientAuditInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly audit: PatientAuditService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const spec = this.reflector.getAllAndOverride<AuditedSpec | undefined>(AUDITED_KEY, [context.getHandler(), context.getClass()]);
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<AuditedRequest>();
    if (!spec && PATIENTS_ROUTES.test(req.originalUrl ?? '')) {
      // A patients route nobody said what it touches: refuse rather than serve unaudited.
      log.error({ msg: 'patients route without @Audited refused', path: req.originalUrl });
      throw new ApiException(500, 'INTERNAL');
    }
    if (!spec) return this.auditReadsNamingPatient(context, req, next);
    return next.handle().pipe(
      mergeMap(async (answer: unknown) => {
        const auth = req.context?.auth;
        if (!auth) return answer; // every patients route is signed-in; nothing to attribute otherwise
        await this.audit.record({
          companyId: auth.companyId,
          patientUuid: req.params?.uuid ?? createdUuid(answer),
          actorUuid: auth.userId,
          action: spec.action ?? ACTION_OF_METHOD[req.method ?? 'GET'] ?? 'read',
          resource: spec.resource,
          requestId: req.context?.requestId ?? null,
          ip: req.ip ?? null,
          details: detailsOf(req, answer, auth.impersonatedBy, subRoute(context)),
        });
        return answer;
      }),
    );
  }

  private auditReadsNamingPatient(context: ExecutionContext, req: AuditedRequest, next: CallHandler): Observable<unknown> {
    const patientUuid = req.method === 'GET' ? namedPatient(req) : null;
    if (!patientUuid) return next.handle();
    return next.handle().pipe(
      mergeMap(async (answer: unknown) => {
        const auth = req.context?.auth;
        if (!auth) return answer;
        await this.audit.record({
          companyId: auth.companyId,
          patientUuid,
          actorUuid: auth.userId,
          action: 'read',
          resource: routeOf(context),
          requestId: req.context?.requestId ?? null,
          ip: req.ip ?? null,
          details: detailsOf(req, answer, auth.impersonatedBy),
        });
        return answer;
      }),
    );
  }
}

/** Whole personal codes anywhere in a text ("161175-19997", "16117519997"): the trail keeps them masked, as the History shows codes. */
const WHOLE_CODE = /\d{6}-?\d{5}/g;

/** A recorded value with its whole personal codes masked. */
const maskCodes = (value: unknown): unknown => (typeof value === 'string' ? value.replace(WHOLE_CODE, (code) => maskPersonalCode(code) ?? '') : value);

/** The query as the audit keeps it: a personal code searched for is kept masked, as the History shows codes. */
const maskedQuery = (query: Record<string, unknown>): Record<string, unknown> => Object.fromEntries(Object.entries(query).map(([key, value]) => [key, maskCodes(value)]));

/** The patient a request names by `patient_uuid` in its path or query, when it is a uuid. */
function namedPatient(req: AuditedRequest): string | null {
  const named = req.params?.patient_uuid ?? req.query?.patient_uuid;
  return typeof named === 'string' && UUID.test(named) ? named : null;
}

/** The route's declared path (e.g. `calendar/history`), the trail's resource; at most 30 characters. */
function routeOf(context: ExecutionContext): string {
  const base = String(Reflect.getMetadata(PATH_METADATA, context.getClass()) ?? '');
  const sub = String(Reflect.getMetadata(PATH_METADATA, context.getHandler()) ?? '');
  return [base, sub].filter((part) => part && part !== '/').join('/').slice(0, 30);
}

/** The uuid a create answered with (`{data: {uuid}}`), for the trail of a new patient. */
function createdUuid(answer: unknown): string | null {
  const data = (answer as { data?: { uuid?: unknown } } | null)?.data;
  return typeof data?.uuid === 'string' ? data.uuid : null;
}

/**
 * What helps a reviewer: the names of the fields a write sent, the values before and after of
 * what an edit of the card changed (docs/decisions.md, "Patients"), the sub-record touched, the
 * filters of a list or export.
 */
function detailsOf(req: AuditedRequest, answer: unknown, impersonatedBy: string | undefined, route?: string): Record<string, unknown> | null {
  const details: Record<string, unknown> = {};
  const { uuid: _patient, ...subjects } = req.params ?? {};
  Object.assign(details, subjects);
  if (req.method !== 'GET' && req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body)) {
    const fields = Object.keys(req.body).filter((key) => key !== 'version' && key !== 'confirm_duplicate');
    if (fields.length) details.fields = fields;
  }
  const changes = recordedChanges(req);
  if (changes) details.changes = changes;
  else if (req.method !== 'GET') Object.assign(details, writeWords(req, answer));
  const created = createdUuid(answer);
  if (req.method === 'POST' && req.params?.uuid && created) details.created = created;
  if (req.method === 'GET' && req.query && Object.keys(req.query).length) details.query = maskedQuery(req.query);
  if (route) details.route = route;
  const total = (answer as { meta?: { total?: unknown } } | null)?.meta?.total;
  if (typeof total === 'number') details.total = total;
  if (impersonatedBy) details.impersonated_by = impersonatedBy;
  return Object.keys(details).length ? details : null;
}

/** The route's own path under its controller (e.g. `items/:item_uuid/treat`): the history words a step by it. */
function subRoute(context: ExecutionContext): string | undefined {
  const sub = String(Reflect.getMetadata(PATH_METADATA, context.getHandler()) ?? '');
  return sub && sub !== '/' ? sub.slice(0, 60) : undefined;
}

/** Body fields whose values stay out of the trail: free text is the record's own, secrets are nobody's. */
const UNRECORDED = new Set(['text', 'signature', 'password', 'version', 'confirm_duplicate']);
const SHORT = 100;

const recordable = (value: unknown): boolean =>
  value === null || typeof value === 'number' || typeof value === 'boolean' || (typeof value === 'string' && value.length <= SHORT);

/**
 * A write in words (docs/decisions.md, issue 25): `values`, the short values it sent (numbers,
 * codes, uuids the history answer names, lists of them; never free text), and `subject`, what the
 * answer says it made (a tooth, its surfaces, a diagnosis or service by name, a number).
 */
function writeWords(req: AuditedRequest, answer: unknown): Record<string, unknown> {
  const words: Record<string, unknown> = {};
  if (req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body)) {
    const values: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(req.body as Record<string, unknown>)) {
      if (UNRECORDED.has(key)) continue;
      if (recordable(value)) values[key] = maskCodes(value);
      else if (Array.isArray(value) && value.length <= 20 && value.every(recordable)) values[key] = value.map(maskCodes);
    }
    if (Object.keys(values).length) words.values = values;
  }
  const data = (answer as { data?: unknown } | null)?.data;
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    const made = data as Record<string, unknown>;
    const subject: Record<string, unknown> = {};
    for (const key of ['tooth', 'jaw', 'surfaces', 'stage', 'name', 'number', 'file_name']) if (made[key] !== undefined && made[key] !== null) subject[key] = made[key];
    for (const key of ['status', 'service']) {
      const named = made[key] as { name?: unknown } | null | undefined;
      if (named && typeof named === 'object' && typeof named.name === 'string') subject[key] = named.name;
    }
    if (Object.keys(subject).length) words.subject = subject;
  }
  return words;
}
