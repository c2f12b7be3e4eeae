import { PERMISSIONS, type Permission } from '@dental/contracts';
import { ApiException, type AuthSession } from '@dental/server-core';

/**
 * A user's permissions: the union of their positions' permissions, in the contract's order.
 * `admin` implies every permission, so an admin's list names them all.
 */
export function permissionsOf(positions: Iterable<{ permissions: readonly string[] }>): Permission[] {
  const granted = new Set<string>();
  for (const position of positions) for (const permission of position.permissions) granted.add(permission);
  if (granted.has('admin')) return [...PERMISSIONS];
  return PERMISSIONS.filter((permission) => granted.has(permission));
}

/** Whether the session holds every one of `permissions` (an admin's set names them all). */
const holdsAll = (auth: AuthSession, permissions: Iterable<string>): boolean =>
  [...permissions].every((permission) => auth.permissions.has(permission as Permission));

/**
 * A user acts on another user (edit, disable, set the password of, impersonate, delete) only when
 * the other's permissions are a subset of their own (docs/decisions.md). Only an admin holds
 * `admin`, so only an admin touches an admin. Otherwise a manager could reset an admin's password
 * and sign in as them.
 */
export function assertMayActOn(auth: AuthSession, target: { positions: Iterable<{ permissions: readonly string[] }> }): void {
  if (!holdsAll(auth, permissionsOf(target.positions))) throw new ApiException(403, 'USER_OUTRANKS');
}

/**
 * A position (role) can be created with, edited into, edited from, deleted or assigned only by
 * someone who holds all of its permissions: nobody hands out (or reshapes) rights they lack.
 */
export function assertGrantable(auth: AuthSession, permissions: Iterable<string>): void {
  if (!holdsAll(auth, permissions)) throw new ApiException(403, 'ROLE_NOT_GRANTABLE');
}
