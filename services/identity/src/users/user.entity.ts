import { Collection, type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToMany, Property } from '@mikro-orm/decorators/legacy';
import { CompanyOwnedEntity, openPersonalCode, personalCodeColumns, sealPersonalCode } from '@dental/server-core';
import { Branch } from '../branches/branch.entity.js';
import { Position } from '../positions/position.entity.js';
import { Speciality } from '../specialities/speciality.entity.js';

/**
 * A member of staff who signs in. The username is unique across the whole platform (sign-in asks
 * for no company), so the login form stays a username and a password.
 */
@Entity({ tableName: 'user' })
@Index({ name: 'user_company_personal_code_index', properties: ['company', 'personalCodeHash'] })
export class User extends CompanyOwnedEntity {
  @Property({ type: 'string', length: 100, unique: 'user_username_unique' })
  username!: string;

  /** argon2id (PHC string); never leaves the server. */
  @Property({ type: 'string', length: 255, hidden: true, lazy: true })
  passwordHash!: string;

  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Property({ type: 'string', length: 100 })
  lastName!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  email: string | null = null;

  @Property({ type: 'string', length: 50, nullable: true })
  phone: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  address: string | null = null;

  /**
   * The staff member's personal code, sealed as a patient's is (server-core's sealPersonalCode): no
   * plaintext code in the database or its dumps. Read and written through `personalCode`.
   */
  @Property({ type: 'text', nullable: true, hidden: true })
  personalCodeSealed: string | null = null;

  /** Keyed hash of the whole code: the staff list's search by code. */
  @Property({ type: 'string', length: 64, nullable: true, hidden: true })
  personalCodeHash: string | null = null;

  /** Normalized `DDMMYY-NNNNN`, or null; null too when no key of the server opens it (readPersonalCode logs that). */
  get personalCode(): string | null {
    return openPersonalCode(this.personalCodeSealed);
  }

  /** Seals a new code and its hash; the same code again leaves the row as it is. */
  set personalCode(code: string | null) {
    if (code === this.personalCode) return;
    const sealed = sealPersonalCode(code);
    this.personalCodeSealed = sealed.personalCodeSealed;
    this.personalCodeHash = sealed.personalCodeHash;
  }

  @Property({ type: 'string', length: 100, nullable: true })
  certificate: string | null = null;

  @Property({ type: 'date', nullable: true })
  certificateDate: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  sanitaryBook: string | null = null;

  /** Minutes a new appointment with this user lasts unless changed. */
  @Property({ type: 'integer', default: 30 })
  defaultDuration: Opt<number> = 30;

  /** 0 disabled (cannot sign in), 1 active. */
  @Property({ type: 'smallint', default: 1 })
  userStatus: Opt<0 | 1> = 1;

  /** The avatar colour (`style.color` in the answers). */
  @Property({ type: 'string', length: 7, nullable: true })
  color: string | null = null;

  @ManyToMany({ entity: () => Position, pivotTable: 'user_positions', joinColumn: 'user_uuid', inverseJoinColumn: 'position_uuid' })
  positions = new Collection<Position>(this);

  @ManyToMany({ entity: () => Branch, pivotTable: 'user_branches', joinColumn: 'user_uuid', inverseJoinColumn: 'branch_uuid' })
  branches = new Collection<Branch>(this);

  @ManyToMany({ entity: () => Speciality, pivotTable: 'user_specialities', joinColumn: 'user_uuid', inverseJoinColumn: 'speciality_uuid' })
  specialities = new Collection<Speciality>(this);
}

/** The staff's personal codes for `npm run keys:rotate`: sealed, with the whole code's hash. */
export const userSealedColumns = [personalCodeColumns('user', 'personal_code_hash')];
