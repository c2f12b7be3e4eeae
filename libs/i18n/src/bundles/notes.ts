import en from '../locales/en.notes.js';
import lv from '../locales/lv.notes.js';
import ru from '../locales/ru.notes.js';

/** The `notes` namespace in every language: clinical notes, their templates and the history in words (issue 25). */
export default { en, lv, ru };
