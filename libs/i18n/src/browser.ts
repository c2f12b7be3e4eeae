/**
 * Browser-side i18next setup, shared as a Module Federation singleton so the shell and every
 * remote talk to one i18next instance. Kept out of `index.ts`, which the server imports.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@dental/contracts/values';

/** The contract's languages, from its zod-free values (zod stays out of the shell's first paint). */
export const SUPPORTED_LANGUAGES = LANGUAGES;
export const FALLBACK_LANGUAGE = DEFAULT_LANGUAGE;
export const LANGUAGE_STORAGE_KEY = 'language';

type Bundle = Record<Language, object>;

/** The shell's namespaces the first paint shows (the errors come right after it). */
const SHELL_NAMESPACES = ['common', 'ui', 'shell'] as const;

/**
 * The shell's texts of one language each in a chunk of its own: the first paint downloads the
 * user's language only, another is fetched when the user switches to it (npm run size).
 */
const SHELL_TEXTS: Record<Language, () => Promise<{ default: Record<(typeof SHELL_NAMESPACES)[number], object> }>> = {
  lv: () => import('./shell-texts/lv.js'),
  en: () => import('./shell-texts/en.js'),
  ru: () => import('./shell-texts/ru.js'),
};

/**
 * The server's error messages and the forms' validation texts (7 KB gzip of a language, a third of
 * the shell's texts): no screen shows one before an answer or a submit, so they are fetched after
 * the first paint (`loadErrorTexts`), not before it.
 */
const ERROR_TEXTS: Record<Language, () => Promise<{ default: object }>> = {
  lv: () => import('./locales/lv.errors.js'),
  en: () => import('./locales/en.errors.js'),
  ru: () => import('./locales/ru.errors.js'),
};

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
 * Initialises i18next once; later calls return the same instance (switching to `language` when
 * one is given). The shell's texts come with `loadShellTexts` (startI18n awaits them).
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
  }
  if (globalThis.document) document.documentElement.lang = i18next.language;
  return i18next;
}

/** Adds the first paint's namespaces in `language` (once; a chunk of that language only). */
async function loadPaintTexts(language: Language): Promise<void> {
  if (!i18next.isInitialized) initI18n(language);
  if (i18next.hasResourceBundle(language, 'shell')) return;
  const { default: texts } = await SHELL_TEXTS[language]();
  for (const ns of SHELL_NAMESPACES) i18next.addResourceBundle(language, ns, texts[ns], true, true);
}

/** Adds the `errors` namespace in `language` (once; a chunk of that language only). */
export async function loadErrorTexts(language: Language = currentLanguage()): Promise<void> {
  if (!i18next.isInitialized) initI18n(language);
  if (i18next.hasResourceBundle(language, 'errors')) return;
  const { default: texts } = await ERROR_TEXTS[language]();
  i18next.addResourceBundle(language, 'errors', texts, true, true);
}

/** Adds every shell namespace in `language`, the errors included (a language switch, tests). */
export async function loadShellTexts(language: Language): Promise<void> {
  await Promise.all([loadPaintTexts(language), loadErrorTexts(language)]);
}

/**
 * The shell's start: i18next in the detected (or given) language, with the first paint's texts of
 * that language loaded. The caller fetches the errors once the first screen is painted
 * (`loadErrorTexts`, the shell's App does).
 */
export async function startI18n(language?: Language) {
  const instance = initI18n(language);
  await loadPaintTexts(currentLanguage());
  return instance;
}

/** The user's choice: kept under `language` in localStorage and applied once its texts are there. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
  await loadShellTexts(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : detectLanguage();
}

export { i18next };
