import { expect, type Page } from '@playwright/test';

/**
 * Navigates inside the running app (the router follows history), as a click on a link would: one
 * page load per language instead of one per route. Waits for the heading and for loading to end.
 */
export async function openInApp(page: Page, route: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await page.locator('main h1, h1').first().waitFor({ timeout: 10_000 }).catch(() => undefined);
  await expect(page.locator('.dc-spinner, [aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
}
