import common from '../locales/ru.common.js';
import errors from '../locales/ru.errors.js';
import shell from '../locales/ru.shell.js';
import ui from '../locales/ru.ui.js';

/** The shell's namespaces in Russian: one chunk, loaded when the language is used. */
export default { common, ui, shell, errors };
