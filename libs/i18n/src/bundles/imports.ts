import en from '../locales/en.imports.js';
import lv from '../locales/lv.imports.js';
import ru from '../locales/ru.imports.js';

/** The `imports` namespace in every language: the settings remote's Import screens, and the server's field names and errors file. */
export default { en, lv, ru };
