import en from '../locales/en.booking.js';
import lv from '../locales/lv.booking.js';
import ru from '../locales/ru.booking.js';

/** The `booking` namespace in every language, for the patients' public page (apps/booking). */
export default { en, lv, ru };
