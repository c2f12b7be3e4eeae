import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '@dental/server-core';

/**
 * The most common passwords, from zxcvbn-ts's frequency-ranked list of leaked passwords. The top
 * 10,000 are what credential-stuffing and spraying try first; compared case-insensitively.
 */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].slice(0, 10_000));

/**
 * A new password (set by the user, a manager or an admin) must not be the username nor one of the
 * most common passwords: a 400 on `password` with a translated message. The length rule is the
 * contract's own.
 */
export function assertAcceptablePassword(password: string, username: string): void {
  const typed = password.trim().toLowerCase();
  if (typed === username.trim().toLowerCase()) throw badRequest('VALIDATION_FAILED', { password: 'password_matches_username' });
  if (COMMON_PASSWORDS.has(typed)) throw badRequest('VALIDATION_FAILED', { password: 'password_too_common' });
}
