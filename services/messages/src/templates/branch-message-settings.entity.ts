import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { CompanyOwnedEntity } from '@dental/server-core';

/** When a branch's reminders go: hours before the appointment, and the local hours messages may be sent in. */
@Entity({ tableName: 'message_branch_settings' })
export class BranchMessageSettingsRow extends CompanyOwnedEntity {
  @Property({ type: 'uuid', unique: true })
  branchUuid!: string;

  @Property({ type: 'integer[]', columnType: 'int[]' })
  reminderOffsetsHours!: number[];

  @Property({ type: 'string', length: 5 })
  sendingFrom!: string;

  @Property({ type: 'string', length: 5 })
  sendingTo!: string;
}
