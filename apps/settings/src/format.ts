import { centsToInput } from '@dental/domain-money';

/** Cents as euros for a table: 1250 -> "12.50 €". */
export const euros = (cents: number) => `${centsToInput(cents)} €`;
