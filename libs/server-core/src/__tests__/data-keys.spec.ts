import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureKeysFile } from '../crypto/data-keys.js';

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
