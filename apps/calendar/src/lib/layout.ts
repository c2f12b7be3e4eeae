/**
 * Event placement in a time grid: events of one column (a room on a day, or a day in week view)
 * that overlap are set side by side. Events are grouped into clusters (chains of overlaps); each
 * takes the first free sub-column, and every event of a cluster shares its column count, so
 * widths line up.
 */
export interface Span {
  id: string;
  start: number;
  end: number;
}

export interface Placement {
  col: number;
  cols: number;
}

export function overlapColumns(spans: readonly Span[]): Map<string, Placement> {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end || a.id.localeCompare(b.id));
  const result = new Map<string, Placement>();
  let cluster: string[] = [];
  let columnEnds: number[] = [];
  let clusterEnd = -Infinity;
  const close = () => {
    for (const id of cluster) result.set(id, { col: result.get(id)!.col, cols: columnEnds.length });
    cluster = [];
    columnEnds = [];
  };
  for (const span of sorted) {
    if (span.start >= clusterEnd) close();
    let col = columnEnds.findIndex((end) => end <= span.start);
    if (col === -1) {
      col = columnEnds.length;
      columnEnds.push(span.end);
    } else columnEnds[col] = span.end;
    result.set(span.id, { col, cols: 0 });
    cluster.push(span.id);
    clusterEnd = Math.max(clusterEnd, span.end);
  }
  close();
  return result;
}

/** The hours a day grid shows: working times widened by the buffer, clamped to the day. */
export function visibleRange(
  periods: readonly { from: number; to: number }[],
  bufferHours: number,
  fallback: { from: number; to: number } = { from: 8 * 60, to: 18 * 60 },
): { from: number; to: number } {
  const valid = periods.filter((p) => Number.isFinite(p.from) && Number.isFinite(p.to) && p.to > p.from);
  const from = valid.length ? Math.min(...valid.map((p) => p.from)) : fallback.from;
  const to = valid.length ? Math.max(...valid.map((p) => p.to)) : fallback.to;
  const buffer = Math.max(0, bufferHours) * 60;
  return { from: Math.max(0, Math.floor((from - buffer) / 60) * 60), to: Math.min(1440, Math.ceil((to + buffer) / 60) * 60) };
}

/** Top and height (px) of a period in a grid starting at `range.from`, clipped to the range. */
export function geometry(start: number, end: number, range: { from: number; to: number }, pxPerMinute: number) {
  const s = Math.max(start, range.from);
  const e = Math.min(end, range.to);
  return { top: (s - range.from) * pxPerMinute, height: Math.max(0, e - s) * pxPerMinute };
}

/** Slot start times (minutes) of a grid. */
export function slots(range: { from: number; to: number }, slot: number): number[] {
  const out: number[] = [];
  for (let m = range.from; m < range.to; m += slot) out.push(m);
  return out;
}

/** One page of rooms: `perPage` at a time (calendar_room_count / planner_room_count), page from 0. */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): { items: T[]; page: number; pages: number } {
  const size = Math.max(1, perPage || 1);
  const pages = Math.max(1, Math.ceil(items.length / size));
  const p = Math.min(Math.max(0, page), pages - 1);
  return { items: items.slice(p * size, p * size + size), page: p, pages };
}
