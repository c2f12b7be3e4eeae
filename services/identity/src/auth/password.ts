import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are hashed with argon2id (the library's default algorithm; the PHC string starts with
 * `$argon2id$`) at OWASP's suggested cost: 19 MiB, 2 passes, 1 lane.
 */
const COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, COST);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash signs no one in
  }
}

/**
 * Verified against when the username does not exist, so a wrong username costs as much time as
 * a wrong password and timing does not tell which usernames exist.
 */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword('not-a-real-password'));
