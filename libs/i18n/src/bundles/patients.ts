import en from '../locales/en.patients.js';
import lv from '../locales/lv.patients.js';
import ru from '../locales/ru.patients.js';

/** The `patients` namespace in every language, for `addNamespaceBundle` in the browser. */
export default { en, lv, ru };
