import { offsetAt } from '@dental/domain-time';
import type { TakenSpan, WorkSpan } from '../booking-reads.js';

const MINUTE = 60_000;
/** Starts are offered every quarter hour from the start of a work time (wall times stay on the quarter across DST). */
export const SLOT_STEP_MINUTES = 15;

/** What the free starts are computed from: every time here is an instant (ms). */
export interface FreeStartsInput {
  /** The practitioners asked for, in the order "anyone" prefers them. */
  userUuids: readonly string[];
  work: readonly WorkSpan[];
  taken: readonly TakenSpan[];
  /** Closed periods: a holiday for everyone (user null), a vacation for one practitioner. */
  closed: readonly { user_uuid: string | null; from: number; to: number }[];
  durationMs: number;
  bufferMs: number;
  /** Nothing starts before (now + minimum notice), nor at or after the horizon's end. */
  earliest: number;
  latest: number;
  /** The local days asked for, as instants. */
  from: number;
  to: number;
}

export interface FreeStart {
  start: number;
  user_uuid: string;
  room_uuid: string;
}

/** Spans of one practitioner or room sorted by start, with the running maximum of their ends, to ask "does [s, e) touch any?" fast. */
class Spans {
  private readonly starts: number[];
  private readonly ends: number[];
  private readonly maxEnds: number[];

  constructor(spans: { from: number; to: number }[]) {
    spans.sort((a, b) => a.from - b.from);
    this.starts = spans.map((s) => s.from);
    this.ends = spans.map((s) => s.to);
    let max = -Infinity;
    this.maxEnds = this.ends.map((end) => (max = Math.max(max, end)));
  }

  /** Whether any span overlaps [from, to), each span widened by `pad` on both sides (the buffer). */
  touches(from: number, to: number, pad: number): boolean {
    // The spans starting before to + pad; of those, any ending after from - pad.
    let lo = 0;
    let hi = this.starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.starts[mid] < to + pad) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo - 1; i >= 0 && this.maxEnds[i] + pad > from; i--) if (this.ends[i] + pad > from) return true;
    return false;
  }
}

const group = <T>(items: readonly T[], key: (item: T) => string | null, span: (item: T) => { from: number; to: number }): Map<string, Spans> => {
  const lists = new Map<string, { from: number; to: number }[]>();
  for (const item of items) {
    const k = key(item);
    if (!k) continue;
    const list = lists.get(k) ?? [];
    list.push(span(item));
    lists.set(k, list);
  }
  return new Map([...lists].map(([k, list]) => [k, new Spans(list)]));
};

const NONE = new Spans([]);

/**
 * The free starts (issue 27): inside a work time of the practitioner (in that work time's room),
 * the practitioner and the room both free for the whole visit with the buffer around what takes
 * them, off holidays and the practitioner's absences, after the minimum notice and before the
 * horizon. With several practitioners, each start once, for the first of them free then.
 */
export function freeStarts(input: FreeStartsInput): FreeStart[] {
  const span = (t: { time_from: Date; time_to: Date }) => ({ from: new Date(t.time_from).getTime(), to: new Date(t.time_to).getTime() });
  const byUser = group(input.taken, (t) => t.user_uuid, span);
  const byRoom = group(input.taken, (t) => t.room_uuid, span);
  const holidays = new Spans(input.closed.filter((c) => c.user_uuid === null).map((c) => ({ from: c.from, to: c.to })));
  const absences = group(input.closed.filter((c) => c.user_uuid !== null), (c) => c.user_uuid, (c) => ({ from: c.from, to: c.to }));
  const rank = new Map(input.userUuids.map((uuid, index) => [uuid, index]));
  const step = SLOT_STEP_MINUTES * MINUTE;
  const best = new Map<number, FreeStart & { rank: number }>();

  for (const work of input.work) {
    const userRank = rank.get(work.user_uuid);
    if (userRank === undefined) continue;
    const workFrom = new Date(work.time_from).getTime();
    const workTo = new Date(work.time_to).getTime();
    for (let start = workFrom; start + input.durationMs <= workTo; start += step) {
      const end = start + input.durationMs;
      if (start < input.earliest || start >= input.latest || start < input.from || start >= input.to) continue;
      const held = best.get(start);
      if (held && held.rank <= userRank) continue;
      if (holidays.touches(start, end, 0) || (absences.get(work.user_uuid) ?? NONE).touches(start, end, 0)) continue;
      if ((byUser.get(work.user_uuid) ?? NONE).touches(start, end, input.bufferMs)) continue;
      if ((byRoom.get(work.room_uuid) ?? NONE).touches(start, end, input.bufferMs)) continue;
      best.set(start, { start, user_uuid: work.user_uuid, room_uuid: work.room_uuid, rank: userRank });
    }
  }
  return [...best.values()].sort((a, b) => a.start - b.start).map(({ start, user_uuid, room_uuid }) => ({ start, user_uuid, room_uuid }));
}

/** An instant as the branch's wall time with its offset: 2026-03-29T09:00:00+03:00. */
export function isoWithOffset(ms: number, timeZone: string): string {
  const offset = offsetAt(timeZone, ms);
  const wall = new Date(ms + offset).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset) / MINUTE;
  return `${wall}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
