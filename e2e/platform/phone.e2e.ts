import { expect, test } from '@playwright/test';
import { signIn } from '../support/session.js';

/**
 * Issue 25, a phone (390 px): the main menu is a drawer behind "Izvēlne", the dashboard's figures
 * never overlap, and the calendar's columns keep a readable width, scrolling in their own box
 * rather than the page. (Every route's sideways scroll is checked by the axe walk at 390 px.)
 */
test.use({ viewport: { width: 390, height: 844 } });

test('the main menu is a drawer: it opens from "Izvēlne", closes on a choice and on Escape', async ({ page }) => {
  await signIn(page, 'manager');
  const menu = page.getByRole('button', { name: 'Izvēlne' });
  const nav = page.getByRole('navigation', { name: 'Galvenā izvēlne' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Pacienti' }).click();
  await expect(page).toHaveURL(/\/patients$/);
  await expect(nav).toBeHidden();

  await menu.click();
  await expect(nav).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();
});

test('the dashboard\'s figures sit side by side without overlapping; the calendar\'s columns stay readable', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/');
  const stats = page.locator('.dash-stat');
  await expect(stats).toHaveCount(4);
  const boxes = await stats.evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
  for (const [i, a] of boxes.entries()) {
    expect(a.right).toBeLessThanOrEqual(390);
    for (const b of boxes.slice(i + 1)) expect(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top).toBe(true);
  }

  await page.goto('/calendar?view=week');
  const heads = page.locator('.cal-grid__colhead');
  await expect(heads).toHaveCount(7);
  for (const width of await heads.evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width))) expect(width).toBeGreaterThanOrEqual(100);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The grid scrolls sideways in its own box, which the keyboard can reach.
  await expect(page.getByRole('region', { name: /^Vizītes / })).toHaveAttribute('tabindex', '0');
});
