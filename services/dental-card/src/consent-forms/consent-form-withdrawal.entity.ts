import { Entity, Property, Unique } from '@mikro-orm/decorators/legacy';
import { CompanyOwnedEntity } from '@dental/server-core';

/** The patient took a signed form's consent back: a record of its own, the form itself stays as signed. */
@Entity({ tableName: 'consent_form_withdrawal' })
@Unique({ name: 'consent_form_withdrawal_form_unique', properties: ['formUuid'] })
export class ConsentFormWithdrawal extends CompanyOwnedEntity {
  @Property({ type: 'uuid' })
  formUuid!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  withdrawnAt!: Date;

  @Property({ type: 'uuid', nullable: true })
  withdrawnByUuid: string | null = null;

  @Property({ type: 'text', nullable: true })
  reason: string | null = null;
}
