/**
 * What a source file's SQL names: every table or view after `from`, `join`, `into`, `update`,
 * `delete from` or `table`, and every `alias.column` of an alias bound to a published view, read
 * out of its string and template literals. A scanner for module-ownership.spec.ts: it sees SQL as
 * the database does, so a cross-module read cannot hide behind an ORM-free helper.
 */
export interface SqlReference {
  /** The relation named (schema-qualified views keep their schema: `patients_v1.patient_ref`). */
  relation: string;
  /** Columns read from it through its alias (views only). */
  columns: string[];
}

const LITERAL = /`(?:[^`\\]|\\.)*`|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g;
const KEYWORDS = 'on|where|set|using|join|left|right|inner|full|cross|group|order|limit|values|select|returning|natural|union|for|default|do|then|else|end|when|and|or|is|not|in|order|having|window|offset|fetch|except|intersect|with|into|from|table|case|limit';
/** A relation after its keyword, and its alias when one follows (a keyword is never taken for one). */
const RELATION = new RegExp(
  `\\b(?:from|join|into|update|table)\\s+((?:"?[a-z_][a-z0-9_]*"?\\.)?"?[a-z_][a-z0-9_]*"?)(\\()?(?:\\s+(?:as\\s+)?(?!(?:${KEYWORDS})\\b)([a-z_][a-z0-9_]*))?`,
  'gi',
);

/** The SQL-looking literals of a file (the rest of the code is not SQL). */
function sqlLiterals(source: string): string[] {
  return (source.match(LITERAL) ?? []).filter((text) => /\b(select|insert|update|delete)\b/i.test(text) || /\b(from|join)\s+"?[a-z_]/i.test(text));
}

export function sqlReferences(source: string): SqlReference[] {
  const found: SqlReference[] = [];
  for (const literal of sqlLiterals(source)) {
    const aliases = new Map<string, SqlReference>();
    for (const match of literal.matchAll(RELATION)) {
      const relation = match[1].replaceAll('"', '').toLowerCase();
      // A function (`from jsonb_to_recordset(…)`, `extract(epoch from sum(…))`), not a relation; nor a keyword.
      if (match[2] !== undefined || /^(select|set|lateral)$/.test(relation)) continue;
      const reference: SqlReference = { relation, columns: [] };
      found.push(reference);
      aliases.set(match[3]?.toLowerCase() ?? relation.split('.').pop()!, reference);
    }
    for (const [alias, reference] of aliases) {
      if (!reference.relation.includes('.')) continue;
      for (const column of literal.matchAll(new RegExp(`(?<![a-z0-9_."])${alias}\\."?([a-z_][a-z0-9_]*)"?`, 'gi'))) reference.columns.push(column[1].toLowerCase());
    }
  }
  return found;
}
