import en from '../locales/en.calendar.js';
import lv from '../locales/lv.calendar.js';
import ru from '../locales/ru.calendar.js';

/** The `calendar` namespace in every language, for `addNamespaceBundle` in the browser. */
export default { en, lv, ru };
