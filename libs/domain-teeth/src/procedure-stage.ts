/**
 * A tooth procedure moves diagnosis -> planned -> treated (docs/product-decisions.md "Tooth map").
 * Allowed moves:
 * - diagnosis -> planned, planned -> treated: the normal path;
 * - diagnosis -> treated: a finding treated in the same visit (an acute case) need not be planned
 *   first;
 * - planned -> diagnosis: taking a procedure out of the plan keeps the finding.
 * treated is final: it is billed and part of the record, and it locks the tooth's surfaces.
 */
export type ProcedureStage = 'diagnosis' | 'planned' | 'treated';

export const PROCEDURE_STAGES: readonly ProcedureStage[] = ['diagnosis', 'planned', 'treated'];

const ALLOWED: Readonly<Record<ProcedureStage, readonly ProcedureStage[]>> = {
  diagnosis: ['planned', 'treated'],
  planned: ['treated', 'diagnosis'],
  treated: [],
};

export function canTransition(from: ProcedureStage, to: ProcedureStage): boolean {
  return Object.hasOwn(ALLOWED, from) && ALLOWED[from].includes(to);
}

export interface ProcedureLike {
  tooth: number;
  stage: ProcedureStage;
  /** Soft-deleted procedures (docs/product-decisions.md "Deletion") no longer lock anything. */
  deleted_at?: string | Date | null;
}

/**
 * True when a live treated procedure exists (for `tooth`, when given): its surfaces can no longer
 * be changed, error code `tooth_locked`.
 */
export function isToothLocked(procedures: readonly ProcedureLike[], tooth?: number): boolean {
  return procedures.some(
    (p) => p.stage === 'treated' && (p.deleted_at === undefined || p.deleted_at === null) && (tooth === undefined || p.tooth === tooth),
  );
}

export type SurfaceChangeCheck = { ok: true } | { ok: false; code: 'tooth_locked' };

/** The check the API runs before saving surfaces, shaped for the error catalogue. */
export function checkSurfaceChange(procedures: readonly ProcedureLike[], tooth: number): SurfaceChangeCheck {
  return isToothLocked(procedures, tooth) ? { ok: false, code: 'tooth_locked' } : { ok: true };
}
