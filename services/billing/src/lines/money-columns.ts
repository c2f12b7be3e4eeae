import type { LineAmounts } from '@dental/domain-money';

/**
 * The seven money columns an invoice and each of its lines carry (domain-money's amounts, as the
 * answers name them) and the entity property of each: the one map every conversion goes through.
 */
export const MONEY_COLUMNS = {
  price_gross: 'priceGross',
  price_discount: 'priceDiscount',
  price_without_vat: 'priceWithoutVat',
  price_vat: 'priceVat',
  price_total: 'priceTotal',
  price_insurance: 'priceInsurance',
  price_to_pay: 'priceToPay',
} as const;

type Column = keyof typeof MONEY_COLUMNS;
export type MoneyAmounts = Omit<LineAmounts, 'vat'>;
/** The entity side: an invoice's or a line's seven properties. */
export type MoneyProperties = { [K in Column as (typeof MONEY_COLUMNS)[K]]: number };

const COLUMNS = Object.keys(MONEY_COLUMNS) as Column[];

/** An entity's seven amounts as the answers and domain-money name them. */
export function moneyOf(entity: MoneyProperties): MoneyAmounts {
  return Object.fromEntries(COLUMNS.map((column) => [column, entity[MONEY_COLUMNS[column]]])) as MoneyAmounts;
}

/** Amounts as an entity's seven properties (for `em.create` or `Object.assign`). */
export function moneyProperties(amounts: MoneyAmounts): MoneyProperties {
  return Object.fromEntries(COLUMNS.map((column) => [MONEY_COLUMNS[column], amounts[column]])) as MoneyProperties;
}
