import '@testing-library/jest-dom/jest-globals';
import { beforeAll } from '@jest/globals';
import { loadShellTexts } from '@dental/i18n/browser';

// The browser fetches the shell's texts one language at a time (libs/i18n/src/browser.ts); the
// screens under test read them at once, in whichever language a test switches to.
beforeAll(async () => {
  for (const language of ['en', 'lv', 'ru'] as const) await loadShellTexts(language);
});
