import type { Opt } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import type { PatientExportState } from '@dental/contracts';
import { CompanyOwnedEntity } from '@dental/server-core';

/**
 * One export of a patient's data for them (Art. 15 and 20 GDPR): its job's state and progress, and
 * the ZIP in the file store until it is downloaded, once, within 24 hours. Plain ids: the record of
 * the export outlives an erasure of the patient.
 */
@Entity({ tableName: 'patient_data_export' })
@Index({ properties: ['patientUuid', 'createdAt'] })
export class PatientDataExport extends CompanyOwnedEntity {
  @Property({ type: 'uuid' })
  patientUuid!: string;

  @Property({ type: 'uuid', nullable: true })
  requestedBy: string | null = null;

  @Property({ type: 'string', length: 10, default: 'queued' })
  state: Opt<PatientExportState> = 'queued';

  @Property({ type: 'smallint', default: 0 })
  progress: Opt<number> = 0;

  /** The ZIP's key in the file store while it waits to be downloaded. */
  @Property({ type: 'string', length: 300, nullable: true })
  storageKey: string | null = null;

  @Property({ type: 'text', nullable: true })
  failure: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  finishedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  expiresAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  downloadedAt: Date | null = null;
}
