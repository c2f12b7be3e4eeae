import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const base = 'http://localhost:4700';
const [route, width = '390', user = 'manager'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 844 } });
const page = await context.newPage();
await page.addInitScript(() => { if (!localStorage.getItem('language')) localStorage.setItem('language', 'lv'); });
await page.goto(`${base}/login`);
await page.getByLabel('Lietotājvārds').fill(user);
await page.getByLabel('Parole').fill(user);
await page.getByRole('button', { name: 'Pieslēgties', exact: true }).click();
await page.waitForSelector('main h1');
await page.waitForTimeout(1000);
await page.evaluate((to) => { window.history.pushState({}, '', to); window.dispatchEvent(new PopStateEvent('popstate')); }, route);
await page.waitForTimeout(3000);
const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
  for (const n of v.nodes) {
    const info = await page.evaluate((sel) => { const e = document.querySelector(sel); return e ? { label: e.getAttribute('aria-label'), text: e.innerText, html: e.outerHTML.slice(0, 600) } : null; }, n.target.join(' '));
    console.log(v.id, n.target.join(' '), JSON.stringify(info), n.failureSummary);
  }
}
if (process.argv[5]) await page.screenshot({ path: process.argv[5] });
await browser.close();
