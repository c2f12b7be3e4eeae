import en from '../locales/en.consents.js';
import lv from '../locales/lv.consents.js';
import ru from '../locales/ru.consents.js';

/** The `consents` namespace in every language: the templates' settings screen, the patient card's forms and the signed PDF. */
export default { en, lv, ru };
