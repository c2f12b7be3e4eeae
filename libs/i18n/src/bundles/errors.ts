import en from '../locales/en.errors.js';
import lv from '../locales/lv.errors.js';
import ru from '../locales/ru.errors.js';

/** The `errors` namespace in every language, for `addNamespaceBundle` in the browser. */
export default { en, lv, ru };
