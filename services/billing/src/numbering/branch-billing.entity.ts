import type { Ref } from '@mikro-orm/core';
import { Entity, Index, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { Branch } from '@dental/identity';
import { CompanyOwnedEntity } from '@dental/server-core';

/**
 * A branch's invoicing settings: the prefixes of its two series (unique in the company, so two
 * branches of one legal entity never print the same number). The VAT number is the branch's own
 * template field (identity's Branch.vatNumber). Made on the branch's first draft
 * (numbering/invoice-numbers.service.ts).
 */
@Entity({ tableName: 'branch_billing' })
@Index({ name: 'branch_billing_invoice_prefix_unique', expression: 'create unique index "branch_billing_invoice_prefix_unique" on "branch_billing" ("company_id", "invoice_prefix")' })
@Index({ name: 'branch_billing_credit_prefix_unique', expression: 'create unique index "branch_billing_credit_prefix_unique" on "branch_billing" ("company_id", "credit_note_prefix")' })
export class BranchBilling extends CompanyOwnedEntity {
  @OneToOne({ entity: () => Branch, ref: true, owner: true, unique: 'branch_billing_branch_unique', deleteRule: 'restrict' })
  branch!: Ref<Branch>;

  @Property({ type: 'string', length: 10 })
  invoicePrefix!: string;

  @Property({ type: 'string', length: 10 })
  creditNotePrefix!: string;
}
