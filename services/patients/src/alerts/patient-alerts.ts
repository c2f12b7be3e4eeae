import { ALLERGY_ICONS, type PatientAlert } from '@dental/contracts';
import { DEFAULT_TIME_ZONE, todayIn, type Ymd } from '@dental/domain-time';
import type { StoredAnswer } from '../tests/patient-test.entity.js';

/** What a patient's alerts are derived from: the card's columns (an entity or a lean SQL row). */
export interface AlertSource {
  medicalAlert: string | null;
  insuranceExpiration: string | null;
  flaggedAnswers: readonly StoredAnswer[];
}

const ALLERGY = new Set<string>(ALLERGY_ICONS);

/** The answer as the alert names it: the question, and the answer itself unless it is a plain yes. */
function answerText(answer: StoredAnswer): string {
  const { value } = answer;
  if (value === null || typeof value === 'boolean') return answer.question;
  return `${answer.question}: ${Array.isArray(value) ? value.join(', ') : String(value)}`;
}

/**
 * A patient's alerts, most urgent first: the medical alert note, allergies, other triggered
 * answers, then an insurance that expired before `today` (the branch's day; Riga's by default).
 */
export function patientAlerts(source: AlertSource, today: Ymd = todayIn(DEFAULT_TIME_ZONE)): PatientAlert[] {
  const alerts: PatientAlert[] = [];
  const note = source.medicalAlert?.trim();
  if (note) alerts.push({ kind: 'medical_alert', text: note });
  const answers = source.flaggedAnswers.filter((answer) => answer.flagged);
  for (const answer of answers) if (answer.icon && ALLERGY.has(answer.icon)) alerts.push({ kind: 'allergy', text: answerText(answer) });
  for (const answer of answers) if (!answer.icon || !ALLERGY.has(answer.icon)) alerts.push({ kind: 'questionnaire', text: answerText(answer) });
  if (source.insuranceExpiration && source.insuranceExpiration < today) {
    alerts.push({ kind: 'insurance_expired', text: source.insuranceExpiration });
  }
  return alerts;
}
