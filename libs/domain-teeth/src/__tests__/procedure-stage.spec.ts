import { PROCEDURE_STAGES, canTransition, checkSurfaceChange, isToothLocked, type ProcedureStage } from '../index.js';

describe('canTransition', () => {
  const allowed: Array<[ProcedureStage, ProcedureStage]> = [
    ['diagnosed', 'planned'],
    ['planned', 'treated'],
    ['planned', 'diagnosed'],
  ];

  it('allows exactly the documented moves', () => {
    for (const from of PROCEDURE_STAGES) {
      for (const to of PROCEDURE_STAGES) {
        const expected = allowed.some(([f, t]) => f === from && t === to);
        expect([from, to, canTransition(from, to)]).toEqual([from, to, expected]);
      }
    }
  });

  it('existing is final: it was treated elsewhere', () => {
    expect(canTransition('existing', 'planned')).toBe(false);
    expect(canTransition('diagnosed', 'existing')).toBe(false);
  });

  it('treatment needs a planned service first', () => {
    expect(canTransition('diagnosed', 'treated')).toBe(false);
  });

  it('never leaves treated, and staying in a stage is no transition', () => {
    expect(canTransition('treated', 'planned')).toBe(false);
    expect(canTransition('treated', 'diagnosed')).toBe(false);
    expect(canTransition('treated', 'treated')).toBe(false);
    expect(canTransition('planned', 'planned')).toBe(false);
  });

  it('refuses unknown stages', () => {
    expect(canTransition('toString' as ProcedureStage, 'planned')).toBe(false);
    expect(canTransition('diagnosed', 'done' as ProcedureStage)).toBe(false);
  });
});

describe('isToothLocked / checkSurfaceChange', () => {
  it('a tooth with a treated procedure is locked', () => {
    const procedures = [
      { tooth: 16, stage: 'diagnosed' as const },
      { tooth: 16, stage: 'treated' as const },
    ];
    expect(isToothLocked(procedures)).toBe(true);
    expect(isToothLocked(procedures, 16)).toBe(true);
    expect(checkSurfaceChange(procedures, 16)).toEqual({ ok: false, code: 'tooth_locked' });
  });

  it('diagnosed and planned procedures do not lock', () => {
    const procedures = [
      { tooth: 16, stage: 'diagnosed' as const },
      { tooth: 16, stage: 'planned' as const },
    ];
    expect(isToothLocked(procedures)).toBe(false);
    expect(checkSurfaceChange(procedures, 16)).toEqual({ ok: true });
    expect(isToothLocked([])).toBe(false);
  });

  it('a treated procedure locks its own tooth only', () => {
    const procedures = [{ tooth: 16, stage: 'treated' as const }];
    expect(isToothLocked(procedures, 17)).toBe(false);
    expect(checkSurfaceChange(procedures, 26)).toEqual({ ok: true });
  });

  it('a soft-deleted treated procedure no longer locks', () => {
    expect(isToothLocked([{ tooth: 16, stage: 'treated', deleted_at: '2024-05-02T10:00:00Z' }], 16)).toBe(false);
    expect(isToothLocked([{ tooth: 16, stage: 'treated', deleted_at: new Date() }], 16)).toBe(false);
    expect(isToothLocked([{ tooth: 16, stage: 'treated', deleted_at: null }], 16)).toBe(true);
  });
});
