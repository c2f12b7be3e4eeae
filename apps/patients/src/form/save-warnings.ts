import type { TFunction } from 'i18next';
import type { PatientListItem, PatientSaveAnswer } from '@dental/contracts';
import { useToasts } from '@dental/ui';

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
