import en from '../locales/en.rights.js';
import lv from '../locales/lv.rights.js';
import ru from '../locales/ru.rights.js';

/** The `rights` namespace in every language, registered by the patients remote with the card's consent history. */
export default { en, lv, ru };
