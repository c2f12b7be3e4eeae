import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@dental/contracts';
import { resources } from './resources.js';

/** Picks a supported language from a `Content-Language` / `Accept-Language` value; lv otherwise. */
export function pickLanguage(header: string | string[] | undefined | null): Language {
  const raw = Array.isArray(header) ? header[0] : header;
  if (!raw) return DEFAULT_LANGUAGE;
  for (const part of raw.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(code)) return code as Language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * Framework-free lookup for the server (error messages) and tests: `namespace:key` with
 * `{{param}}` interpolation, falling back to English and then to the key itself.
 */
export function translate(language: Language, key: string, params: Record<string, unknown> = {}): string {
  const [namespace, name] = key.includes(':') ? key.split(':', 2) : ['errors', key];
  // Dictionaries nest (`nav.dashboard`): walk the dots, and accept only a string at the end.
  const lookup = (lang: Language) => {
    const found = name
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], (resources[lang] as Record<string, unknown>)[namespace]);
    return typeof found === 'string' ? found : undefined;
  };
  const template = lookup(language) ?? lookup('en') ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, p: string) => String(params[p] ?? ''));
}
