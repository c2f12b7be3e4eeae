/**
 * Accent folding for the patient search: "berzins" finds "Bērziņš". The same mapping runs in two
 * places that must agree exactly: in the database, as the expression of the stored `search_text`
 * column (translate() and lower() are immutable, so any Postgres can compute it without the
 * unaccent extension), and here, on the words a user types.
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

/** Lower-cases and strips the accents the search knows; other characters pass unchanged. */
export function fold(value: string): string {
  let out = '';
  for (const char of value.toLowerCase()) out += MAP.get(char) ?? char;
  return out;
}

/** The SQL of the same fold over an SQL expression (the strings hold no quote to escape). */
export const foldSql = (expression: string): string => `translate(lower(${expression}), '${FOLD_FROM}', '${FOLD_TO}')`;
