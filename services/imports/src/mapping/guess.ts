import {
  IMPORT_FIELDS,
  IMPORT_KINDS,
  IMPORT_REQUIRED_FIELDS,
  LANGUAGES,
  type ImportDateOrder,
  type ImportField,
  type ImportKind,
} from '@dental/contracts';
import { fold } from '@dental/domain-text';
import { translate } from '@dental/i18n';
import { HEADER_ALIASES, KEY_ALIASES } from './header-aliases.js';

/** A header as compared: folded (case and Latvian accents aside), punctuation as spaces. */
export const headerKey = (text: string): string =>
  fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A mapping the company chose before (saved-mapping.entity.ts), by folded headers. */
export interface RememberedMapping {
  kind: ImportKind;
  columns: Record<string, string>;
  keyColumn: string;
  dateOrder: ImportDateOrder;
}

export interface MappingGuess {
  kind: ImportKind;
  columns: Record<string, string | null>;
  key_column: string;
  date_order: ImportDateOrder;
}

/**
 * For each kind, the field each header name stands for: the field's own name ("first name"), its
 * label on the mapping screen in lv, en and ru, and the other names exports use
 * (header-aliases.ts). The first field to claim a name keeps it.
 */
const NAMES: Record<ImportKind, Map<string, ImportField>> = Object.fromEntries(
  IMPORT_KINDS.map((kind) => {
    const names = new Map<string, ImportField>();
    for (const field of IMPORT_FIELDS[kind] as readonly ImportField[]) {
      const labels = LANGUAGES.map((language) => translate(language, `imports:fields.${field}`));
      for (const name of [field.replace(/_/g, ' '), ...labels, ...HEADER_ALIASES[field]]) {
        const key = headerKey(name);
        if (key && !names.has(key)) names.set(key, field);
      }
    }
    return [kind, names];
  }),
) as Record<ImportKind, Map<string, ImportField>>;

const KEY_NAMES = new Set(KEY_ALIASES.map(headerKey).filter(Boolean));
/** "ID", "Nr.", or a name ending so ("Patient ID", "Kartes Nr"). */
const looksLikeKey = (key: string) => KEY_NAMES.has(key) || [...KEY_NAMES].some((name) => key.endsWith(` ${name}`));

/**
 * The mapping the screen starts from. For every kind the headers are read, first by the company's
 * last mapping of that kind, then by the names above. The kind wins whose remembered mapping is this
 * very layout (every header it named is here), else one whose required fields are all found, then
 * the one that maps the most headers (ties to the first kind). The key column is the remembered
 * one, else an id-like header left unmapped, else the personal code's, else the first header.
 */
export function guessMapping(headers: readonly string[], remembered: readonly RememberedMapping[], fileDateOrder: ImportDateOrder): MappingGuess {
  const keys = headers.map(headerKey);
  let best: { guess: MappingGuess; score: number } | null = null;
  for (const kind of IMPORT_KINDS) {
    const memory = remembered.find((mapping) => mapping.kind === kind);
    const allowed: readonly string[] = IMPORT_FIELDS[kind];
    const columns: Record<string, string | null> = {};
    const used = new Set<string>();
    headers.forEach((header, index) => {
      const field = memory?.columns[keys[index]] ?? NAMES[kind].get(keys[index]);
      if (field && allowed.includes(field) && !used.has(field)) {
        columns[header] = field;
        used.add(field);
      } else {
        columns[header] = null;
      }
    });
    const sameLayout = !!memory && Object.keys(memory.columns).length > 0 && Object.keys(memory.columns).every((key) => keys.includes(key));
    const complete = IMPORT_REQUIRED_FIELDS[kind].every((oneOf) => oneOf.some((field) => used.has(field)));
    const score = (sameLayout ? 1_000_000 : 0) + (complete ? 1_000 : 0) + used.size;
    const rememberedKey = memory ? headers[keys.indexOf(memory.keyColumn)] : undefined;
    const keyColumn =
      rememberedKey ??
      headers.find((header, index) => looksLikeKey(keys[index]) && !columns[header]) ??
      headers.find((header) => columns[header] === 'personal_code') ??
      headers[0];
    if (!best || score > best.score) {
      best = { guess: { kind, columns, key_column: keyColumn, date_order: memory?.dateOrder ?? fileDateOrder }, score };
    }
  }
  return best!.guess;
}
