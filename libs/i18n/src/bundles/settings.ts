import en from '../locales/en.settings.js';
import lv from '../locales/lv.settings.js';
import ru from '../locales/ru.settings.js';

/** The `settings` namespace in every language, for `addNamespaceBundle` in the browser. */
export default { en, lv, ru };
