import { Collection, type Opt, type Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, OneToMany, Property } from '@mikro-orm/decorators/legacy';
import { CompanyOwnedEntity } from '@dental/server-core';

/**
 * A questionnaire ("test"): patients fill it again every `regularity` months (1, 3, 6, 12, 24);
 * `template` is the text printed above the answers (consent wording, instructions).
 */
@Entity({ tableName: 'questionnaire' })
export class Questionnaire extends CompanyOwnedEntity {
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'smallint' })
  regularity!: number;

  @Property({ type: 'text', nullable: true })
  template: string | null = null;

  @OneToMany({ entity: () => Question, mappedBy: 'questionnaire', orderBy: { sortOrder: 'asc' } })
  questions = new Collection<Question>(this);
}

/** A question's answer settings by type: choices for 3/4, bounds for 2/5, nothing for the others. */
export interface QuestionValue {
  options?: string[];
  min?: number;
  max?: number;
  step?: number;
}

/**
 * One question, in `sortOrder`. Types: 0 short text, 1 yes/no, 2 number, 3 single choice,
 * 4 multiple choice, 5 scale, 6 long text. `trigger` is the answer that flags the patient (e.g. "Jā"
 * to "Are you allergic?"), with `icon` shown on the patient's card.
 */
@Entity({ tableName: 'question' })
export class Question extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => Questionnaire, ref: true, index: true, deleteRule: 'restrict' })
  questionnaire!: Ref<Questionnaire>;

  @Property({ type: 'string', length: 500 })
  name!: string;

  @Property({ type: 'smallint' })
  testType!: number;

  @Property({ type: 'json', nullable: true })
  testValue: QuestionValue | null = null;

  @Property({ type: 'string', length: 1000, nullable: true })
  comment: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  trigger: string | null = null;

  @Property({ type: 'string', length: 50, nullable: true })
  icon: string | null = null;

  @Property({ type: 'integer', default: 0 })
  sortOrder: Opt<number> = 0;
}
