import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import type { ConsentTemplateText } from '@dental/contracts';
import { CompanyOwnedEntity } from '@dental/server-core';

/**
 * A company's consent form template (issue 29): its name, its text in every language with
 * placeholders, and the services that are not treated without a signed form of it (settings'
 * services, by uuid: another module's records).
 */
@Entity({ tableName: 'consent_form_template' })
export class ConsentFormTemplate extends CompanyOwnedEntity {
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'json' })
  text!: ConsentTemplateText;

  @Property({ type: 'text[]', columnType: 'uuid[]', defaultRaw: "'{}'" })
  serviceUuids: Opt<string[]> = [];
}
