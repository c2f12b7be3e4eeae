/**
 * The platform's one accent fold: "berzins" finds "Bērziņš", "ja" answers a "Jā" trigger. The same
 * mapping runs where it must agree exactly: in the database, as the expression of the patients'
 * stored `search_text` column (services/patients/src/search/fold.ts builds its SQL from FOLD_FROM
 * and FOLD_TO: translate() and lower() are immutable, so any Postgres can compute it without the
 * unaccent extension), on the words a user types, on a look-alike patient's name, and on a
 * questionnaire answer against its trigger (@dental/domain-questionnaire), in the browser as on
 * the server.
 *
 * Latvian letters first, then the neighbours a Baltic clinic meets in names (Lithuanian, Estonian,
 * German, Polish, Czech, French). Upper-case letters are listed too, so the fold holds even where
 * the database's lower() knows only ASCII (a `C` collation).
 */
const PAIRS: readonly (readonly [string, string])[] = [
  ['āàáâãäåą', 'a'],
  ['čćç', 'c'],
  ['ďđ', 'd'],
  ['ēèéêëėęě', 'e'],
  ['ģğ', 'g'],
  ['īìíîïį', 'i'],
  ['ķ', 'k'],
  ['ļłľĺ', 'l'],
  ['ņńňñ', 'n'],
  ['ōòóôõöő', 'o'],
  ['ŗřŕ', 'r'],
  ['šśş', 's'],
  ['ß', 's'],
  ['ťţ', 't'],
  ['ūùúûüůűų', 'u'],
  ['ýÿ', 'y'],
  ['žźż', 'z'],
];

const lowerFrom = PAIRS.map(([from]) => from).join('');
const lowerTo = PAIRS.map(([from, to]) => to.repeat([...from].length)).join('');
// ß has no single-letter upper case worth listing; every other letter gets its capital.
const upperFrom = [...lowerFrom].map((char) => (char === 'ß' ? 'ß' : char.toUpperCase())).join('');

/** translate()'s two strings: every accented letter (both cases) and its plain letter. */
export const FOLD_FROM = lowerFrom + upperFrom;
export const FOLD_TO = lowerTo + lowerTo;

const MAP = new Map<string, string>([...FOLD_FROM].map((char, index) => [char, FOLD_TO[index]]));

/**
 * Lower-cases and strips the accents listed above; every other character passes unchanged, so
 * Cyrillic "ё" and "й" stay letters of their own (as Russian reads them), never "е" and "и".
 */
export function fold(value: string): string {
  let out = '';
  for (const char of value.toLowerCase()) out += MAP.get(char) ?? char;
  return out;
}
