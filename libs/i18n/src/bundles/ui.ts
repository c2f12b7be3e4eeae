import en from '../locales/en.ui.js';
import lv from '../locales/lv.ui.js';
import ru from '../locales/ru.ui.js';

/** The `ui` namespace in every language, for `addNamespaceBundle` in the browser. */
export default { en, lv, ru };
