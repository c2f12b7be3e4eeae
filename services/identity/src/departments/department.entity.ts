import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { CompanyOwnedEntity } from '@dental/server-core';

/** A clinic ("department" in the spec): groups a company's branches. */
@Entity({ tableName: 'department' })
export class Department extends CompanyOwnedEntity {
  @Property({ type: 'string', length: 200 })
  name!: string;
}
