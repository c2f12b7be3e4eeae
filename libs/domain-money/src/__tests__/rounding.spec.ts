import { divideHalfUp } from '../index.js';

describe('divideHalfUp', () => {
  it.each([
    [5n, 10n, 1n], // 0.5 -> 1
    [15n, 10n, 2n], // 1.5 -> 2
    [25n, 10n, 3n], // 2.5 -> 3 (banker's rounding would give 2)
    [14n, 10n, 1n], // 1.4 -> 1
    [16n, 10n, 2n], // 1.6 -> 2
    [0n, 7n, 0n],
    [20n, 10n, 2n], // exact
    [-5n, 10n, -1n], // ties away from zero on the negative side too
    [-14n, 10n, -1n],
    [-25n, 10n, -3n],
  ])('%d / %d = %d', (numerator, denominator, expected) => {
    expect(divideHalfUp(numerator, denominator)).toBe(expected);
  });
});
