import type { Language } from '@dental/contracts';
import { translate } from '@dental/i18n';
import type { CsvCell, CsvColumn } from '@dental/server-core';
import type { Patient } from '../patients/patient.entity.js';

/** The export's columns, in order; headers and coded values come from the `errors:patient_export` texts. */
export const EXPORT_COLUMNS: readonly { key: string; value: (patient: Patient, language: Language) => CsvCell }[] = [
  { key: 'last_name', value: (p) => p.lastName },
  { key: 'first_name', value: (p) => p.firstName },
  { key: 'personal_code', value: (p) => p.personalCode },
  { key: 'dob', value: (p) => p.dob },
  { key: 'gender', value: (p, lang) => translate(lang, `errors:patient_export.gender_${p.gender}`) },
  { key: 'phone', value: (p) => p.phone },
  { key: 'phone2', value: (p) => p.phone2 },
  { key: 'email', value: (p) => p.email },
  { key: 'client_card', value: (p) => p.clientCard },
  { key: 'status', value: (p, lang) => translate(lang, `errors:patient_export.status_${p.status}`) },
  {
    key: 'doctor',
    value: (p) => {
      const doctor = p.doctor?.isInitialized() ? p.doctor.getEntity() : null;
      return doctor ? `${doctor.firstName} ${doctor.lastName}` : null;
    },
  },
  { key: 'address', value: (p) => p.address },
  { key: 'country', value: (p) => p.country },
  { key: 'insurance', value: (p) => p.insurance },
  { key: 'insurance_number', value: (p) => p.insuranceNumber },
  { key: 'insurance_expiration', value: (p) => p.insuranceExpiration },
  { key: 'communication_language', value: (p) => p.communicationLanguage },
  { key: 'created_at', value: (p) => p.createdAt.toISOString().slice(0, 10) },
];

export const exportColumns = (language: Language): CsvColumn[] =>
  EXPORT_COLUMNS.map((column) => ({ header: translate(language, `errors:patient_export.${column.key}`) }));
