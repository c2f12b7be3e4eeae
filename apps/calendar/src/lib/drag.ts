/**
 * Pointer arithmetic of moving and resizing an appointment in a time grid. Pure, so it is
 * unit-tested: the component only feeds pixel deltas and column geometry in.
 */
export interface GridGeometry {
  /** px per minute of the grid's height */
  pxPerMinute: number;
  /** snapping step, the slot duration in minutes */
  slot: number;
  /** the grid's range in minutes of the day */
  from: number;
  to: number;
  /** width of one column (room or day) in px, and how many there are */
  columnWidth: number;
  columns: number;
}

export const snap = (minutes: number, step: number): number => Math.round(minutes / step) * step;

/** Where an event lands after a drag by (dx, dy) px: new column, start and end, clamped to the grid. */
export function moveTarget(
  event: { start: number; end: number; column: number },
  dx: number,
  dy: number,
  g: GridGeometry,
): { start: number; end: number; column: number } {
  const duration = event.end - event.start;
  let start = snap(event.start + dy / g.pxPerMinute, g.slot);
  start = Math.max(g.from, Math.min(start, g.to - duration));
  const column = Math.max(0, Math.min(g.columns - 1, event.column + Math.round(dx / g.columnWidth)));
  return { start, end: start + duration, column };
}

/** The end after dragging the bottom edge by dy px: snapped, at least one slot long, within the grid. */
export function resizeTarget(event: { start: number; end: number }, dy: number, g: GridGeometry): number {
  const end = snap(event.end + dy / g.pxPerMinute, g.slot);
  return Math.max(event.start + g.slot, Math.min(end, g.to));
}

/** A press only becomes a drag after this many px, so a click still opens the event. */
export const DRAG_THRESHOLD_PX = 4;
export const isDrag = (dx: number, dy: number): boolean => Math.abs(dx) > DRAG_THRESHOLD_PX || Math.abs(dy) > DRAG_THRESHOLD_PX;

/** The slot under a point of a column: minutes of the day, snapped down to the slot. */
export function slotAt(y: number, g: Pick<GridGeometry, 'pxPerMinute' | 'slot' | 'from' | 'to'>): number {
  const minutes = g.from + Math.floor(y / g.pxPerMinute / g.slot) * g.slot;
  return Math.max(g.from, Math.min(minutes, g.to - g.slot));
}
