import type { CalendarRoom } from '@dental/contracts';
import { gridColumns, gridRange, placePeriod } from '../view-model';

const rooms: CalendarRoom[] = [
  { uuid: 'r1', name: 'Kabinets 1', color: null, hidden: 0 },
  { uuid: 'r2', name: 'Kabinets 2', color: null, hidden: 0 },
];
const RIGA = 'Europe/Riga';

describe('placing appointments in the grid', () => {
  it('day view: rooms are the columns, times are Riga wall-clock minutes', () => {
    const columns = gridColumns('day', '2026-11-23', rooms);
    expect(columns.map((c) => c.roomUuid)).toEqual(['r1', 'r2']);
    expect(placePeriod(columns, 'day', { room_uuid: 'r2', time_from: '2026-11-23T07:00:00Z', time_to: '2026-11-23T07:45:00Z' }, RIGA)).toEqual({
      column: 1,
      start: 540,
      end: 585,
    });
    expect(placePeriod(columns, 'day', { room_uuid: 'r3', time_from: '2026-11-23T07:00:00Z', time_to: '2026-11-23T07:45:00Z' }, RIGA)).toBeNull();
  });

  it('week view: the seven days are the columns, Monday first', () => {
    const columns = gridColumns('week', '2026-11-25', rooms);
    expect(columns.map((c) => c.ymd)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(placePeriod(columns, 'week', { room_uuid: 'r1', time_from: '2026-11-25T08:30:00Z', time_to: '2026-11-25T09:00:00Z' }, RIGA)?.column).toBe(2);
  });

  it('keeps 09:00 at 09:00 on both sides of the daylight-saving change', () => {
    const columns = gridColumns('week', '2026-03-25', rooms);
    // Friday 27 March is UTC+2, Monday 30 March is UTC+3: both are 09:00 in Riga.
    expect(placePeriod(columns, 'week', { room_uuid: 'r1', time_from: '2026-03-27T07:00:00Z', time_to: '2026-03-27T07:30:00Z' }, RIGA)).toEqual({ column: 4, start: 540, end: 570 });
    const next = gridColumns('week', '2026-03-30', rooms);
    expect(placePeriod(next, 'week', { room_uuid: 'r1', time_from: '2026-03-30T06:00:00Z', time_to: '2026-03-30T06:30:00Z' }, RIGA)).toEqual({ column: 0, start: 540, end: 570 });
  });

  it('cuts a period at midnight', () => {
    const columns = gridColumns('day', '2026-11-23', rooms);
    expect(placePeriod(columns, 'day', { room_uuid: 'r1', time_from: '2026-11-23T21:00:00Z', time_to: '2026-11-23T23:00:00Z' }, RIGA)).toEqual({ column: 0, start: 1380, end: 1440 });
  });
});

describe('grid hours', () => {
  it('shows at least 08:00-18:00 widened by the buffer, more when work or appointments need it', () => {
    expect(gridRange([{ start: 660, end: 690 }], [], 1)).toEqual({ from: 420, to: 1140 });
    expect(gridRange([], [{ start: 420, end: 1200 }], 0)).toEqual({ from: 420, to: 1200 });
    expect(gridRange([{ start: 1260, end: 1290 }], [], 0)).toEqual({ from: 480, to: 1320 });
  });
});
