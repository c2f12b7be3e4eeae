import { PERMANENT_TEETH, PRIMARY_TEETH, chartLayout, toothInfo } from '../index.js';

describe('chartLayout (dentist facing the patient)', () => {
  it('permanent: upper 18..11 then 21..28, lower 48..41 then 31..38', () => {
    expect(chartLayout('permanent')).toEqual({
      upper: [18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28],
      lower: [48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37, 38],
    });
  });

  it('primary: upper 55..51 then 61..65, lower 85..81 then 71..75', () => {
    expect(chartLayout('primary')).toEqual({
      upper: [55, 54, 53, 52, 51, 61, 62, 63, 64, 65],
      lower: [85, 84, 83, 82, 81, 71, 72, 73, 74, 75],
    });
  });

  it('shows every tooth once, upper teeth above, the patient right on the viewer left', () => {
    for (const [dentition, teeth] of [
      ['permanent', PERMANENT_TEETH],
      ['primary', PRIMARY_TEETH],
    ] as const) {
      const { upper, lower } = chartLayout(dentition);
      expect([...upper, ...lower].sort((a, b) => a - b)).toEqual([...teeth]);
      expect(upper.every((t) => toothInfo(t)?.jaw === 'upper')).toBe(true);
      expect(lower.every((t) => toothInfo(t)?.jaw === 'lower')).toBe(true);
      const half = upper.length / 2;
      for (const row of [upper, lower]) {
        expect(row.slice(0, half).every((t) => toothInfo(t)?.side === 'right')).toBe(true);
        expect(row.slice(half).every((t) => toothInfo(t)?.side === 'left')).toBe(true);
      }
      // Each column pairs a tooth with its antagonist: same position, opposite jaw, same side.
      upper.forEach((t, i) => expect(toothInfo(lower[i])?.position).toBe(toothInfo(t)?.position));
    }
  });
});
