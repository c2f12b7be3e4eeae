import { needsDoctor, shiftDate, todayIn } from '../lib/dashboard-rules';

describe('dashboard rules', () => {
  it('month view needs at least one doctor; day and week do not', () => {
    expect(needsDoctor('month', [])).toBe(true);
    expect(needsDoctor('month', ['a'])).toBe(false);
    expect(needsDoctor('day', [])).toBe(false);
    expect(needsDoctor('week', [])).toBe(false);
  });

  it('steps by the period', () => {
    expect(shiftDate('2026-11-30', 'day', 1)).toBe('2026-12-01');
    expect(shiftDate('2026-01-05', 'week', -1)).toBe('2025-12-29');
    expect(shiftDate('2026-01-31', 'month', 1)).toBe('2026-02-28');
    expect(shiftDate('2026-03-31', 'month', -1)).toBe('2026-02-28');
  });

  it("today is the branch's date", () => {
    expect(todayIn('Europe/Riga', Date.parse('2026-11-22T22:30:00Z'))).toBe('2026-11-23');
  });
});
