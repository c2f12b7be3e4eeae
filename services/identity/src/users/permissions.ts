import { PERMISSIONS, type Permission } from '@dental/contracts';

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
