import { PERMANENT_TEETH, PRIMARY_TEETH, isToothNumber, permanentSuccessor, primaryPredecessor, toothInfo } from '../index.js';

describe('FDI tooth numbers', () => {
  it('lists the 32 permanent and 20 primary teeth', () => {
    expect(PERMANENT_TEETH).toEqual([
      11, 12, 13, 14, 15, 16, 17, 18, 21, 22, 23, 24, 25, 26, 27, 28,
      31, 32, 33, 34, 35, 36, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48,
    ]);
    expect(PRIMARY_TEETH).toEqual([
      51, 52, 53, 54, 55, 61, 62, 63, 64, 65, 71, 72, 73, 74, 75, 81, 82, 83, 84, 85,
    ]);
  });

  it('recognises exactly those numbers', () => {
    const valid = new Set([...PERMANENT_TEETH, ...PRIMARY_TEETH]);
    for (let n = -1; n <= 100; n++) expect(isToothNumber(n)).toBe(valid.has(n));
    for (const odd of [10, 19, 20, 29, 56, 60, 66, 86, 90, 11.5, '11', null, undefined, Number.NaN]) {
      expect(isToothNumber(odd)).toBe(false);
    }
  });

  it.each([
    [11, { quadrant: 1, position: 1, dentition: 'permanent', jaw: 'upper', side: 'right', front: true }],
    [13, { quadrant: 1, position: 3, dentition: 'permanent', jaw: 'upper', side: 'right', front: true }],
    [14, { quadrant: 1, position: 4, dentition: 'permanent', jaw: 'upper', side: 'right', front: false }],
    [18, { quadrant: 1, position: 8, dentition: 'permanent', jaw: 'upper', side: 'right', front: false }],
    [21, { quadrant: 2, position: 1, dentition: 'permanent', jaw: 'upper', side: 'left', front: true }],
    [26, { quadrant: 2, position: 6, dentition: 'permanent', jaw: 'upper', side: 'left', front: false }],
    [33, { quadrant: 3, position: 3, dentition: 'permanent', jaw: 'lower', side: 'left', front: true }],
    [36, { quadrant: 3, position: 6, dentition: 'permanent', jaw: 'lower', side: 'left', front: false }],
    [41, { quadrant: 4, position: 1, dentition: 'permanent', jaw: 'lower', side: 'right', front: true }],
    [48, { quadrant: 4, position: 8, dentition: 'permanent', jaw: 'lower', side: 'right', front: false }],
    [51, { quadrant: 5, position: 1, dentition: 'primary', jaw: 'upper', side: 'right', front: true }],
    [64, { quadrant: 6, position: 4, dentition: 'primary', jaw: 'upper', side: 'left', front: false }],
    [73, { quadrant: 7, position: 3, dentition: 'primary', jaw: 'lower', side: 'left', front: true }],
    [85, { quadrant: 8, position: 5, dentition: 'primary', jaw: 'lower', side: 'right', front: false }],
  ])('describes tooth %d', (tooth, facts) => {
    expect(toothInfo(tooth)).toEqual({ number: tooth, ...facts });
  });

  it('counts 12 front teeth (incisors and canines) per dentition', () => {
    expect(PERMANENT_TEETH.filter((t) => toothInfo(t)?.front)).toEqual([11, 12, 13, 21, 22, 23, 31, 32, 33, 41, 42, 43]);
    expect(PRIMARY_TEETH.filter((t) => toothInfo(t)?.front)).toHaveLength(12);
  });

  it('has no facts for a number that is no tooth', () => {
    expect(toothInfo(19)).toBeNull();
    expect(toothInfo(56)).toBeNull();
  });

  it('maps primary teeth to their permanent successors and back', () => {
    expect(permanentSuccessor(55)).toBe(15);
    expect(permanentSuccessor(61)).toBe(21);
    expect(permanentSuccessor(75)).toBe(35);
    expect(permanentSuccessor(83)).toBe(43);
    expect(permanentSuccessor(11)).toBeNull();
    expect(primaryPredecessor(15)).toBe(55);
    expect(primaryPredecessor(43)).toBe(83);
    expect(primaryPredecessor(16)).toBeNull(); // permanent molars have no primary predecessor
    expect(primaryPredecessor(55)).toBeNull();
    expect(primaryPredecessor(99)).toBeNull();
    for (const tooth of PRIMARY_TEETH) expect(primaryPredecessor(permanentSuccessor(tooth) as number)).toBe(tooth);
  });
});
