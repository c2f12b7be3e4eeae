import { BUNDLES } from '../resources.js';

/** Every key path of a nested dictionary, e.g. `nav.dashboard`. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
}

describe('dictionaries', () => {
  const namespaces = Object.entries(BUNDLES);

  it('cover the shell, the shared components, every remote and the public page', () => {
    expect(Object.keys(BUNDLES).sort()).toEqual(
      ['calendar', 'common', 'consents', 'dental', 'errors', 'imports', 'invoices', 'messenger', 'patients', 'recalls', 'reports', 'settings', 'shell', 'ui', 'perio', 'notes', 'rights', 'messages', 'booking'].sort(),
    );
  });

  it.each(namespaces)('%s has every key in lv, en and ru, none empty', (_ns, bundle) => {
    const en = keyPaths(bundle.en).sort();
    expect(keyPaths(bundle.lv).sort()).toEqual(en);
    expect(keyPaths(bundle.ru).sort()).toEqual(en);
    for (const lang of ['en', 'lv', 'ru'] as const) {
      for (const path of en) {
        const text = path.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], bundle[lang]);
        expect(typeof text === 'string' && text.trim().length > 0 ? path : `${lang}:${path} is empty`).toBe(path);
      }
    }
  });

  it('keeps {{placeholders}} the same in every language', () => {
    for (const [, bundle] of namespaces) {
      for (const path of keyPaths(bundle.en)) {
        const get = (lang: 'en' | 'lv' | 'ru') =>
          String(path.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], bundle[lang]));
        const params = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
        expect(params(get('lv'))).toEqual(params(get('en')));
        expect(params(get('ru'))).toEqual(params(get('en')));
      }
    }
  });
});
