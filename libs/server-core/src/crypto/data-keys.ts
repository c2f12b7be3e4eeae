import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** One AES-256 key with the id written before every value it sealed, so old keys still open their values. */
export interface DataKey {
  id: string;
  key: KeyObject;
}

/**
 * The installation's keys: `sealing` seals new values (the first listed), every key opens; `hash`
 * keys the search hashes written; `previousHash`, set while the hash key is rotated, is looked up
 * beside it, so a search finds rows not yet re-hashed.
 */
export interface DataKeys {
  sealing: DataKey;
  all: ReadonlyMap<string, KeyObject>;
  hash: KeyObject;
  previousHash: KeyObject | null;
}

const KEY_ID = /^[A-Za-z0-9_-]{1,16}$/;

/** A key as a KeyObject made once: a Buffer handed to every cipher or HMAC is made into one per call (a tenth of an import's time). */
function keyBytes(text: string, what: string): KeyObject {
  const bytes = Buffer.from(text.trim(), 'base64');
  if (bytes.length !== 32) throw new Error(`${what} must be 32 bytes in base64 (openssl rand -base64 32)`);
  return createSecretKey(bytes);
}

/**
 * `DATA_ENCRYPTION_KEYS="k2:<base64>,k1:<base64>"`: the first seals, all open (rotation: put the
 * new key first, run `npm run keys:rotate`, then drop the old one). `DATA_HASH_KEY=<base64>` keys
 * the search hashes; to rotate it, move the old one to `DATA_HASH_KEY_PREVIOUS`, set a new one, run
 * `npm run keys:rotate` (it re-hashes every stored hash; lookups try both keys meanwhile), then
 * drop DATA_HASH_KEY_PREVIOUS.
 */
export function parseDataKeys(encryptionKeys: string, hashKey: string, previousHashKey?: string): DataKeys {
  const keys = encryptionKeys
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf(':');
      const id = entry.slice(0, at);
      if (at < 1 || !KEY_ID.test(id)) throw new Error('DATA_ENCRYPTION_KEYS: each key is <id>:<base64>, the id letters, digits, _ or -');
      return { id, key: keyBytes(entry.slice(at + 1), `DATA_ENCRYPTION_KEYS key ${id}`) };
    });
  if (!keys.length) throw new Error('DATA_ENCRYPTION_KEYS holds no key');
  const hash = keyBytes(hashKey, 'DATA_HASH_KEY');
  const previous = previousHashKey?.trim() ? keyBytes(previousHashKey, 'DATA_HASH_KEY_PREVIOUS') : null;
  return { sealing: keys[0], all: new Map(keys.map((k) => [k.id, k.key])), hash, previousHash: previous && !previous.equals(hash) ? previous : null };
}

/** Where a machine without keys in its environment keeps the ones made for it (never in the database). */
export const defaultKeysFile = (env: NodeJS.ProcessEnv = process.env): string =>
  path.resolve(env.DATA_KEYS_FILE ?? path.join(process.cwd(), '.data', 'keys', 'data-keys.env'));

/**
 * The keys of a machine that set none (npm start, a developer's checkout): made once into a file
 * readable by its owner only, beside the database's folder, not in it, so a dump or a copy of the
 * database holds no key (docs/decisions.md, "Encryption at rest").
 */
export function ensureKeysFile(file: string): { DATA_ENCRYPTION_KEYS: string; DATA_HASH_KEY: string; DATA_HASH_KEY_PREVIOUS?: string } {
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const text = `DATA_ENCRYPTION_KEYS=k1:${randomBytes(32).toString('base64')}\nDATA_HASH_KEY=${randomBytes(32).toString('base64')}\n`;
    // Written whole under a name of its own, then linked into place: two instances starting together
    // (npm run cluster) both try, one link wins, and neither ever reads a half-written file.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, text, { mode: 0o600, flag: 'wx' });
    chmodSync(draft, 0o600);
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  const values = Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  if (!values.DATA_ENCRYPTION_KEYS || !values.DATA_HASH_KEY) throw new Error(`${file} lacks DATA_ENCRYPTION_KEYS or DATA_HASH_KEY`);
  return {
    DATA_ENCRYPTION_KEYS: values.DATA_ENCRYPTION_KEYS,
    DATA_HASH_KEY: values.DATA_HASH_KEY,
    ...(values.DATA_HASH_KEY_PREVIOUS ? { DATA_HASH_KEY_PREVIOUS: values.DATA_HASH_KEY_PREVIOUS } : {}),
  };
}


/**
 * The key file as read once per process, by its path: dataKeys() runs for every code a page opens
 * and every hash a search makes, and reading the file each time (a stat and a read, ~0.2 ms each
 * under load) was most of a search by code's own cost (docs/decisions.md, "Encryption at rest").
 * A changed key file takes effect at the next start, as changed environment keys do.
 */
const fileKeys = new Map<string, ReturnType<typeof ensureKeysFile>>();

function keysFromFile(file: string): ReturnType<typeof ensureKeysFile> {
  let keys = fileKeys.get(file);
  if (!keys) {
    keys = ensureKeysFile(file);
    fileKeys.set(file, keys);
  }
  return keys;
}

/**
 * The keys as made from one environment: asked for by every sealed value and search hash (an
 * import's 100,000), so they are parsed into KeyObjects once and found again by the environment's
 * values alone, without resolving the key file's path each time.
 */
let cached: { environment: string; keys: DataKeys } | null = null;

/**
 * The keys from the environment; without them, in production, the API refuses to start (a key made
 * on the fly there would lose every value at the next host); elsewhere the machine's key file.
 */
export function dataKeys(env: NodeJS.ProcessEnv = process.env): DataKeys {
  const environment = [env.DATA_ENCRYPTION_KEYS, env.DATA_HASH_KEY, env.DATA_HASH_KEY_PREVIOUS, env.DATA_KEYS_FILE, env.NODE_ENV, process.cwd()].join('|');
  if (cached?.environment === environment) return cached.keys;
  let encryption = env.DATA_ENCRYPTION_KEYS;
  let hash = env.DATA_HASH_KEY;
  let previousHash = env.DATA_HASH_KEY_PREVIOUS;
  if (!encryption || !hash) {
    if (encryption || hash) throw new Error('DATA_ENCRYPTION_KEYS and DATA_HASH_KEY are set together');
    if (env.NODE_ENV === 'production' && !env.DATA_KEYS_FILE) {
      throw new Error('DATA_ENCRYPTION_KEYS and DATA_HASH_KEY must be set in production (docs/decisions.md, "Encryption at rest")');
    }
    ({ DATA_ENCRYPTION_KEYS: encryption, DATA_HASH_KEY: hash, DATA_HASH_KEY_PREVIOUS: previousHash } = keysFromFile(defaultKeysFile(env)));
  }
  cached = { environment, keys: parseDataKeys(encryption, hash, previousHash) };
  return cached.keys;
}
