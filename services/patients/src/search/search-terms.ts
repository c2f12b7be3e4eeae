import { personalCodeHashes, personalCodePrefixHashes } from '@dental/server-core';
import { fold } from './fold.js';

/** More words than this add nothing a user means and only cost index work. */
const MAX_TERMS = 6;
const PHONE_LIKE = /^\+?[\d\s().-]+$/;

/**
 * Turns what a user typed into the substrings every match must contain (in any order), already
 * folded and escaped for LIKE. Something that looks like a phone ("+371 2912 3456") becomes its
 * bare digits, which the search text also holds; a personal code is matched by codeProbe's hashes.
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

/** What a typed personal code is matched by: its keyed hashes, never its digits (the code is stored sealed). */
export interface CodeProbe {
  /** The whole code's hashes, when 11 digits were typed ("161175-19997"): one, or two while the hash key is rotated. */
  hashes?: string[];
  /** The first six digits' hashes, when six were typed (an older code's birth date, "161175"). */
  prefixHashes?: string[];
}

/** The personal code a search may be: the whole code or its first six digits, hashed with the installation's key. */
export function codeProbe(search: string | undefined): CodeProbe | null {
  const typed = search?.trim() ?? '';
  if (!PHONE_LIKE.test(typed) || typed.startsWith('+')) return null;
  const digits = typed.replace(/\D/g, '');
  if (digits.length === 11) return { hashes: personalCodeHashes(digits) };
  if (digits.length === 6) return { prefixHashes: personalCodePrefixHashes(digits) };
  return null;
}
