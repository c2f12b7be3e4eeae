import type { Opt, Ref } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { ShareInput } from '@dental/contracts';
import type { VatCategory } from '@dental/domain-money';
import { CompanyOwnedEntity } from '@dental/server-core';
import { Invoice } from '../invoices/invoice.entity.js';

/**
 * One line of an invoice: a service (from the tooth map or by hand) or a product. Name, code,
 * unit, price and VAT category are copied from the price list when the line is made, so a later
 * price change never alters an invoice. Counts are kept in thousandths (0.5 ml = 500), the
 * precision domain-money's calculateLine takes; the calculated amounts are stored as computed.
 */
@Entity({ tableName: 'invoice_line' })
@Check({ name: 'invoice_line_kind_values', expression: `"kind" in ('service', 'product')` })
@Check({ name: 'invoice_line_credited_within_count', expression: '"credited_count_milli" <= "count_milli"' })
@Index({ name: 'invoice_line_invoice_index', properties: ['invoice', 'position'] })
export class InvoiceLine extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => Invoice, ref: true, deleteRule: 'cascade' })
  invoice!: Ref<Invoice>;

  @Property({ type: 'smallint', default: 0 })
  position: Opt<number> = 0;

  @Property({ type: 'string', length: 10 })
  kind!: 'service' | 'product';

  /** The settings' service of the price list it was copied from, kept by uuid (settings_v1.service_ref). */
  @Property({ type: 'uuid', nullable: true })
  serviceUuid: string | null = null;

  /** The settings' product it was copied from, kept by uuid (settings_v1.product_ref). */
  @Property({ type: 'uuid', nullable: true })
  productUuid: string | null = null;

  /** The tooth-map item this line bills, when it came from an appointment's treatment. */
  @Property({ type: 'uuid', nullable: true })
  sourceUuid: string | null = null;

  /** On a credit note: the invoice line it reverses. */
  @ManyToOne({ entity: () => InvoiceLine, ref: true, nullable: true, deleteRule: 'restrict' })
  creditedLine: Ref<InvoiceLine> | null = null;

  @Property({ type: 'string', length: 300 })
  name!: string;

  @Property({ type: 'string', length: 50 })
  sku!: string;

  @Property({ type: 'string', length: 50, nullable: true })
  skuCustom: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  skuDescription: string | null = null;

  @Property({ type: 'smallint', nullable: true })
  tooth: number | null = null;

  @Property({ type: 'string', length: 5 })
  unit!: string;

  @Property({ type: 'integer' })
  countMilli!: number;

  /** Cents per unit, VAT included. */
  @Property({ type: 'integer' })
  price!: number;

  @Property({ type: 'string', length: 10 })
  vat!: VatCategory;

  @Property({ type: 'json', nullable: true })
  discount: ShareInput | null = null;

  /** True when `discount` is this line's part of the invoice's own discount (recomputed when that changes). */
  @Property({ type: 'boolean', default: false })
  discountFromInvoice: Opt<boolean> = false;

  @Property({ type: 'json', nullable: true })
  insurance: ShareInput | null = null;

  @Property({ type: 'integer' })
  priceGross!: number;

  @Property({ type: 'integer' })
  priceDiscount!: number;

  @Property({ type: 'integer' })
  priceWithoutVat!: number;

  @Property({ type: 'integer' })
  priceVat!: number;

  @Property({ type: 'integer' })
  priceTotal!: number;

  @Property({ type: 'integer' })
  priceInsurance!: number;

  @Property({ type: 'integer' })
  priceToPay!: number;

  /** How much of this line issued credit notes reversed (thousandths). */
  @Property({ type: 'integer', default: 0 })
  creditedCountMilli: Opt<number> = 0;
}
