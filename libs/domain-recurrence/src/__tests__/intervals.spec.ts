import { isCoveredBy, overlaps, type Interval } from '../index.js';

const at = (hhmm: string) => new Date(`2024-05-02T${hhmm}:00Z`);
const span = (from: string, to: string): Interval => ({ start: at(from), end: at(to) });

describe('overlaps', () => {
  it('is true when the periods share time, in either order', () => {
    expect(overlaps(span('09:00', '12:00'), span('11:00', '13:00'))).toBe(true);
    expect(overlaps(span('11:00', '13:00'), span('09:00', '12:00'))).toBe(true);
    expect(overlaps(span('09:00', '17:00'), span('10:00', '11:00'))).toBe(true); // contained
    expect(overlaps(span('09:00', '10:00'), span('09:00', '10:00'))).toBe(true); // identical
  });

  it('is false for back-to-back and separate periods', () => {
    expect(overlaps(span('09:00', '12:00'), span('12:00', '15:00'))).toBe(false);
    expect(overlaps(span('12:00', '15:00'), span('09:00', '12:00'))).toBe(false);
    expect(overlaps(span('09:00', '10:00'), span('11:00', '12:00'))).toBe(false);
  });
});

describe('isCoveredBy', () => {
  const workTimes = [span('13:00', '17:00'), span('09:00', '13:00')];

  it('is true inside one work time or across adjoining ones', () => {
    expect(isCoveredBy(span('09:30', '10:00'), workTimes)).toBe(true);
    expect(isCoveredBy(span('12:30', '13:30'), workTimes)).toBe(true);
    expect(isCoveredBy(span('09:00', '17:00'), workTimes)).toBe(true);
  });

  it('is false when any part is outside work time', () => {
    expect(isCoveredBy(span('08:30', '09:30'), workTimes)).toBe(false);
    expect(isCoveredBy(span('16:30', '17:30'), workTimes)).toBe(false);
    expect(isCoveredBy(span('10:00', '15:00'), [span('09:00', '12:00'), span('13:00', '17:00')])).toBe(false);
    expect(isCoveredBy(span('10:00', '11:00'), [])).toBe(false);
  });
});
