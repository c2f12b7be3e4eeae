import { TOOTH_TYPE, hasSurfaces, isToothType, toothTypeFits } from '../index.js';

describe('tooth types', () => {
  it('keeps the stored codes of the spec', () => {
    expect(TOOTH_TYPE).toEqual({
      PRIMARY_NOT_ERUPTED: 1,
      PRIMARY: 2,
      PERMANENT_NOT_ERUPTED: 3,
      PERMANENT: 4,
      EXTRACTED: 5,
    });
    expect([0, 1, 2, 3, 4, 5, 6, 2.5, '2'].map(isToothType)).toEqual([false, true, true, true, true, true, false, false, false]);
  });

  it('primary types fit primary numbers, permanent types permanent numbers, extracted any', () => {
    expect(toothTypeFits(55, TOOTH_TYPE.PRIMARY)).toBe(true);
    expect(toothTypeFits(55, TOOTH_TYPE.PRIMARY_NOT_ERUPTED)).toBe(true);
    expect(toothTypeFits(55, TOOTH_TYPE.PERMANENT)).toBe(false);
    expect(toothTypeFits(55, TOOTH_TYPE.PERMANENT_NOT_ERUPTED)).toBe(false);
    expect(toothTypeFits(55, TOOTH_TYPE.EXTRACTED)).toBe(true);
    expect(toothTypeFits(18, TOOTH_TYPE.PERMANENT)).toBe(true);
    expect(toothTypeFits(18, TOOTH_TYPE.PERMANENT_NOT_ERUPTED)).toBe(true);
    expect(toothTypeFits(18, TOOTH_TYPE.PRIMARY)).toBe(false);
    expect(toothTypeFits(18, TOOTH_TYPE.PRIMARY_NOT_ERUPTED)).toBe(false);
    expect(toothTypeFits(18, TOOTH_TYPE.EXTRACTED)).toBe(true);
    expect(toothTypeFits(19, TOOTH_TYPE.PERMANENT)).toBe(false);
    expect(toothTypeFits(18, 9 as never)).toBe(false);
  });

  it('only erupted teeth in the mouth have surfaces to chart', () => {
    expect([1, 2, 3, 4, 5].map((t) => hasSurfaces(t as 1 | 2 | 3 | 4 | 5))).toEqual([false, true, false, true, false]);
  });
});
