import { readPersonalCode } from '@dental/server-core';
import type { PositionSummary, User as UserAnswer, UserDetails } from '@dental/contracts';
import { toBranchSummary } from '../branches/branch.mapper.js';
import type { Position } from '../positions/position.entity.js';
import type { User } from './user.entity.js';

export const toPositionSummary = (position: Position): PositionSummary => ({
  uuid: position.uuid,
  name: position.name,
  type: position.type,
});

/** Who a user is, as both the profile and the signed-in user's own answer (`/api/auth`) open. */
export const toUserIdentity = (user: User) => ({
  uuid: user.uuid,
  username: user.username,
  first_name: user.firstName,
  last_name: user.lastName,
  email: user.email,
});

/** A user's profile as the API answers it; needs `positions` and `branches` loaded. */
export function toUserAnswer(user: User): UserAnswer {
  return {
    ...toUserIdentity(user),
    phone: user.phone,
    address: user.address,
    ...readPersonalCode(user.personalCodeSealed),
    certificate: user.certificate,
    certificate_date: user.certificateDate,
    sanitary_book: user.sanitaryBook,
    default_duration: user.defaultDuration,
    user_status: user.userStatus,
    style: { color: user.color },
    positions: user.positions.getItems().map(toPositionSummary),
    branches: user.branches.getItems().map(toBranchSummary),
    version: user.version,
  };
}

/** The settings screens' shape: the profile plus specialities (needs `specialities` loaded too). */
export const toUserDetails = (user: User): UserDetails => ({
  ...toUserAnswer(user),
  specialities: user.specialities.getItems().map(({ uuid, name }) => ({ uuid, name })),
});
