import en from '../locales/en.perio.js';
import lv from '../locales/lv.perio.js';
import ru from '../locales/ru.perio.js';

/** The `perio` namespace in every language, registered by the patients remote with its Perio tab. */
export default { en, lv, ru };
