import { geometry, overlapColumns, pageOf, slots, visibleRange } from '../layout';
import { moveTarget, resizeTarget, slotAt, isDrag } from '../drag';

describe('overlap columns', () => {
  it('puts a lone event in one full-width column', () => {
    expect(overlapColumns([{ id: 'a', start: 540, end: 600 }]).get('a')).toEqual({ col: 0, cols: 1 });
  });

  it('sets overlapping events side by side and reuses a freed column', () => {
    const placed = overlapColumns([
      { id: 'a', start: 540, end: 600 },
      { id: 'b', start: 570, end: 630 },
      { id: 'c', start: 600, end: 660 },
    ]);
    expect(placed.get('a')).toEqual({ col: 0, cols: 2 });
    expect(placed.get('b')).toEqual({ col: 1, cols: 2 });
    expect(placed.get('c')).toEqual({ col: 0, cols: 2 });
  });

  it('touching events do not overlap; separate clusters keep their own widths', () => {
    const placed = overlapColumns([
      { id: 'a', start: 540, end: 600 },
      { id: 'b', start: 600, end: 660 },
      { id: 'c', start: 700, end: 760 },
      { id: 'd', start: 700, end: 730 },
      { id: 'e', start: 710, end: 720 },
    ]);
    expect(placed.get('a')).toEqual({ col: 0, cols: 1 });
    expect(placed.get('b')).toEqual({ col: 0, cols: 1 });
    expect(placed.get('c')?.cols).toBe(3);
    expect(new Set(['c', 'd', 'e'].map((id) => placed.get(id)?.col))).toEqual(new Set([0, 1, 2]));
  });
});

describe('grid geometry', () => {
  it('widens the working hours by the buffer, on whole hours within the day', () => {
    expect(visibleRange([{ from: 9 * 60, to: 17 * 60 + 30 }, { from: 10 * 60, to: 19 * 60 }], 1)).toEqual({ from: 480, to: 1200 });
    expect(visibleRange([{ from: 60, to: 1400 }], 3)).toEqual({ from: 0, to: 1440 });
    expect(visibleRange([], 0)).toEqual({ from: 480, to: 1080 });
  });

  it('places and clips an event', () => {
    expect(geometry(540, 600, { from: 480, to: 1080 }, 1.5)).toEqual({ top: 90, height: 90 });
    expect(geometry(420, 510, { from: 480, to: 1080 }, 1)).toEqual({ top: 0, height: 30 });
  });

  it('lists slots and pages rooms', () => {
    expect(slots({ from: 480, to: 540 }, 15)).toEqual([480, 495, 510, 525]);
    expect(pageOf(['a', 'b', 'c', 'd', 'e'], 1, 2)).toEqual({ items: ['c', 'd'], page: 1, pages: 3 });
    expect(pageOf(['a', 'b', 'c'], 9, 2)).toEqual({ items: ['c'], page: 1, pages: 2 });
  });
});

describe('drag and resize', () => {
  const g = { pxPerMinute: 2, slot: 15, from: 480, to: 1080, columnWidth: 100, columns: 4 };

  it('moves by whole slots and columns', () => {
    expect(moveTarget({ start: 540, end: 570, column: 0 }, 160, 62, g)).toEqual({ start: 570, end: 600, column: 2 });
    expect(moveTarget({ start: 540, end: 570, column: 1 }, -40, -28, g)).toEqual({ start: 525, end: 555, column: 1 });
  });

  it('keeps the event inside the grid', () => {
    expect(moveTarget({ start: 1020, end: 1080, column: 3 }, 900, 500, g)).toEqual({ start: 1020, end: 1080, column: 3 });
    expect(moveTarget({ start: 490, end: 520, column: 0 }, -500, -500, g)).toEqual({ start: 480, end: 510, column: 0 });
  });

  it('resizes the end, at least one slot long', () => {
    expect(resizeTarget({ start: 540, end: 570 }, 58, g)).toBe(600);
    expect(resizeTarget({ start: 540, end: 570 }, -200, g)).toBe(555);
    expect(resizeTarget({ start: 540, end: 570 }, 5000, g)).toBe(1080);
  });

  it('a small wobble is a click, and a click finds its slot', () => {
    expect(isDrag(2, 3)).toBe(false);
    expect(isDrag(0, 10)).toBe(true);
    expect(slotAt(61, g)).toBe(510);
    expect(slotAt(59, g)).toBe(495);
  });
});
