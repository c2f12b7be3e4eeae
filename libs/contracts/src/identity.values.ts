/** The identity module's plain values (no zod): safe for browser bundles that must stay small. */

/** Position (role) types: 0 management, 1 doctor, 2 assistant, 3 administrator. */
export const POSITION_TYPES = [0, 1, 2, 3] as const;
export type PositionType = (typeof POSITION_TYPES)[number];

/** User status: 0 disabled, 1 active. */
export const USER_STATUSES = [0, 1] as const;

/** Shortest password a user may be given. */
export const USER_PASSWORD_MIN = 8;

/** A branch logo's largest size, 64 KB: base64 of it stays under the API's 100 KB JSON body limit. */
export const LOGO_MAX_BYTES = 64 * 1024;
