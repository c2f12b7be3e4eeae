import type { Ref } from '@mikro-orm/core';
import { Entity, ManyToOne } from '@mikro-orm/decorators/legacy';
import { User } from '@dental/identity';
import { Absence } from '../holidays/absence.entity.js';

/** A user's absence: 1 vacation, 2 decree, 3 sickness, 4 learning, 5 justified, 6 other. */
@Entity({ tableName: 'user_vacation' })
export class UserVacation extends Absence {
  @ManyToOne({ entity: () => User, ref: true, index: true, deleteRule: 'restrict' })
  user!: Ref<User>;
}
