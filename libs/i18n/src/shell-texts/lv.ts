import common from '../locales/lv.common.js';
import shell from '../locales/lv.shell.js';
import ui from '../locales/lv.ui.js';

/** The shell's namespaces in Latvian: one chunk, loaded when the language is used (its errors come
 *  after the first paint, browser.ts). */
export default { common, ui, shell };
