import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { currentRequest, logger } from '@dental/server-core';
import { AuditEvent, type AuditEventType } from './audit-event.entity.js';

const log = logger.child('audit');

export interface AuditEntry {
  type: AuditEventType;
  actorUuid?: string | null;
  subjectUuid?: string | null;
  companyId?: number | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

/** Writes the security trail (sign-ins, impersonation, company switches) and logs each entry. */
@Injectable()
export class AuditService {
  constructor(private readonly em: EntityManager) {}

  /** Persisted with the caller's next flush, so the entry commits (or not) with what it records. */
  record(entry: AuditEntry): void {
    const event = this.em.create(AuditEvent, {
      type: entry.type,
      actorUuid: entry.actorUuid ?? null,
      subjectUuid: entry.subjectUuid ?? null,
      companyId: entry.companyId ?? null,
      ip: entry.ip ?? null,
      requestId: currentRequest()?.requestId ?? null,
      details: entry.details ?? null,
      createdAt: new Date(),
    });
    this.em.persist(event);
    log.info({ msg: `audit ${entry.type}`, actor: event.actorUuid, subject: event.subjectUuid, company: event.companyId });
  }
}
