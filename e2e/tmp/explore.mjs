import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const base = 'http://localhost:4700';
const [user = 'manager', width = '390', only = ''] = process.argv.slice(2);
const api = `${base}/api`;
const tok = (await (await fetch(`${api}/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin' }) })).json()).data.token;
const get = async (p) => (await (await fetch(`${api}${p}`, { headers: { authorization: `Bearer ${tok}` } })).json()).data;
const first = async (p) => (await get(p))[0]?.uuid;
const [patient, branch, u, department, invoice, service, product, role, questionnaire] = await Promise.all([first('/patients?per_page=1'), first('/meta/branches'), first('/settings/users?per_page=1'), first('/settings/department?per_page=1'), get('/invoices?per_page=1').then((r) => r[0]), get('/settings/services?per_page=1').then((r) => r[0]), first('/settings/products?per_page=1'), first('/settings/roles?per_page=1'), first('/settings/tests?per_page=1')]);
const tabs = ['details', 'relationships', 'doctors', 'files', 'files/documents', 'tests', 'invoices', 'tooth-map', 'history', 'settings'];
let routes = ['/', '/calendar', '/calendar?view=week', '/calendar?view=month', '/calendar-queue', '/calendar-history', '/planner', '/planner-worktimes', '/planner-vacations', '/patients', '/patients/new', '/patients/shared-codes', ...tabs.map((t) => `/patients/${patient}/${t}`), `/patients/${invoice.patient.uuid}/invoices/${invoice.uuid}`, '/invoices', '/reports/incomes', '/reports/workload', '/settings/departments', ...['details', 'settings', 'branches'].map((t) => `/settings/departments/${department}/${t}`), '/settings/branches', ...['details', 'working-hours', 'holidays', 'rooms', 'settings'].map((t) => `/settings/branches/${branch}/${t}`), '/settings/users', ...['details', 'working-hours', 'vacations', 'settings'].map((t) => `/settings/users/${u}/${t}`), '/settings/services', `/settings/services/0/${service.category_uuid}`, ...['details', 'settings'].map((t) => `/settings/services/0/${service.category_uuid}/${service.uuid}/${t}`), '/settings/products', ...['details', 'settings'].map((t) => `/settings/products/${product}/${t}`), '/settings/roles', ...['details', 'settings'].map((t) => `/settings/roles/${role}/${t}`), '/settings/tooth_status', '/settings/tooth-custom-status', '/settings/status-config', '/settings/tests', ...['details', 'settings'].map((t) => `/settings/tests/${questionnaire}/${t}`), '/admin', '/403', '/404'];
if (only) routes = routes.filter((r) => r.includes(only));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: Number(width), height: Number(width) < 500 ? 844 : 800 } });
const page = await context.newPage();
await page.addInitScript(() => { if (!localStorage.getItem('language')) localStorage.setItem('language', 'lv'); });
await page.goto(`${base}/login`);
await page.getByLabel('Lietotājvārds').fill(user);
await page.getByLabel('Parole').fill(user);
await page.getByRole('button', { name: 'Pieslēgties', exact: true }).click();
await page.waitForSelector('main');
for (const route of routes) {
  const t0 = Date.now();
  await page.evaluate((to) => { window.history.pushState({}, '', to); window.dispatchEvent(new PopStateEvent('popstate')); }, route);
  await page.locator('main h1').first().waitFor({ timeout: 8000 }).catch(() => console.log(`  no h1 ${route}`));
  await page.waitForFunction(() => document.querySelectorAll('.dc-spinner, [aria-busy="true"]').length === 0, null, { timeout: 8000 }).catch(() => console.log(`  busy ${route}`));
  await page.waitForTimeout(400);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')} | ${(n.failureSummary ?? '').split('\n').slice(1, 2).join(' ')}`));
  const over = await page.evaluate(() => {
    const w = document.documentElement.clientWidth;
    const clipped = (e) => { for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) { const o = getComputedStyle(a).overflowX; if (o !== 'visible') return true; } return false; };
    const wide = [...document.querySelectorAll('main *, body > div *')].filter((e) => { const r = e.getBoundingClientRect(); return r.right > w + 1 && getComputedStyle(e).position !== 'fixed' && !clipped(e); }).slice(0, 3).map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} right=${Math.round(e.getBoundingClientRect().right)} w=${Math.round(e.getBoundingClientRect().width)}`);
    return { sw: document.documentElement.scrollWidth, w, wide };
  });
  console.log(`${route} (${Date.now() - t0} ms)${over.sw > over.w ? ` OVERFLOW ${over.sw}>${over.w} ${over.wide.join(', ')}` : ''}`);
  for (const b of bad) console.log(`   AXE ${b}`);
}
await browser.close();
