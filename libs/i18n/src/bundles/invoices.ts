import en from '../locales/en.invoices.js';
import lv from '../locales/lv.invoices.js';
import ru from '../locales/ru.invoices.js';

/** The `invoices` namespace in every language, registered by the patients remote with its invoice screens. */
export default { en, lv, ru };
