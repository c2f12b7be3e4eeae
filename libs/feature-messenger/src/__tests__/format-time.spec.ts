import { formatMessageTime } from '../panel/format-time';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('message times', () => {
  it("shows only the time for today's messages, 24-hour", () => {
    expect(formatMessageTime('2026-11-23T12:05:00Z', 'en', NOW, 'Europe/Riga')).toBe('14:05');
    expect(formatMessageTime('2026-11-23T18:30:00Z', 'lv', NOW, 'Europe/Riga')).toBe('20:30');
  });

  it('shows the date too for older messages, in the language', () => {
    expect(formatMessageTime('2026-11-21T12:05:00Z', 'lv', NOW, 'Europe/Riga')).toBe('21.11.2026 14:05');
    expect(formatMessageTime('2026-11-21T12:05:00Z', 'ru', NOW, 'Europe/Riga')).toBe('21.11.2026 14:05');
    expect(formatMessageTime('2026-11-21T12:05:00Z', 'en', NOW, 'Europe/Riga')).toBe('21 Nov 2026, 14:05');
  });

  it("decides 'today' on the zone's clock", () => {
    // 22:30 UTC on 22 Nov is 00:30 on 23 Nov in Riga.
    expect(formatMessageTime('2026-11-22T22:30:00Z', 'lv', NOW, 'Europe/Riga')).toBe('00:30');
    expect(formatMessageTime('2026-11-22T22:30:00Z', 'lv', NOW, 'UTC')).toBe('22.11.2026 22:30');
  });
});
