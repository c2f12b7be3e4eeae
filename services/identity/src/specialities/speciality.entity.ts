import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { CompanyOwnedEntity } from '@dental/server-core';

/** A clinical speciality (therapist, surgeon, ...): users have them, bookings filter by them. */
@Entity({ tableName: 'speciality' })
export class Speciality extends CompanyOwnedEntity {
  @Property({ type: 'string', length: 100 })
  name!: string;
}
