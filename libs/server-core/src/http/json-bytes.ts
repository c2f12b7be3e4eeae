/**
 * An answer's JSON as bytes, written in parts: the fields of plain objects down to `depth` levels
 * (the answer, then its `data`), and long arrays (a calendar week's ~560 events) in runs of
 * CHUNK elements. Two reasons, both measured on a calendar week (docs/perf.md):
 * - V8 builds a JSON string that holds any character above U+00FF (the ā, ņ, š of a Latvian name)
 *   in two bytes per character throughout, and turning it into UTF-8 then transcodes all of it.
 *   The week's ~300 KB of events is ASCII (uuids, times, numbers) beside a few KB of names: as one
 *   string it took 2.7 ms from object to bytes, in parts 0.9 ms.
 * - A string over ~128 KB is allocated where only a full garbage collection frees it; runs of 64
 *   events stay small and short-lived (half the young-generation collections, no full one).
 * The bytes are exactly JSON.stringify's (json-bytes.spec.ts).
 */
export function jsonBytes(value: unknown, depth = 2): Buffer {
  const parts: Buffer[] = [];
  write(value, depth, parts);
  return parts.length === 1 ? parts[0] : Buffer.concat(parts);
}

const CHUNK = 64;
const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

function write(value: unknown, depth: number, parts: Buffer[]): void {
  if (isPlainArray(value) && value.length > CHUNK) {
    for (let start = 0; start < value.length; start += CHUNK) {
      // `[a,b]` and `[c,d]` become `[` `a,b` `,` `c,d` ... `]`: the run's bytes without its brackets,
      // a view of its buffer rather than another copy of its string (the dental card's 270 items:
      // ~15% less time from object to bytes).
      const run = Buffer.from(JSON.stringify(value.slice(start, start + CHUNK)));
      parts.push(start === 0 ? OPEN : COMMA, run.subarray(1, run.length - 1));
    }
    parts.push(CLOSE);
    return;
  }
  if (depth === 0 || !isPlainObject(value)) {
    parts.push(Buffer.from(JSON.stringify(value) ?? 'null'));
    return;
  }
  let first = true;
  parts.push(Buffer.from('{'));
  for (const [key, field] of Object.entries(value)) {
    // What JSON.stringify leaves out of an object.
    if (field === undefined || typeof field === 'function' || typeof field === 'symbol') continue;
    parts.push(Buffer.from(`${first ? '' : ','}${JSON.stringify(key)}:`));
    write(field, depth - 1, parts);
    first = false;
  }
  parts.push(Buffer.from('}'));
}

const hasToJson = (value: object) => typeof (value as { toJSON?: unknown }).toJSON === 'function';

/** An array JSON.stringify writes element by element. */
const isPlainArray = (value: unknown): value is unknown[] => Array.isArray(value) && !hasToJson(value);

/** An object JSON.stringify writes as its own fields (not an array, a Date, or anything with toJSON). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && !hasToJson(value);
}
