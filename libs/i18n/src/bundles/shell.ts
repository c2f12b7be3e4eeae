import en from '../locales/en.shell.js';
import lv from '../locales/lv.shell.js';
import ru from '../locales/ru.shell.js';

/** The `shell` namespace in every language, for `addNamespaceBundle` in the browser. */
export default { en, lv, ru };
