import type { TFunction } from 'i18next';
import type { PatientListItem, PatientSaveAnswer } from '@dental/contracts';
import { isApiError } from '@dental/api-client';
import { useToasts } from '@dental/ui';

/** The cards a save was stopped on (409 PATIENT_DUPLICATE), or null for any other outcome. */
export function duplicateStopOf(error: unknown): PatientListItem[] | null {
  if (!isApiError(error) || error.code !== 'PATIENT_DUPLICATE') return null;
  const patients = error.details.patients;
  return Array.isArray(patients) ? (patients as PatientListItem[]) : [];
}

/** The save's warnings (it saved): a warning toast each; returns the possible duplicates to show. */
export function announceWarnings(t: TFunction, answer: PatientSaveAnswer): PatientListItem[] {
  let duplicates: PatientListItem[] = [];
  for (const warning of answer.warnings) {
    if (warning.code === 'DUPLICATE') {
      duplicates = warning.patients;
      useToasts.getState().push('warning', t('patients:toast.duplicate'));
    } else {
      useToasts.getState().push('warning', t('patients:toast.checksum'));
    }
  }
  return duplicates;
}
