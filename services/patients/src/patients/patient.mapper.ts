import type { Patient as PatientAnswer, PatientListItem, PatientSettings, PatientStaff } from '@dental/contracts';
import type { Branch, User } from '@dental/identity';
import { readPersonalCode } from '@dental/server-core';
import { patientAlerts } from '../alerts/patient-alerts.js';
import type { Patient } from './patient.entity.js';

export const toStaff = (user: User): PatientStaff => ({ uuid: user.uuid, first_name: user.firstName, last_name: user.lastName });

const toBranchRef = (branch: Branch) => ({ uuid: branch.uuid, name: branch.name, color: branch.color });

/** The doctor when it is loaded (populate `doctor`), else null. */
const doctorOf = (patient: Patient): PatientStaff | null => {
  const doctor = patient.doctor?.getEntity();
  return doctor ? toStaff(doctor) : null;
};

/** What a list row and the card both show of a patient (the doctor when `doctor` is loaded). */
const patientSummary = (patient: Patient) => ({
  uuid: patient.uuid,
  first_name: patient.firstName,
  last_name: patient.lastName,
  client_card: patient.clientCard,
  ...readPersonalCode(patient.personalCodeSealed),
  phone: patient.phone,
  email: patient.email,
  dob: patient.dob,
  status: patient.status,
  doctor: doctorOf(patient),
  alerts: patientAlerts(patient),
  version: patient.version,
});

/** The card as the API answers it; needs `doctor`, `helpers` and `branches` loaded. */
export function toPatientAnswer(patient: Patient): PatientAnswer {
  return {
    ...patientSummary(patient),
    phone2: patient.phone2,
    gender: patient.gender,
    address: patient.address,
    description: patient.description,
    helpers: patient.helpers.getItems().map(toStaff),
    restricted_at: patient.restrictedAt?.toISOString() ?? null,
    restriction_reason: patient.restrictionReason,
    branches: patient.branches.getItems().map(toBranchRef),
    insurance: patient.insurance,
    job: patient.job,
    comment: patient.comment,
    country: patient.country,
    workplace: patient.workplace,
    workplace_title: patient.workplaceTitle,
    workplace_notes: patient.workplaceNotes,
    document_type: patient.documentType,
    document_number: patient.documentNumber,
    document_country: patient.documentCountry,
    document_date: patient.documentDate,
    document_expiration: patient.documentExpiration,
    insurance_number: patient.insuranceNumber,
    insurance_expiration: patient.insuranceExpiration,
    insurance_notes: patient.insuranceNotes,
    medical_alert: patient.medicalAlert,
    created_at: patient.createdAt.toISOString(),
    updated_at: patient.updatedAt.toISOString(),
  };
}

/** A list row; the doctor shows when `doctor` is loaded. */
export const toPatientListItem = (patient: Patient): PatientListItem => patientSummary(patient);

export const toPatientSettings = (patient: Patient): PatientSettings => ({
  communication_language: patient.communicationLanguage,
  communication_sms: patient.communicationSms,
  communication_sms_ad: patient.communicationSmsAd,
  communication_email: patient.communicationEmail,
  communication_email_ad: patient.communicationEmailAd,
  version: patient.version,
});
