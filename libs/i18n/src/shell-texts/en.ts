import common from '../locales/en.common.js';
import shell from '../locales/en.shell.js';
import ui from '../locales/en.ui.js';

/** The shell's namespaces in English: one chunk, loaded when the language is used (its errors come
 *  after the first paint, browser.ts). */
export default { common, ui, shell };
