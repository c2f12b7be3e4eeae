import en from '../locales/en.recalls.js';
import lv from '../locales/lv.recalls.js';
import ru from '../locales/ru.recalls.js';

/** The `recalls` namespace in every language, registered by the calendar remote with its recall screen. */
export default { en, lv, ru };
