import enErrors from './locales/en.errors.js';
import lvErrors from './locales/lv.errors.js';
import ruErrors from './locales/ru.errors.js';

/**
 * All dictionaries, by language and namespace. A namespace is one file per language under
 * `locales/` (`<lang>.<namespace>.ts`); lv and ru are typed against en, so a missing key fails
 * the type check, and `__tests__/dictionaries.spec.ts` fails on any key set that differs.
 */
export const resources = {
  en: { errors: enErrors },
  lv: { errors: lvErrors },
  ru: { errors: ruErrors },
} as const;

export const NAMESPACES = Object.keys(resources.en) as (keyof (typeof resources)['en'])[];
