import { z } from 'zod';
import { MAX_CENTS } from '@dental/domain-money';

/**
 * The field schemas of every request: what the database cannot hold is refused here, with a 400
 * naming the field, instead of failing in Postgres with a 500. Answers keep plain `z.string()` and
 * `z.iso.date()`: they describe what is stored, and are never the place to refuse it.
 * A failed refinement carries the key of its message in the `errors` dictionary as `params.key`
 * (the server's zod-issues.ts translates it; other params fill its placeholders).
 */

/** Under /u, \p{Cs} matches only an unpaired surrogate half: not Unicode, so it has no UTF-8 form. */
const LONE_SURROGATE = /\p{Cs}/u;
/** Postgres text and jsonb cannot hold U+0000, and a lone surrogate cannot be encoded for them. */
const isStorable = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/** Any string the database can store as sent: passwords and tokens, which are neither trimmed nor bounded here. */
export const storableStringSchema = () => z.string().refine(isStorable, { params: { key: 'invalid_characters' } });

/** Text as people type it: trimmed, at most `max` characters, storable. */
export const textSchema = (max: number) => storableStringSchema().trim().max(max);
export const requiredTextSchema = (max: number) => textSchema(max).min(1);
export const optionalTextSchema = (max: number) => textSchema(max).nullable().optional();

/** The years a date or instant may fall in: docs/decisions.md says why. */
export const DATE_YEARS = { min: 1900, max: 2999 } as const;
const inDateYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
};
const outOfYears = { params: { key: 'date_out_of_range', ...DATE_YEARS } };

/** A calendar date `YYYY-MM-DD` within DATE_YEARS. */
export const dateSchema = z.iso.date().refine(inDateYears, outOfYears);
/** An instant, ISO 8601 with an offset, within DATE_YEARS (by its own wall date). */
export const instantSchema = z.iso.datetime({ offset: true }).refine(inDateYears, outOfYears);

/** Cents of a request: a whole, non-negative number the integer column holds. */
export const centsSchema = z.number().int().min(0).max(MAX_CENTS);
