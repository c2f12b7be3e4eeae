/**
 * Browser-side i18next setup, shared as a Module Federation singleton so the shell and every
 * remote talk to one i18next instance. Kept out of `index.ts`, which the server imports.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@dental/contracts/values';
import common from './bundles/common.js';
import errors from './bundles/errors.js';
import shell from './bundles/shell.js';
import ui from './bundles/ui.js';

/** The contract's languages, from its zod-free values (zod stays out of the shell's first paint). */
export const SUPPORTED_LANGUAGES = LANGUAGES;
export const FALLBACK_LANGUAGE = DEFAULT_LANGUAGE;
export const LANGUAGE_STORAGE_KEY = 'language';

type Bundle = Record<Language, object>;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

function readStored(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The stored choice wins, then the page language (`<html lang>`), then lv. */
export function detectLanguage(): Language {
  const stored = readStored();
  if (isLanguage(stored)) return stored;
  const page = globalThis.document?.documentElement.lang.slice(0, 2).toLowerCase();
  if (isLanguage(page)) return page;
  return FALLBACK_LANGUAGE;
}

/** Registers one namespace in all languages; remotes call this for their own texts. */
export function addNamespaceBundle(namespace: string, bundle: Bundle): void {
  // The store exists only after init; a remote loaded on its own (tests) initialises here.
  if (!i18next.isInitialized) initI18n();
  for (const lang of SUPPORTED_LANGUAGES) {
    i18next.addResourceBundle(lang, namespace, bundle[lang], true, true);
  }
}

/**
 * Initialises i18next once with the shell's namespaces; later calls return the same instance
 * (switching to `language` when one is given).
 */
export function initI18n(language?: Language) {
  if (i18next.isInitialized) {
    if (language && language !== i18next.language) void i18next.changeLanguage(language);
  } else {
    void i18next.use(initReactI18next).init({
      lng: language ?? detectLanguage(),
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      ns: ['common', 'ui', 'shell', 'errors'],
      defaultNS: 'common',
      resources: {},
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    for (const [ns, bundle] of Object.entries({ common, ui, shell, errors })) addNamespaceBundle(ns, bundle);
  }
  if (globalThis.document) document.documentElement.lang = i18next.language;
  return i18next;
}

/** The user's choice: kept under `language` in localStorage and applied at once. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : detectLanguage();
}

export { i18next };
