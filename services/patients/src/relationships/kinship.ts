import type { KinshipRole, KinshipType } from '@dental/contracts';

/** "B is A's <type>" read from A's side. */
const ROLE_OF_TYPE: Record<KinshipType, KinshipRole> = {
  0: 'parent',
  1: 'child',
  2: 'guardian',
  3: 'sibling',
  4: 'representative',
  5: 'relative',
};

/**
 * "B is A's <type>" read from B's side: what A is to B. Parent and child mirror each other,
 * sibling and relative are symmetric; guardian and representative have no code for the other
 * side in the spec, so they read as `ward` and `represented`.
 */
const INVERSE_ROLE_OF_TYPE: Record<KinshipType, KinshipRole> = {
  0: 'child',
  1: 'parent',
  2: 'ward',
  3: 'sibling',
  4: 'represented',
  5: 'relative',
};

export const roleFor = (type: KinshipType, direction: 'outgoing' | 'incoming'): KinshipRole =>
  direction === 'outgoing' ? ROLE_OF_TYPE[type] : INVERSE_ROLE_OF_TYPE[type];
