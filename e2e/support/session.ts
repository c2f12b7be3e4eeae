import { expect, type Page } from '@playwright/test';

export const LANGUAGE_KEY = 'language';

/** Starts the app in a language before any script runs (the stored choice wins, docs/decisions.md "i18n"). */
export async function useLanguage(page: Page, language: 'lv' | 'en' | 'ru') {
  await page.addInitScript(([key, value]) => {
    if (!localStorage.getItem(key)) localStorage.setItem(key, value);
  }, [LANGUAGE_KEY, language] as const);
}

const LABELS = {
  lv: { username: 'Lietotājvārds', password: 'Parole', submit: 'Pieslēgties', menu: 'Izvēlne' },
  en: { username: 'Username', password: 'Password', submit: 'Sign in', menu: 'Menu' },
  ru: { username: 'Имя пользователя', password: 'Пароль', submit: 'Войти', menu: 'Меню' },
};

/** Signs in through the login form, as a person would, and waits for the main menu (on a phone, its "Menu" button). */
export async function signIn(page: Page, username: string, { password = username, language = 'lv' as keyof typeof LABELS } = {}) {
  const labels = LABELS[language];
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel(labels.username).fill(username);
  await page.getByLabel(labels.password).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
  await expect(page.getByRole('navigation').or(page.getByRole('button', { name: labels.menu, exact: true })).first()).toBeVisible();
}

/**
 * The bearer token the app keeps for this tab: in sessionStorage, or in localStorage when the user
 * chose "remember me". Null when signed out.
 */
export async function savedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = sessionStorage.getItem('session') ?? localStorage.getItem('session');
    return raw ? ((JSON.parse(raw) as { state?: { token?: string | null } }).state?.token ?? null) : null;
  });
}
