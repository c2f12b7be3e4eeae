/**
 * Thrown for inputs no invoice can have (a fractional cent, a discount above the price...).
 * Request shapes are validated by the contracts before they get here, so reaching this is a bug
 * or a tampered request; the `code` lets the API map it to a 400 with the offending field.
 */
export type MoneyErrorCode =
  | 'invalid_amount'
  | 'invalid_count'
  | 'invalid_percent'
  | 'discount_exceeds_price'
  | 'insurance_exceeds_price'
  | 'unknown_vat_category';

export class MoneyError extends RangeError {
  constructor(
    readonly code: MoneyErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'MoneyError';
  }
}
