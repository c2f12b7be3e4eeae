import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { CompanyOwnedEntity } from '@dental/server-core';

/** A company's note template (issue 25): a name and a text with placeholders the screen fills in. */
@Entity({ tableName: 'note_template' })
export class NoteTemplate extends CompanyOwnedEntity {
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'text' })
  text!: string;
}
