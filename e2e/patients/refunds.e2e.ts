import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiToken as token, call } from '../support/api.js';
import { signIn } from '../support/session.js';

/**
 * Issue 25, in the browser (Latvian): a patient paid two fillings in cash; one was never placed, so
 * the front desk (the demo's manager) makes a credit note of it, which reads as a credit; the
 * invoice is then overpaid, and "Atmaksāt" pays the difference back by a method of its own. The
 * invoice then reads settled, the refund is in its payments, and the list finds the invoice under
 * the method it was paid by. The patient and the paid invoice are set up through the API.
 */

interface Named {
  uuid: string;
  name: string;
}
interface Issued {
  uuid: string;
  version: number;
  invoice_id: string;
  price_to_pay: number;
}

/** Serious and critical axe violations (WCAG 2.0/2.1 A and AA) inside `include`. */
async function seriousViolations(page: Page, include: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include(include).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

test('an overpaid invoice is refunded by a method of its own and then reads settled', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await token('admin');
  const [branch] = await call<Named[]>(admin, 'GET', '/meta/branches');
  const services = await call<(Named & { price_from: number })[]>(admin, 'GET', '/settings/services?per_page=200&sort=name');
  const filling = services.find((s) => s.name === 'Kompozīta plomba, viena virsma') as Named & { price_from: number };
  const lastName = `Atmaksa-${Date.now().toString(36)}`;
  const patient = await call<{ uuid: string }>(admin, 'POST', '/patients', { first_name: 'Inese', last_name: lastName });
  const draft = await call<Issued>(admin, 'POST', '/invoices', { patient_uuid: patient.uuid, branch_uuid: branch.uuid, services: [{ service_uuid: filling.uuid, count: 2 }] });
  const invoice = await call<Issued>(admin, 'POST', `/invoices/${draft.uuid}/issue`, { version: draft.version });
  await call(admin, 'POST', `/invoices/${invoice.uuid}/payments`, { method: 1, amount: invoice.price_to_pay });
  const one = filling.price_from;
  const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')}\u00a0€`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'manager');
  const invoicePage = `/patients/${patient.uuid}/invoices/${invoice.uuid}`;
  await page.goto(invoicePage);
  const bar = page.getByRole('toolbar', { name: `Rēķins ${invoice.invoice_id}` });
  await expect(page.getByTestId('amount-remaining')).toHaveText(euros(0));
  await expect(bar.getByRole('button', { name: 'Atmaksāt' })).toHaveCount(0);

  // One filling was never placed: a credit note of it, worded as a credit to the patient.
  await bar.getByRole('button', { name: 'Kredītrēķins' }).click();
  const credit = page.getByRole('dialog', { name: 'Kredītrēķins' });
  await credit.getByRole('checkbox', { name: 'Stornēt Kompozīta plomba, viena virsma' }).check();
  await credit.getByLabel('Stornējamais daudzums: Kompozīta plomba, viena virsma').fill('1');
  await credit.getByLabel(/Iemesls/).fill('Otra plombe netika likta');
  await credit.getByRole('button', { name: 'Izveidot kredītrēķinu' }).click();
  await expect(page.getByRole('heading', { name: /^Kredītrēķins KR\d*-\d{4}-\d{6}$/ })).toBeVisible();
  await expect(page.getByText('Kredīts pacientam', { exact: true })).toBeVisible();
  await expect(page.getByTestId('to-pay')).toHaveText(euros(one));
  await expect(page.getByText('Pacients maksā', { exact: true })).toHaveCount(0);

  // Back on the invoice: paid more than it now asks; "Atmaksāt" pays the difference back.
  await page.getByRole('link', { name: `Rēķina ${invoice.invoice_id} kredītrēķins` }).click();
  await expect(page.getByTestId('amount-overpaid')).toHaveText(euros(one));
  await bar.getByRole('button', { name: 'Atmaksāt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Atmaksāt pārmaksu' });
  await expect(dialog.getByLabel(/Summa/)).toHaveValue((one / 100).toFixed(2));
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByLabel('Veids').selectOption({ label: 'Kredītkarte' });
  await dialog.getByRole('button', { name: 'Atmaksāt' }).click();
  await expect(page.getByText('Atmaksa reģistrēta')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Settled: nothing overpaid, nothing remaining; the refund has its own line in the payments.
  await expect(page.getByTestId('amount-overpaid')).toHaveCount(0);
  await expect(page.getByTestId('amount-remaining')).toHaveText(euros(0));
  await expect(page.getByTestId('amount-refunded')).toHaveText(euros(one));
  await expect(bar.getByRole('button', { name: 'Atmaksāt' })).toHaveCount(0);
  const refund = page.getByRole('table', { name: 'Maksājumi' }).getByRole('row').filter({ hasText: 'Atmaksa' });
  await expect(refund.getByRole('cell', { name: 'Kredītkarte' })).toBeVisible();
  await expect(refund.getByRole('cell', { name: `-${euros(one)}` })).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // The branch's list finds it under the method it was paid by, not under the one it was refunded by.
  await page.goto(`/invoices?method=1&search=${encodeURIComponent(lastName)}`);
  await expect(page.getByRole('link', { name: `Atvērt rēķinu ${invoice.invoice_id}` })).toBeVisible();
  await page.goto(`/invoices?method=3&search=${encodeURIComponent(lastName)}`);
  await expect(page.getByText('Neviens rēķins neatbilst šiem filtriem.')).toBeVisible();
});
