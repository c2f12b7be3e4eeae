import type { Ref } from '@mikro-orm/core';
import { Entity, ManyToOne } from '@mikro-orm/decorators/legacy';
import { Branch } from '@dental/identity';
import { Absence } from './absence.entity.js';

/** A day or period a branch is closed: 1 holidays, 2 technical, 3 other. */
@Entity({ tableName: 'branch_holiday' })
export class BranchHoliday extends Absence {
  @ManyToOne({ entity: () => Branch, ref: true, index: true, deleteRule: 'restrict' })
  branch!: Ref<Branch>;
}
