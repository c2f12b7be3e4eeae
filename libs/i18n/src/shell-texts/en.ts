import common from '../locales/en.common.js';
import errors from '../locales/en.errors.js';
import shell from '../locales/en.shell.js';
import ui from '../locales/en.ui.js';

/** The shell's namespaces in English: one chunk, loaded when the language is used. */
export default { common, ui, shell, errors };
