import en from '../locales/en.common.js';
import lv from '../locales/lv.common.js';
import ru from '../locales/ru.common.js';

/** The `common` namespace in every language, for `addNamespaceBundle` in the browser. */
export default { en, lv, ru };
