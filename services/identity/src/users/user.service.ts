import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException, type EntityClass, type FilterQuery } from '@mikro-orm/core';
import type { AdminUserEdit, AdminUserListQuery, UserCreate, UserEdit, UserListQuery } from '@dental/contracts';
import { validatePersonalCode } from '@dental/domain-personal-code';
import {
  ApiException,
  applyFields,
  badRequest,
  checkVersion,
  findPage,
  notFound,
  personalCodeHashes,
  softDelete,
  type AuthSession,
  type Paged,
} from '@dental/server-core';
import { hashPassword } from '../auth/password.js';
import { assertAcceptablePassword } from '../auth/password-policy.js';
import { SessionsService } from '../auth/sessions.service.js';
import { Branch } from '../branches/branch.entity.js';
import { Position } from '../positions/position.entity.js';
import { Speciality } from '../specialities/speciality.entity.js';
import { assertGrantable, assertMayActOn } from './permissions.js';
import { User } from './user.entity.js';

const POPULATE = ['positions', 'branches', 'specialities'] as const;
const DETAIL_FIELDS: Record<string, keyof User> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone: 'phone',
  address: 'address',
  certificate: 'certificate',
  certificate_date: 'certificateDate',
  sanitary_book: 'sanitaryBook',
  default_duration: 'defaultDuration',
  user_status: 'userStatus',
};
const SORTABLE = {
  last_name: 'lastName',
  first_name: 'firstName',
  username: 'username',
  user_status: 'userStatus',
  created_at: 'createdAt',
};
const SEARCH_IN = ['firstName', 'lastName', 'username', 'email', 'phone'];
const CODE_LIKE = /^[\d\s-]+$/;

/** A whole personal code typed in the staff list's search finds its user by the code's keyed hash (the code is stored sealed). */
const byPersonalCode = (search: string): FilterQuery<User>[] => {
  const digits = search.replace(/\D/g, '');
  return CODE_LIKE.test(search) && digits.length === 11 ? [{ personalCodeHash: { $in: personalCodeHashes(digits) } }] : [];
};

/** Users of the request's company (tenant-filtered); the admin's cross-company view says so at each call. */
@Injectable()
export class UserService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
  ) {}

  list(): Promise<User[]> {
    return this.em.find(User, {}, { populate: POPULATE, orderBy: { lastName: 'asc', firstName: 'asc' } });
  }

  page(query: UserListQuery): Promise<Paged<User>> {
    const where: Record<string, unknown> = {};
    if (query.branch_uuid) where.branches = query.branch_uuid;
    if (query.position_type !== undefined) where.positions = { type: query.position_type };
    if (query.user_status !== undefined) where.userStatus = query.user_status;
    return findPage(this.em, User, query, { sortable: SORTABLE, searchIn: SEARCH_IN, searchAlso: byPersonalCode, where, populate: POPULATE });
  }

  /** Another company's user is simply not found. */
  async get(uuid: string): Promise<User> {
    const user = await this.em.findOne(User, { uuid }, { populate: POPULATE });
    if (!user) throw notFound();
    return user;
  }

  async create(auth: AuthSession, body: UserCreate): Promise<User> {
    const username = await this.freeUsername(body.username);
    assertAcceptablePassword(body.password, username);
    const user = this.em.create(User, {
      username,
      passwordHash: await hashPassword(body.password),
      firstName: body.first_name,
      lastName: body.last_name,
    });
    await this.applyDetails(user, body);
    await this.applyLinks(auth, user, body);
    await this.flushNewUsername();
    return this.get(user.uuid);
  }

  /** Only a user whose permissions the caller holds all of may be edited (403 USER_OUTRANKS). */
  async edit(auth: AuthSession, uuid: string, body: UserEdit): Promise<User> {
    const user = await this.get(uuid);
    assertMayActOn(auth, user);
    await checkVersion(this.em, user, body.version);
    await this.applyCredentials(user, body);
    await this.applyDetails(user, body);
    await this.applyLinks(auth, user, body);
    await this.flushNewUsername();
    await this.endSessionsAfterEdit(auth, user, body);
    return this.get(uuid);
  }

  /** Soft delete; the user can no longer sign in, and their open sessions end at once. */
  async remove(auth: AuthSession, uuid: string, version?: number): Promise<void> {
    if (uuid === auth.userId) throw badRequest('VALIDATION_FAILED', { uuid: 'cannot_delete_self' });
    const user = await this.get(uuid);
    assertMayActOn(auth, user);
    await softDelete(this.em, user, version);
    await this.sessions.endAllOf(uuid);
  }

  // ---------------------------------------------------------------- the admin's view (all companies)

  adminPage(query: AdminUserListQuery): Promise<Paged<User>> {
    return findPage(this.em, User, query, {
      sortable: SORTABLE,
      searchIn: SEARCH_IN,
      searchAlso: byPersonalCode,
      where: query.company_id ? { company: query.company_id } : undefined,
      populate: [...POPULATE, 'company'],
      filters: { tenant: false },
    });
  }

  async adminGet(uuid: string): Promise<User> {
    const user = await this.em.findOne(User, { uuid }, { populate: [...POPULATE, 'company'], filters: { tenant: false } });
    if (!user) throw notFound();
    return user;
  }

  async adminEdit(auth: AuthSession, uuid: string, body: AdminUserEdit): Promise<User> {
    const user = await this.adminGet(uuid);
    assertMayActOn(auth, user);
    await checkVersion(this.em, user, body.version);
    await this.applyCredentials(user, body);
    await this.applyDetails(user, body);
    await this.flushNewUsername();
    await this.endSessionsAfterEdit(auth, user, body);
    return this.adminGet(uuid);
  }

  /** For the other modules' edits of a user's records (e.g. their settings): the same rank rule. */
  async assertMayActOn(auth: AuthSession, uuid: string): Promise<void> {
    assertMayActOn(auth, await this.get(uuid));
  }

  // ---------------------------------------------------------------- rules

  private async applyCredentials(user: User, body: UserEdit | AdminUserEdit): Promise<void> {
    if (body.username !== undefined) user.username = await this.freeUsername(body.username, user.uuid);
    if (body.password !== undefined) {
      assertAcceptablePassword(body.password, user.username);
      user.passwordHash = await hashPassword(body.password);
    }
  }

  /**
   * A new password ends the user's sessions (all but the caller's own when they changed their own),
   * and so does disabling them: the old token and its live sockets stop at once.
   */
  private async endSessionsAfterEdit(auth: AuthSession, user: User, body: UserEdit | AdminUserEdit): Promise<void> {
    if (body.user_status === 0) await this.sessions.endAllOf(user.uuid);
    else if (body.password !== undefined) {
      await this.sessions.endAllOf(user.uuid, user.uuid === auth.userId ? { except: auth.sessionId } : {});
    }
  }

  /**
   * Two requests racing for one username both pass `freeUsername`; the unique index decides, and
   * the loser gets the same 400 USERNAME_TAKEN as anyone else, never a 409 or a 500.
   */
  private async flushNewUsername(): Promise<void> {
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException && String(error.message).includes('user_username_unique')) {
        throw new ApiException(400, 'USERNAME_TAKEN', { username: 'USERNAME_TAKEN' });
      }
      throw error;
    }
  }

  /**
   * The spec's username rules: present ('No username typed!') and unique across the platform
   * ('Username already taken!'), both as 400 on the field. Stored lower-cased, as sign-in matches.
   * Deleted users keep their username (their history shows it), so it stays taken.
   */
  private async freeUsername(typed: string | undefined, self?: string): Promise<string> {
    const username = (typed ?? '').trim().toLowerCase();
    if (!username) throw new ApiException(400, 'USERNAME_REQUIRED', { username: 'USERNAME_REQUIRED' });
    const holder = await this.em.findOne(User, { username }, { filters: false });
    if (holder && holder.uuid !== self) throw new ApiException(400, 'USERNAME_TAKEN', { username: 'USERNAME_TAKEN' });
    return username;
  }

  private async applyDetails(user: User, body: UserEdit | UserCreate | AdminUserEdit): Promise<void> {
    applyFields(user, body as Record<string, unknown>, DETAIL_FIELDS);
    if (body.style !== undefined) user.color = body.style.color;
    if (body.personal_code !== undefined) {
      if (body.personal_code === null || body.personal_code === '') {
        user.personalCode = null;
      } else {
        const checked = validatePersonalCode(body.personal_code);
        if (!checked.ok) throw badRequest('VALIDATION_FAILED', { personal_code: 'invalid_personal_code' });
        user.personalCode = checked.normalized;
      }
    }
  }

  /** Positions, specialities and branches must be the company's own; an unknown one is a 400 on its field. */
  private async applyLinks(auth: AuthSession, user: User, body: UserEdit | UserCreate): Promise<void> {
    if (body.position_uuids) {
      const positions = await this.owned(Position, body.position_uuids, 'position_uuids');
      // Assigning a position hands out its permissions: only those the caller holds (403 otherwise).
      for (const position of positions) assertGrantable(auth, position.permissions);
      user.positions.set(positions);
    }
    if (body.speciality_uuids) user.specialities.set(await this.owned(Speciality, body.speciality_uuids, 'speciality_uuids'));
    if (body.branch_uuids) user.branches.set(await this.owned(Branch, body.branch_uuids, 'branch_uuids'));
  }

  private async owned<T extends Position | Speciality | Branch>(entity: EntityClass<T>, uuids: string[], field: string): Promise<T[]> {
    const unique = [...new Set(uuids)];
    if (unique.length === 0) return [];
    const found = await this.em.find(entity, { uuid: { $in: unique } } as never);
    if (found.length !== unique.length) throw badRequest('VALIDATION_FAILED', { [field]: 'invalid_option' });
    return found as T[];
  }
}
