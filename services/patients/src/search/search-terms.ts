import { fold } from './fold.js';

/** More words than this add nothing a user means and only cost index work. */
const MAX_TERMS = 6;
const PHONE_LIKE = /^\+?[\d\s().-]+$/;

/**
 * Turns what a user typed into the substrings every match must contain (in any order), already
 * folded and escaped for LIKE. Something that looks like a phone or a personal code
 * ("+371 2912 3456", "161175-19997") becomes its bare digits, which the search text also holds.
 */
export function searchTerms(search: string | undefined): string[] {
  const typed = search?.trim() ?? '';
  if (!typed) return [];
  if (PHONE_LIKE.test(typed)) {
    const digits = typed.replace(/\D/g, '');
    if (digits.length >= 3) return [digits];
  }
  return [...new Set(fold(typed).split(/\s+/).filter(Boolean))].slice(0, MAX_TERMS).map(escapeLike);
}

/** `%`, `_` and the escape character itself match literally (Postgres' default escape is `\`). */
export const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (char) => `\\${char}`);
