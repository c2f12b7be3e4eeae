import { centsToEuros } from './crud/fields';

/** Cents as euros for a table: 1250 -> "12.50 €". */
export const euros = (cents: number) => `${centsToEuros(cents)} €`;
