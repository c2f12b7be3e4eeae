import common from '../locales/lv.common.js';
import errors from '../locales/lv.errors.js';
import shell from '../locales/lv.shell.js';
import ui from '../locales/lv.ui.js';

/** The shell's namespaces in Latvian: one chunk, loaded when the language is used. */
export default { common, ui, shell, errors };
