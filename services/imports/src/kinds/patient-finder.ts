import { Injectable } from '@nestjs/common';
import { PatientBulkService } from '@dental/patients';
import { ImportRecords } from '../records/import-records.service.js';
import type { FieldErrors, RowInput } from './import-target.js';

/**
 * The patient an appointment or a balance row belongs to: by `patient_key`, the old system's id the
 * patients' import recorded (import-record.entity.ts), else by `personal_code` among the
 * company's cards. One look-up of each kind per batch.
 */
@Injectable()
export class PatientFinder {
  constructor(
    private readonly records: ImportRecords,
    private readonly patients: PatientBulkService,
  ) {}

  async find(rows: readonly RowInput[]): Promise<({ uuid: string } | { fields: FieldErrors })[]> {
    const keys = rows.map((row) => row.values.patient_key).filter((key): key is string => !!key);
    const codes = rows.filter((row) => !row.values.patient_key && row.values.personal_code).map((row) => row.values.personal_code!);
    const [byKey, byCode] = await Promise.all([this.records.byKeys('patients', keys), this.patients.byPersonalCode(codes)]);
    return rows.map(({ values }): { uuid: string } | { fields: FieldErrors } => {
      if (values.patient_key) {
        const record = byKey.get(values.patient_key);
        return record ? { uuid: record.recordUuid } : { fields: { patient_key: { key: 'import_unknown_patient', params: { value: values.patient_key } } } };
      }
      if (values.personal_code) {
        const uuid = byCode.get(values.personal_code);
        return uuid ? { uuid } : { fields: { personal_code: { key: 'import_unknown_patient', params: { value: values.personal_code } } } };
      }
      return { fields: { patient_key: 'import_patient_required' } };
    });
  }
}
