import { chromium } from '@playwright/test';
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
const out = await page.evaluate(() => {
  const w = document.documentElement.clientWidth;
  const res = [];
  for (const e of document.querySelectorAll('body *')) {
    const r = e.getBoundingClientRect();
    if (r.right <= w + 1) continue;
    const chain = [];
    let clip = false;
    for (let a = e.parentElement; a; a = a.parentElement) { const o = getComputedStyle(a).overflowX; if (o !== 'visible') { clip = true; chain.push(`${a.tagName}.${a.className}:${o}`); break; } }
    if (Math.abs(r.right + window.scrollX - document.documentElement.scrollWidth) < 30) res.push('EDGE ' + `${e.tagName.toLowerCase()}.${String(e.className)} ${chain.join('>')} right=${Math.round(r.right)} pos=${getComputedStyle(e).position}`);
    if (!clip) res.push(`${e.tagName.toLowerCase()}.${String(e.className)} right=${Math.round(r.right)} w=${Math.round(r.width)}`);
  }
  return { sw: document.documentElement.scrollWidth, w, res: res.slice(0, 12) };
});
console.log(JSON.stringify(out, null, 1));
const culprit = await page.evaluate(() => {
  const w = document.documentElement.clientWidth;
  const over = () => document.documentElement.scrollWidth > w;
  let node = document.body;
  const path = [];
  while (true) {
    let found = null;
    for (const child of node.children) {
      const prev = child.style.display;
      child.style.display = 'none';
      const fixed = !over();
      child.style.display = prev;
      if (fixed) { found = child; break; }
    }
    if (!found) break;
    path.push(`${found.tagName.toLowerCase()}.${String(found.className).slice(0, 60)}`);
    node = found;
  }
  return path;
});
console.log('culprit path:', culprit.join(' > '));
if (process.argv[5]) await page.screenshot({ path: process.argv[5], fullPage: false });
await browser.close();
