import booking from './bundles/booking.js';
import calendar from './bundles/calendar.js';
import common from './bundles/common.js';
import consents from './bundles/consents.js';
import dental from './bundles/dental.js';
import errors from './bundles/errors.js';
import imports from './bundles/imports.js';
import invoices from './bundles/invoices.js';
import messages from './bundles/messages.js';
import messenger from './bundles/messenger.js';
import patients from './bundles/patients.js';
import perio from './bundles/perio.js';
import recalls from './bundles/recalls.js';
import notes from './bundles/notes.js';
import reports from './bundles/reports.js';
import rights from './bundles/rights.js';
import settings from './bundles/settings.js';
import shell from './bundles/shell.js';
import ui from './bundles/ui.js';

/**
 * All dictionaries, by language and namespace. A namespace is one file per language under
 * `locales/` (`<lang>.<namespace>.ts`); lv and ru are typed against en, so a missing key fails
 * the type check, and `__tests__/dictionaries.spec.ts` fails on any key set that differs.
 *
 * The browser never imports this file whole: the shell registers `common`, `ui`, `shell` and
 * `errors` at start, and each remote registers its own namespace from `@dental/i18n/bundles/<ns>`
 * when it loads, so no app downloads another app's texts.
 */
export const BUNDLES = { common, ui, shell, errors, calendar, patients, settings, reports, messenger, invoices, dental, imports, recalls, perio, consents, notes, rights, messages, booking } as const;
export type Namespace = keyof typeof BUNDLES;

const byLanguage = <L extends 'en' | 'lv' | 'ru'>(lang: L) =>
  Object.fromEntries(Object.entries(BUNDLES).map(([ns, bundle]) => [ns, bundle[lang]])) as {
    [N in Namespace]: (typeof BUNDLES)[N][L];
  };

export const resources = { en: byLanguage('en'), lv: byLanguage('lv'), ru: byLanguage('ru') };

export const NAMESPACES = Object.keys(BUNDLES) as Namespace[];
