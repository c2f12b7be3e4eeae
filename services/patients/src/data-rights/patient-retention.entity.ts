import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { CompanyOwnedEntity } from '@dental/server-core';

/**
 * A company's retention periods, in years, where it differs from the defaults
 * (RETENTION_DEFAULTS in @dental/contracts; their legal sources are in docs/decisions.md).
 */
@Entity({ tableName: 'patient_retention_setting' })
export class PatientRetentionSetting extends CompanyOwnedEntity {
  @Property({ type: 'smallint' })
  medicalRecordYears!: number;

  @Property({ type: 'smallint' })
  accountingYears!: number;
}
