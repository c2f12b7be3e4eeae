/**
 * The periodontal chart's plain values (issue 29), zod-free so the browser can read them. The
 * sites, the furcation entrances, the ranges and the entry sequence are written once in
 * @dental/domain-teeth (perio.ts); the contract and the screens read them from there.
 */

/** The chart's own error codes (ERROR_CODES spreads them). */
export const PERIO_ERROR_CODES = ['PERIO_EXAM_LOCKED'] as const;

/** The longest note an exam may carry. */
export const PERIO_NOTE_MAX_CHARS = 2000;
