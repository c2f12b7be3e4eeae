import en from '../locales/en.messenger.js';
import lv from '../locales/lv.messenger.js';
import ru from '../locales/ru.messenger.js';

/** The `messenger` namespace in every language, for `addNamespaceBundle` in the browser. */
export default { en, lv, ru };
