import i18next from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@dental/contracts/values';
import texts from '@dental/i18n/bundles/booking';

/**
 * The page's own i18next: the patient is nobody's user, so the language is theirs to choose (kept
 * under its own key, apart from the staff's choice on the same origin), else their browser's first
 * language we speak, else Latvian. All three languages are bundled: together they weigh less than
 * a second round trip on a phone.
 */
export const LANGUAGE_KEY = 'booking.language';

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

function stored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

export function detectLanguage(browser: readonly string[] = globalThis.navigator?.languages ?? []): Language {
  const choice = stored();
  if (isLanguage(choice)) return choice;
  for (const tag of browser) {
    const primary = tag.slice(0, 2).toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

export function initI18n(language: Language = detectLanguage()) {
  if (!i18next.isInitialized) {
    void i18next.init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: ['booking'],
      defaultNS: 'booking',
      resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { booking: texts[lang] }])),
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  } else {
    // Already started by a host that loaded these screens (or a test's setup): add our texts to it.
    for (const lang of LANGUAGES) if (!i18next.hasResourceBundle(lang, 'booking')) i18next.addResourceBundle(lang, 'booking', texts[lang], true, true);
    if (i18next.language !== language) void i18next.changeLanguage(language);
  }
  document.documentElement.lang = language;
  return i18next;
}

/** The patient's switch: remembered on this device, applied at once. */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

export { i18next };
