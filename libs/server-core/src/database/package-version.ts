import { readFileSync } from 'node:fs';

/**
 * The version in the package.json next to `src/` or `dist/` of the module at `moduleUrl`
 * (pass `import.meta.url` of a file directly inside either folder).
 */
export function packageVersion(moduleUrl: string): string {
  const json = JSON.parse(readFileSync(new URL('../package.json', moduleUrl), 'utf8')) as { version?: string };
  return json.version ?? '0.0.0';
}
