import '@testing-library/jest-dom/jest-globals';
import { beforeAll, jest } from '@jest/globals';
import { configure } from '@testing-library/react';
import { loadShellTexts } from '@dental/i18n/browser';

// Screens are lazy chunks (a route, a tab, a dialog): in a loaded in-band Jest run the first
// import of a chunk has taken over the testing library's default second, so every findBy and
// waitFor waits up to 5 s (a screen that never comes still fails).
configure({ asyncUtilTimeout: 5_000 });
// A test may wait for more than one such screen.
jest.setTimeout(20_000);

// The browser fetches the shell's texts one language at a time (libs/i18n/src/browser.ts); the
// screens under test read them at once, in whichever language a test switches to.
beforeAll(async () => {
  for (const language of ['en', 'lv', 'ru'] as const) await loadShellTexts(language);
});
