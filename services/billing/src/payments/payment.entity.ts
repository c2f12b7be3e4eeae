import type { Opt, Ref } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { PaymentKind, PaymentMethod, PaymentStatus } from '@dental/domain-money';
import { User } from '@dental/identity';
import { CompanyOwnedEntity } from '@dental/server-core';
import { Invoice } from '../invoices/invoice.entity.js';

/**
 * A payment of an invoice, or a refund of what was paid beyond it (kind `refund`: money paid back
 * by `method`, its amount negative, so every sum of the rows, the invoice's amount_paid as the
 * incomes report's received, counts it as money out). Never deleted: canceling sets status 3 and
 * it stays in the history.
 */
@Entity({ tableName: 'payment' })
@Check({ name: 'payment_method_range', expression: '"method" between 1 and 5' })
@Check({ name: 'payment_status_range', expression: '"status" between 1 and 3' })
@Check({ name: 'payment_kind_values', expression: `"kind" in ('payment', 'refund')` })
@Check({ name: 'payment_amount_sign', expression: `("kind" = 'payment' and "amount" > 0) or ("kind" = 'refund' and "amount" < 0)` })
@Index({ name: 'payment_invoice_index', properties: ['invoice', 'paidAt'] })
@Index({ name: 'payment_company_paid_index', properties: ['company', 'paidAt'] })
export class Payment extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => Invoice, ref: true, deleteRule: 'restrict' })
  invoice!: Ref<Invoice>;

  @Property({ type: 'string', length: 10, default: 'payment' })
  kind: Opt<PaymentKind> = 'payment';

  @Property({ type: 'smallint' })
  method!: PaymentMethod;

  /** Cents: positive for a payment, negative for a refund. */
  @Property({ type: 'integer' })
  amount!: number;

  @Property({ type: 'smallint', default: 2 })
  status: Opt<PaymentStatus> = 2;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  paidAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  canceledAt: Date | null = null;

  @ManyToOne({ entity: () => User, ref: true, nullable: true, deleteRule: 'restrict' })
  createdBy: Ref<User> | null = null;

  @ManyToOne({ entity: () => User, ref: true, nullable: true, deleteRule: 'restrict' })
  canceledBy: Ref<User> | null = null;
}
