import { createCipheriv, createDecipheriv, createHmac, randomBytes, type KeyObject } from 'node:crypto';
import { dataKeys } from './data-keys.js';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Fresh IVs drawn from the CSPRNG a few hundred at a time: one call per value was most of the cost
 * of sealing an import's 100,000 codes. Each IV is handed out once (GCM needs it unique per key).
 */
const IV_POOL_BYTES = IV_BYTES * 512;
let ivPool = Buffer.alloc(0);
let ivAt = 0;
function freshIv(): Buffer {
  if (ivAt + IV_BYTES > ivPool.length) {
    ivPool = randomBytes(IV_POOL_BYTES);
    ivAt = 0;
  }
  ivAt += IV_BYTES;
  return ivPool.subarray(ivAt - IV_BYTES, ivAt);
}

/**
 * AES-256-GCM with the installation's sealing key: `<key id>:<base64 of iv | tag | ciphertext>`.
 * `purpose` is bound as associated data, so a value sealed as one thing does not open as another.
 */
export function sealText(plain: string, purpose: string): string {
  const { sealing } = dataKeys();
  const iv = freshIv();
  const cipher = createCipheriv('aes-256-gcm', sealing.key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${sealing.id}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

/**
 * Bytes sealed as sealText seals text (an uploaded file's pieces): `<key id>:` in ASCII, then the
 * iv, the tag and the ciphertext, binary (no base64: a megabyte piece stays a megabyte).
 */
export function sealBytes(plain: Buffer, purpose: string): Buffer {
  const { sealing } = dataKeys();
  const iv = freshIv();
  const cipher = createCipheriv('aes-256-gcm', sealing.key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([Buffer.from(`${sealing.id}:`), iv, cipher.getAuthTag(), body]);
}

/** The bytes a sealBytes value holds; throws when no key of the installation opens them. */
export function openBytes(sealed: Buffer, purpose: string): Buffer {
  const at = sealed.indexOf(0x3a);
  const id = at > 0 && at <= 16 ? sealed.subarray(0, at).toString('ascii') : '';
  const key = dataKeys().all.get(id);
  if (!key) throw new Error(`no data key "${id}" to open sealed bytes`);
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(at + 1, at + 1 + IV_BYTES));
  decipher.setAAD(Buffer.from(purpose));
  decipher.setAuthTag(sealed.subarray(at + 1 + IV_BYTES, at + 1 + IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(at + 1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/** The text a sealText value holds; throws when no key of the installation opens it (or it was altered). */
export function openText(sealed: string, purpose: string): string {
  const at = sealed.indexOf(':');
  const key = dataKeys().all.get(sealed.slice(0, at));
  if (at < 1 || !key) throw new Error(`no data key "${sealed.slice(0, Math.max(at, 0))}" to open a sealed value`);
  const bytes = Buffer.from(sealed.slice(at + 1), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(purpose));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** Whether a sealed value was sealed by another key than today's (the rotation re-seals those). */
export const sealedWithOldKey = (sealed: string): boolean => !sealed.startsWith(`${dataKeys().sealing.id}:`);

const hmac = (key: KeyObject, value: string, purpose: string): string => createHmac('sha256', key).update(`${purpose}\u0000${value}`).digest('hex');

/** A keyed hash (HMAC-SHA-256, hex) of a value for equality search, under today's hash key: what is written. */
export const keyedHash = (value: string, purpose: string): string => hmac(dataKeys().hash, value, purpose);

/**
 * The hashes a look-up matches: today's, and while the hash key is rotated (DATA_HASH_KEY_PREVIOUS
 * set) the previous key's too, so rows the rotation has not reached yet are still found.
 */
export function keyedHashes(value: string, purpose: string): string[] {
  const { hash, previousHash } = dataKeys();
  return previousHash ? [hmac(hash, value, purpose), hmac(previousHash, value, purpose)] : [hmac(hash, value, purpose)];
}
