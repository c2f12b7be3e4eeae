/**
 * A card item moves diagnosed -> planned -> treated (docs/product-decisions.md "Tooth map"), or is
 * recorded as `existing` (found already treated elsewhere). Allowed moves:
 * - diagnosed -> planned, planned -> treated: the normal path (treatment needs the planned
 *   service: it is what the invoice bills; an acute finding is planned and treated in one visit);
 * - planned -> diagnosed: taking a procedure out of the plan keeps the finding.
 * treated is final: it is billed and part of the record, and it locks the tooth's surfaces;
 * existing is final too (nothing of it is billed here).
 */
export type ProcedureStage = 'diagnosed' | 'planned' | 'treated' | 'existing';

export const PROCEDURE_STAGES: readonly ProcedureStage[] = ['diagnosed', 'planned', 'treated', 'existing'];

const ALLOWED: Readonly<Record<ProcedureStage, readonly ProcedureStage[]>> = {
  diagnosed: ['planned'],
  planned: ['treated', 'diagnosed'],
  treated: [],
  existing: [],
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
