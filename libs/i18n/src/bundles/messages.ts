import en from '../locales/en.messages.js';
import lv from '../locales/lv.messages.js';
import ru from '../locales/ru.messages.js';

/** The `messages` namespace in every language, used by the messages module and its screens. */
export default { en, lv, ru };
