import type { PatientEdit } from '@dental/contracts';
import type { Patient } from './patient.entity.js';

type PlainField = Exclude<
  keyof PatientEdit,
  'version' | 'personal_code' | 'dob' | 'doctor_uuid' | 'helper_uuids' | 'branch_uuids' | 'confirm_duplicate'
>;

/**
 * The card's plain fields: API name -> entity property. The personal code, date of birth and the
 * links to users and branches have rules of their own (patient.service.ts).
 */
export const PLAIN_FIELDS: Record<PlainField, keyof Patient> = {
  first_name: 'firstName',
  last_name: 'lastName',
  client_card: 'clientCard',
  phone: 'phone',
  phone2: 'phone2',
  email: 'email',
  gender: 'gender',
  address: 'address',
  description: 'description',
  status: 'status',
  insurance: 'insurance',
  job: 'job',
  comment: 'comment',
  country: 'country',
  workplace: 'workplace',
  workplace_title: 'workplaceTitle',
  workplace_notes: 'workplaceNotes',
  document_type: 'documentType',
  document_number: 'documentNumber',
  document_country: 'documentCountry',
  document_date: 'documentDate',
  document_expiration: 'documentExpiration',
  insurance_number: 'insuranceNumber',
  insurance_expiration: 'insuranceExpiration',
  insurance_notes: 'insuranceNotes',
  medical_alert: 'medicalAlert',
};

/** Copies the plain fields present in `body` (an empty text becomes null: "nothing entered"). */
export function applyPlainFields(patient: Patient, body: Partial<Record<PlainField, unknown>>): void {
  for (const [field, property] of Object.entries(PLAIN_FIELDS) as [PlainField, keyof Patient][]) {
    const value = body[field];
    if (value === undefined) continue;
    Object.assign(patient, { [property]: value === '' && field !== 'first_name' && field !== 'last_name' ? null : value });
  }
}
