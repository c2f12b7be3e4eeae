import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dataKeys, ensureKeysFile, parseDataKeys } from '../crypto/data-keys.js';

/**
 * A machine without keys in its environment gets its key file once: every later caller (a second
 * instance starting at the same moment, the chain's seed) reads the same keys, and no draft is left.
 */
describe('the machine key file', () => {
  it('is made once, readable by its owner only, and every caller reads the same keys', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'data-keys-'));
    const file = path.join(folder, 'keys', 'data-keys.env');
    const first = ensureKeysFile(file);
    const again = ensureKeysFile(file);
    expect(again).toEqual(first);
    expect(first.DATA_ENCRYPTION_KEYS).toMatch(/^k1:[A-Za-z0-9+/]{43}=$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain(first.DATA_HASH_KEY);
    expect(readdirSync(path.dirname(file))).toEqual(['data-keys.env']);
    rmSync(folder, { recursive: true, force: true });
  });
});

describe('the keys a request uses', () => {
  it('reads the key file once per process: every code a page opens asks for the keys, none reads the disk again', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'data-keys-'));
    const env = { DATA_KEYS_FILE: path.join(folder, 'data-keys.env') } as NodeJS.ProcessEnv;
    const first = dataKeys(env);
    // Gone from the disk: the keys already read still answer (a changed file takes effect at the next start).
    unlinkSync(env.DATA_KEYS_FILE as string);
    const again = dataKeys(env);
    expect(again.sealing.key.equals(first.sealing.key)).toBe(true);
    expect(again.hash.equals(first.hash)).toBe(true);
    expect(readdirSync(folder)).toEqual([]);
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps a previous hash key beside the new one while the hash key rotates, and none once it equals the new one', () => {
    const key = Buffer.alloc(32, 1).toString('base64');
    const next = Buffer.alloc(32, 2).toString('base64');
    expect(parseDataKeys(`k:${key}`, next, key).previousHash?.export().equals(Buffer.alloc(32, 1))).toBe(true);
    expect(parseDataKeys(`k:${key}`, next, next).previousHash).toBeNull();
    expect(parseDataKeys(`k:${key}`, next).previousHash).toBeNull();
    expect(() => parseDataKeys(`k:${key}`, next, 'c2hvcnQ=')).toThrow(/DATA_HASH_KEY_PREVIOUS must be 32 bytes/);
  });
});

