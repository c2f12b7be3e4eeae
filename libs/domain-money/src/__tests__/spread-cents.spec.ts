import { spreadCents } from '../spread-cents.js';

describe('spreadCents', () => {
  it('splits in proportion and always adds up to the amount', () => {
    // 1000 over 3000/2000/1000: exactly 500/333.33/166.67 -> 500, 333, 167 (the larger remainder gets the cent).
    expect(spreadCents(1000, [3000, 2000, 1000])).toEqual([500, 333, 167]);
    expect(spreadCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadCents(0, [5, 5])).toEqual([0, 0]);
  });

  it('refuses spreading over nothing', () => {
    expect(() => spreadCents(5, [0, 0])).toThrow(RangeError);
  });
});
