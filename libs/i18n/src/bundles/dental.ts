import en from '../locales/en.dental.js';
import lv from '../locales/lv.dental.js';
import ru from '../locales/ru.dental.js';

/** The `dental` namespace in every language, for `addNamespaceBundle` in the browser. */
export default { en, lv, ru };
