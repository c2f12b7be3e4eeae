import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { PatientAuditAction } from '@dental/contracts';

/**
 * Who read or changed which patient's data, when, from where and in which request. Append-only,
 * with plain ids rather than foreign keys (the trail outlives what it speaks of), and no tenant
 * filter: it is written and read with the company stated explicitly.
 */
@Entity({ tableName: 'patient_audit' })
@Index({ properties: ['patientUuid', 'createdAt'] })
@Index({ properties: ['companyId', 'createdAt'] })
export class PatientAudit {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  uuid: Opt<string> = randomUUID();

  @Property({ type: 'integer' })
  companyId!: number;

  /** Null for reads of many patients at once (the list, the export). */
  @Property({ type: 'uuid', nullable: true })
  patientUuid: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  actorUuid: string | null = null;

  @Property({ type: 'string', length: 20 })
  action!: PatientAuditAction;

  /** The part of the card: patient, settings, doctors, relationships, files, history. */
  @Property({ type: 'string', length: 30 })
  resource!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  requestId: string | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  ip: string | null = null;

  @Property({ type: 'json', nullable: true })
  details: Record<string, unknown> | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
