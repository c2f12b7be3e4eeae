import { Injectable } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { PatientAuditAction } from '@dental/contracts';
import { User } from '@dental/identity';
import { hasPermission, insertJsonRows, pageLimits, pageOf, type AuthSession, type PageWindow, type Paged } from '@dental/server-core';
import { PatientAudit } from './patient-audit.entity.js';
import { auditLabels } from './patient-audit-labels.js';

export interface PatientAuditRecord {
  companyId: number;
  patientUuid: string | null;
  actorUuid: string | null;
  action: PatientAuditAction;
  resource: string;
  requestId: string | null;
  ip: string | null;
  details: Record<string, unknown> | null;
}

const CHANGES: PatientAuditAction[] = ['create', 'update', 'delete'];

/**
 * One plain multi-row insert (the uuid is the table's default): every audited request waits for it
 * before answering, so it is written without building an ORM query each time.
 */
const insertStatement = (rows: number): string =>
  'insert into "patient_audit" ("company_id", "patient_uuid", "actor_uuid", "action", "resource", "request_id", "ip", "details", "created_at") values ' +
  Array.from({ length: rows }, () => '(?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::timestamptz)').join(', ');

const insertParams = (row: PatientAuditRecord & { createdAt: Date }): unknown[] => [
  row.companyId,
  row.patientUuid,
  row.actorUuid,
  row.action,
  row.resource,
  row.requestId,
  row.ip,
  row.details === null ? null : JSON.stringify(row.details),
  row.createdAt.toISOString(),
];

interface Pending {
  row: PatientAuditRecord & { createdAt: Date };
  written: () => void;
  failed: (error: unknown) => void;
}

/** Writes and reads the patient audit trail (patient_audit). */
@Injectable()
export class PatientAuditService {
  private pending: Pending[] = [];

  constructor(
    private readonly em: EntityManager,
    private readonly orm: MikroORM,
  ) {}

  /**
   * Resolves once the row is written: the caller answers only then, so an answered read always has
   * its row (e2e/platform/audit-kill.e2e.ts). Rows recorded in the same turn of the event loop
   * (concurrent requests) go in one multi-row insert, not one statement each; a failed insert
   * fails every request of the batch. It does not wait for, or ride on, anyone's unit of work.
   */
  record(entry: PatientAuditRecord): Promise<void> {
    return new Promise((written, failed) => {
      if (this.pending.push({ row: { ...entry, createdAt: new Date() }, written, failed }) === 1) setImmediate(() => void this.flush());
    });
  }

  /**
   * Many rows at once in `em`'s transaction (a batch of imported cards: written with them or not
   * at all), one JSON parameter for the batch (insertJsonRows) rather than nine a row.
   */
  async recordMany(em: EntityManager, entries: readonly PatientAuditRecord[]): Promise<void> {
    const createdAt = new Date().toISOString();
    await insertJsonRows(
      em,
      'patient_audit',
      ['company_id', 'patient_uuid', 'actor_uuid', 'action', 'resource', 'request_id', 'ip', 'details', 'created_at'],
      entries.map((entry) => ({
        company_id: entry.companyId,
        patient_uuid: entry.patientUuid,
        actor_uuid: entry.actorUuid,
        action: entry.action,
        resource: entry.resource,
        request_id: entry.requestId,
        ip: entry.ip,
        details: entry.details,
        created_at: createdAt,
      })),
    );
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    try {
      await this.orm.em.getConnection().execute(insertStatement(batch.length), batch.flatMap((pending) => insertParams(pending.row)), 'run');
      for (const pending of batch) pending.written();
    } catch (error) {
      for (const pending of batch) pending.failed(error);
    }
  }

  /**
   * A patient's trail, newest first, with the trails of the cards merged into it (`patientUuids`:
   * the card first, then those). `admin` sees every entry (reads included, with the IP);
   * everyone else sees who changed what.
   */
  async history(
    patientUuids: string[],
    auth: AuthSession,
    page: PageWindow,
  ): Promise<{ entries: Paged<PatientAudit>; actors: Map<string, User>; full: boolean; labels: Map<string, string> }> {
    const full = hasPermission(auth, 'admin');
    const [items, total] = await this.em.findAndCount(
      PatientAudit,
      { companyId: auth.companyId, patientUuid: { $in: patientUuids }, ...(full ? {} : { action: { $in: CHANGES } }) },
      { orderBy: { createdAt: 'desc', uuid: 'desc' }, ...pageLimits(page) },
    );
    const actorUuids = [...new Set(items.map((entry) => entry.actorUuid).filter((uuid): uuid is string => !!uuid))];
    // Deleted staff still show in the trail: the soft-delete filter is off for this lookup.
    const users = actorUuids.length
      ? await this.em.find(User, { uuid: { $in: actorUuids } }, { filters: { softDelete: false } })
      : [];
    const labels = await auditLabels(this.em, auth.companyId, items);
    return { entries: pageOf(page, items, total), actors: new Map(users.map((user) => [user.uuid, user])), full, labels };
  }
}
