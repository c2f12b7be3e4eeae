import { FOLD_FROM, FOLD_TO } from '@dental/domain-text';

/** The search's accent fold is the platform's one (@dental/domain-text), here and in the database. */
export { fold, FOLD_FROM, FOLD_TO } from '@dental/domain-text';

/** The SQL of the same fold over an SQL expression (the strings hold no quote to escape). */
export const foldSql = (expression: string): string => `translate(lower(${expression}), '${FOLD_FROM}', '${FOLD_TO}')`;
