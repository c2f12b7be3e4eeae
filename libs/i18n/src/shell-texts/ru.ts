import common from '../locales/ru.common.js';
import shell from '../locales/ru.shell.js';
import ui from '../locales/ru.ui.js';

/** The shell's namespaces in Russian: one chunk, loaded when the language is used (its errors come
 *  after the first paint, browser.ts). */
export default { common, ui, shell };
