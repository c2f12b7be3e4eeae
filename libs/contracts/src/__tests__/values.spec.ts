import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contracts from '../index.js';
import * as values from '../values.js';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The relative modules a source file imports, and every package it imports. */
function imports(file: string): { local: string[]; packages: string[] } {
  const text = readFileSync(join(SRC, file), 'utf8');
  // `import type` is erased from the bundle, so it pulls nothing in (calendar.refs.ts types its answers that way).
  const specifiers = [...text.matchAll(/^(?:import|export)(?!\s+type\b)[^'"]*from '([^']+)'/gm)].map((m) => m[1]);
  return {
    local: specifiers.filter((s) => s.startsWith('./')).map((s) => s.slice(2).replace(/\.js$/, '.ts')),
    packages: specifiers.filter((s) => !s.startsWith('.')),
  };
}

describe('@dental/contracts/values', () => {
  it('reaches no zod, so a browser bundle importing it stays small', () => {
    const seen = new Set<string>();
    const queue = ['values.ts'];
    const packages = new Set<string>();
    while (queue.length) {
      const file = queue.shift() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      const found = imports(file);
      found.packages.forEach((p) => packages.add(p));
      queue.push(...found.local);
    }
    expect([...packages]).toEqual([]);
    expect([...seen].every((file) => file === 'values.ts' || file.endsWith('.values.ts') || file.endsWith('.refs.ts') || ['languages.ts', 'permissions.ts'].includes(file))).toBe(true);
  });

  it('holds the very lists the schemas use', () => {
    for (const [name, value] of Object.entries(values)) {
      expect([name, (contracts as Record<string, unknown>)[name]]).toEqual([name, value]);
    }
    expect(contracts.patientStatusSchema.safeParse(values.PATIENT_STATUSES.at(-1)).success).toBe(true);
    expect(contracts.serviceCreateSchema.shape.unit.unwrap().options).toEqual([...values.MEASUREMENT_UNITS]);
  });
});
