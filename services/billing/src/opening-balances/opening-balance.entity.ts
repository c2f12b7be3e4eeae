import type { Ref } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { User } from '@dental/identity';
import { Patient } from '@dental/patients';
import { CompanyOwnedEntity } from '@dental/server-core';

/**
 * An opening entry: what a patient owed the clinic (positive cents) or had in credit (negative)
 * in the clinic's old system on the day it moved in. It belongs to the patient's balance, never
 * to income: no payment was received and no invoice issued in this system, so the incomes
 * summary never hears of it and reports show it apart (OpeningBalanceService.totals).
 */
@Entity({ tableName: 'opening_balance' })
@Check({ name: 'opening_balance_amount_not_zero', expression: '"amount" <> 0' })
@Index({ name: 'opening_balance_patient_index', properties: ['patient'] })
@Index({ name: 'opening_balance_company_booked_index', properties: ['company', 'bookedOn'] })
export class OpeningBalance extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => Patient, ref: true, deleteRule: 'restrict' })
  patient!: Ref<Patient>;

  /** Cents: owed by the patient when positive, the patient's credit when negative. */
  @Property({ type: 'integer' })
  amount!: number;

  /** The day the old system's balance stood at `amount`. */
  @Property({ type: 'date' })
  bookedOn!: string;

  @Property({ type: 'string', length: 500, nullable: true })
  note: string | null = null;

  @ManyToOne({ entity: () => User, ref: true, nullable: true, deleteRule: 'restrict' })
  createdBy: Ref<User> | null = null;
}
