import type { Opt, Ref } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { ToothType } from '@dental/domain-teeth';
import { User } from '@dental/identity';
import { Patient } from '@dental/patients';
import { CompanyOwnedEntity } from '@dental/server-core';

/**
 * A tooth's type (1-5: primary or permanent, erupted or not, extracted) from a moment on. The log
 * is never rewritten: the type at a date is the tooth's last entry by then, and a tooth's version
 * is how many entries it has, so two people changing one tooth at once cannot both win.
 */
@Entity({ tableName: 'tooth_type_entry' })
@Check({ name: 'tooth_type_entry_type_values', expression: `"type" between 1 and 5` })
@Index({ name: 'tooth_type_entry_patient_index', properties: ['patient', 'tooth', 'setAt'] })
@Index({
  name: 'tooth_type_entry_version_unique',
  expression: 'create unique index "tooth_type_entry_version_unique" on "tooth_type_entry" ("patient_uuid", "tooth", "entry_version")',
})
export class ToothTypeEntry extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => Patient, ref: true, deleteRule: 'restrict' })
  patient!: Ref<Patient>;

  @Property({ type: 'smallint' })
  tooth!: number;

  @Property({ type: 'smallint' })
  type!: ToothType;

  /** 1 for a tooth's first entry, then +1: the tooth's version as the API answers it. */
  @Property({ type: 'integer' })
  entryVersion!: number;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  setAt: Opt<Date> = new Date();

  @ManyToOne({ entity: () => User, ref: true, nullable: true, deleteRule: 'restrict' })
  setBy: Ref<User> | null = null;
}
