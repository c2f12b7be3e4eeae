import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
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

/** A keyed hash (HMAC-SHA-256, hex) of a value for equality search: no one without the key can test a guess. */
export const keyedHash = (value: string, purpose: string): string =>
  createHmac('sha256', dataKeys().hash).update(`${purpose}\u0000${value}`).digest('hex');
