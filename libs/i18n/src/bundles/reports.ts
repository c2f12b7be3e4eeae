import en from '../locales/en.reports.js';
import lv from '../locales/lv.reports.js';
import ru from '../locales/ru.reports.js';

/** The `reports` namespace in every language, for `addNamespaceBundle` in the browser. */
export default { en, lv, ru };
