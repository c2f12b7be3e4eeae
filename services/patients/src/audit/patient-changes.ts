import type { PatientAuditChanges } from '@dental/contracts';
import { maskPersonalCode } from '@dental/server-core';
import type { Patient } from '../patients/patient.entity.js';
import { PLAIN_FIELDS } from '../patients/patient-fields.js';

const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/**
 * The whole code behind a snapshot's masked one, kept under a symbol: JSON and Object.keys pass it
 * over, so it never reaches the log, yet a new code that ends in the same two characters (the same
 * mask) is still told apart from the old one.
 */
const WHOLE_CODE = Symbol('personal code');

/**
 * The card as its change log compares it: the API's field names and values (codes stay codes, the
 * history tab translates them), references by name (a name reads in the log after the person
 * leaves). Needs `doctor`, `helpers` and `branches` loaded.
 */
export function patientSnapshot(patient: Patient): Record<string, unknown> {
  const snapshot: Record<string, unknown> = {};
  for (const [field, property] of Object.entries(PLAIN_FIELDS)) snapshot[field] = patient[property as keyof Patient] ?? null;
  const doctor = patient.doctor?.getEntity();
  return {
    ...snapshot,
    // Masked: the History (and so the audit table) never holds a whole code.
    personal_code: maskPersonalCode(patient.personalCode),
    [WHOLE_CODE]: patient.personalCode ?? null,
    dob: patient.dob,
    doctor_uuid: doctor ? nameOf(doctor) : null,
    helper_uuids: patient.helpers.getItems().map(nameOf).sort(),
    branch_uuids: patient.branches.getItems().map((branch) => branch.name).sort(),
  };
}

/** The fields whose value differs, each with its value before and after. */
export function diffSnapshots(before: Record<string, unknown>, after: Record<string, unknown>): PatientAuditChanges {
  const changes: PatientAuditChanges = {};
  for (const field of Object.keys(after)) {
    if (JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null)) {
      changes[field] = { before: before[field] ?? null, after: after[field] ?? null };
    }
  }
  const [codeBefore, codeAfter] = [before, after].map((snapshot) => (snapshot as Record<symbol, unknown>)[WHOLE_CODE] ?? null);
  if (!changes.personal_code && codeBefore !== codeAfter) changes.personal_code = { before: before.personal_code ?? null, after: after.personal_code ?? null };
  return changes;
}
