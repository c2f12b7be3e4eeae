import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import type { Permission } from '@dental/contracts';
import { CompanyOwnedEntity } from '@dental/server-core';

/** Position types of the spec: 0 management, 1 doctor, 2 assistant, 3 administrator. */
export type PositionType = 0 | 1 | 2 | 3;

/** A role: a named set of permissions. A user's permissions are the union of their positions'. */
@Entity({ tableName: 'position' })
export class Position extends CompanyOwnedEntity {
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'smallint' })
  type!: PositionType;

  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  permissions: Opt<Permission[]> = [];
}
