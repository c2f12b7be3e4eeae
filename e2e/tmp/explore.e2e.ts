import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';
import { openInApp } from '../support/navigation.js';
import { everyRoute } from '../support/routes.js';
import { signIn, useLanguage } from '../support/session.js';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
async function serious(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${where}: ${v.id} ${n.target.join(' ')} ${n.failureSummary?.split('\n').slice(1, 2).join(' ')}`));
}
for (const [user, width] of [['manager', 390], ['manager', 1280], ['admin', 1280]] as const) {
  test(`explore ${user} ${width}`, async ({ page }) => {
    test.setTimeout(900_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const routes = await everyRoute();
    await useLanguage(page, 'lv');
    await page.goto('/login');
    await signIn(page, user);
    const found: string[] = [];
    for (const route of routes) {
      await openInApp(page, route);
      found.push(...(await serious(page, route)));
      const over = await page.evaluate(() => ({ sw: document.documentElement.scrollWidth, cw: document.documentElement.clientWidth }));
      if (over.sw > over.cw) found.push(`${route}: OVERFLOW ${over.sw} > ${over.cw}`);
    }
    console.log(`==== ${user} ${width}\n` + found.join('\n'));
  });
}
