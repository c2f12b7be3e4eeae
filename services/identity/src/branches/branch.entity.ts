import type { Opt, Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { CompanyOwnedEntity } from '@dental/server-core';
import { Department } from '../departments/department.entity.js';

export const DEFAULT_TIME_ZONE = 'Europe/Riga';

/** A place where the clinic works: its contacts, bank details for invoices, and its time zone. */
@Entity({ tableName: 'branch' })
export class Branch extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => Department, ref: true, deleteRule: 'restrict' })
  department!: Ref<Department>;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  email: string | null = null;

  @Property({ type: 'string', length: 50, nullable: true })
  phone: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  bankName: string | null = null;

  @Property({ type: 'string', length: 50, nullable: true })
  bankCode: string | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  bankSwift: string | null = null;

  /** The account invoices ask to be paid to (ISO 13616, stored without spaces), printed and carried by the UBL. */
  @Property({ type: 'string', length: 34, nullable: true })
  iban: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  companyName: string | null = null;

  @Property({ type: 'string', length: 50, nullable: true })
  companyNumber: string | null = null;

  /** The VAT payer number printed on invoices and carried by the UBL e-invoice (e.g. LV40003123456). */
  @Property({ type: 'string', length: 30, nullable: true })
  vatNumber: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  addressDeclared: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  addressActual: string | null = null;

  @Property({ type: 'text', nullable: true })
  logo: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  invoiceTemplate: string | null = null;

  @Property({ type: 'string', length: 7, nullable: true })
  color: string | null = null;

  /** IANA zone the branch's calendar and working hours are read in. */
  @Property({ type: 'string', length: 64, default: DEFAULT_TIME_ZONE })
  timeZone: Opt<string> = DEFAULT_TIME_ZONE;
}
