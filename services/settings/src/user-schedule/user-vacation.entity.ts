import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Absence } from '../holidays/absence.entity.js';

/**
 * A user's absence: 1 vacation, 2 decree, 3 sickness, 4 learning, 5 justified, 6 other. The user
 * is identity's, kept by uuid (no relation or foreign key across modules).
 */
@Entity({ tableName: 'user_vacation' })
export class UserVacation extends Absence {
  @Property({ type: 'uuid' })
  @Index()
  userUuid!: string;
}
