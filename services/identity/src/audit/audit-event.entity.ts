import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const AUDIT_EVENT_TYPES = [
  'login_succeeded',
  'login_failed',
  'logout',
  'logout_everywhere',
  'impersonation_issued',
  'impersonation_used',
  'company_switched',
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

/**
 * Who did what security-relevant thing, when and from where. Plain ids rather than foreign keys:
 * the trail outlives the rows it speaks of.
 */
@Entity({ tableName: 'audit_event' })
@Index({ properties: ['companyId', 'createdAt'] })
export class AuditEvent {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  uuid: Opt<string> = randomUUID();

  @Property({ type: 'string', length: 50 })
  type!: AuditEventType;

  @Property({ type: 'uuid', nullable: true })
  actorUuid: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  subjectUuid: string | null = null;

  @Property({ type: 'integer', nullable: true })
  companyId: number | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  ip: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  requestId: string | null = null;

  @Property({ type: 'json', nullable: true })
  details: Record<string, unknown> | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
