import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invoice, InvoiceLine, InvoiceListRow, InvoiceSums, Payment, Permission } from '@dental/contracts';
import { useSession } from '@dental/auth';
import { PATIENT_UUID, fakeApi, patient, renderAt } from './harness';

jest.setTimeout(20_000);
const INVOICE_UUID = '4d1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c50';
const LINE_UUID = '4d1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c51';
const BRANCH_UUID = '4d1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c52';
const PAGE = `/patients/${PATIENT_UUID}/invoices/${INVOICE_UUID}`;
const VIEW: Permission[] = ['patients_view', 'patients_invoices_view'];

const line = (over: Partial<InvoiceLine> = {}): InvoiceLine => ({
  uuid: LINE_UUID,
  kind: 'service',
  service_uuid: '4d1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c53',
  product_uuid: null,
  name: 'Composite filling',
  sku: 'F-01',
  sku_custom: null,
  sku_description: 'MO',
  tooth: 36,
  unit: 'PCS',
  count: 1,
  price: 8000,
  vat: 'exempt',
  vat_rate_percent: 0,
  discount: null,
  discount_from_invoice: false,
  insurance: null,
  price_gross: 8000,
  price_discount: 0,
  price_without_vat: 8000,
  price_vat: 0,
  price_total: 8000,
  price_insurance: 0,
  price_to_pay: 8000,
  credited_count: 0,
  credited_line_uuid: null,
  ...over,
});

const payment = (over: Partial<Payment> = {}): Payment => ({
  uuid: '4d1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c60',
  invoice_uuid: INVOICE_UUID,
  kind: 'payment',
  method: 1,
  amount: 3000,
  status: 2,
  paid_at: '2026-11-20T10:00:00+02:00',
  canceled_at: null,
  created_by: null,
  created_at: '2026-11-20T10:00:00+02:00',
  ...over,
});

function invoice(over: Partial<Invoice> = {}): Invoice {
  const p = patient();
  return {
    uuid: INVOICE_UUID,
    kind: 'invoice',
    status: 'issued',
    invoice_id: 'RC-2026-000123',
    branch_uuid: BRANCH_UUID,
    patient: { uuid: p.uuid, first_name: p.first_name, last_name: p.last_name, personal_code: p.personal_code, communication_language: 'lv' },
    doctor: null,
    appointment_uuid: null,
    payer: null,
    comment: null,
    discount: null,
    invoice_due: null,
    supply_date: null,
    issued_at: '2026-11-20T09:00:00+02:00',
    price_gross: 8000,
    price_discount: 0,
    price_without_vat: 8000,
    price_vat: 0,
    price_total: 8000,
    price_insurance: 0,
    price_to_pay: 8000,
    amount: 8000,
    amount_credited: 0,
    amount_paid: 3000,
    amount_remaining: 5000,
    amount_overpaid: 0,
    payment_type: 1,
    payment_state: 'partially_paid',
    created_at: '2026-11-20T08:00:00+02:00',
    updated_at: '2026-11-20T09:00:00+02:00',
    version: 2,
    services: [line()],
    products: [],
    vat_breakdown: [],
    payments: [payment()],
    credited_invoice: null,
    credit_notes: [],
    credit_reason: null,
    ...over,
  };
}

function setup(current: () => Invoice) {
  const api = fakeApi();
  api.on('GET', /^\/meta\/branches$/, { status: 200, body: { data: [] } });
  api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}$`), { status: 200, body: { data: patient() } });
  api.on('GET', /^\/invoices\/balance$/, { status: 200, body: { data: { patient_uuid: PATIENT_UUID, amount_due: 8000, amount_paid: 3000, amount_remaining: 5000, open_invoices: 1, opening_balance: 0, balance: 5000 } } });
  api.on('GET', new RegExp(`^/invoices/${INVOICE_UUID}$`), () => ({ status: 200, body: { data: current() } }));
  return api;
}

const toolbar = async () => screen.findByRole('toolbar', { name: 'Invoice RC-2026-000123' });

describe('the Pay dialog', () => {
  it('proposes the remaining amount and takes a card payment; the answer updates the invoice', async () => {
    let state = invoice();
    const api = setup(() => state);
    api.on('POST', /\/payments$/, (call) => {
      const body = call.body as { amount: number; method: 1 | 3 };
      state = invoice({ amount_paid: 3000 + body.amount, amount_remaining: 5000 - body.amount, payments: [payment(), payment({ uuid: '4d1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c61', ...body })] });
      return { status: 201, body: { data: state } };
    });
    await renderAt(PAGE, [...VIEW, 'payments_add']);
    await userEvent.click(within(await toolbar()).getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a payment' });
    expect(within(dialog).getByText('Remaining: €50.00')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue('50.00');
    const methods = within(within(dialog).getByLabelText('Method')).getAllByRole('option').map((o) => o.textContent);
    expect(methods).toEqual(['Cash', 'Bank transfer', 'Credit card', 'Gift card', 'Other']);

    await userEvent.selectOptions(within(dialog).getByLabelText('Method'), 'Credit card');
    await userEvent.clear(within(dialog).getByLabelText(/Amount/));
    await userEvent.type(within(dialog).getByLabelText(/Amount/), '25,00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take payment' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.last('POST', /\/payments$/)?.body).toEqual({ method: 3, amount: 2500 });
    expect(await screen.findByText('Payment added')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('amount-remaining')).toHaveTextContent('€25.00'));
    expect(screen.getByRole('cell', { name: 'Credit card' })).toBeInTheDocument();
  });

  it('stops an amount above what remains, and shows the server refusing an over-payment', async () => {
    const api = setup(() => invoice());
    api.on('POST', /\/payments$/, {
      status: 400,
      body: { error: { code: 'PAYMENT_EXCEEDS_REMAINING', message: 'The amount is more than remains to be paid', fields: { amount: 'At most 10.00 EUR remains to be paid' } } },
    });
    await renderAt(PAGE, [...VIEW, 'payments_add']);
    await userEvent.click(within(await toolbar()).getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a payment' });
    const amount = within(dialog).getByLabelText(/Amount/);

    await userEvent.clear(amount);
    await userEvent.type(amount, '60');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take payment' }));
    expect(await within(dialog).findByText('At most €50.00 remains to be paid')).toBeInTheDocument();
    expect(api.last('POST', /\/payments$/)).toBeUndefined();

    // Meanwhile someone else took a payment: the server refuses, and says why, in the dialog.
    await userEvent.clear(amount);
    await userEvent.type(amount, '40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take payment' }));
    expect(await within(dialog).findByText('At most 10.00 EUR remains to be paid')).toBeInTheDocument();
    expect(api.last('POST', /\/payments$/)?.body).toEqual({ method: 1, amount: 4000 });
    expect(screen.getByRole('dialog', { name: 'Take a payment' })).toBeInTheDocument();
  });
});

describe('actions by permission', () => {
  it('shows only reading and the documents to a user who may only view invoices', async () => {
    setup(() => invoice());
    await renderAt(PAGE, VIEW);
    const bar = await toolbar();
    // A patient's own invoice downloads as an e-invoice too (plain EN 16931).
    expect(within(bar).getAllByRole('button').map((b) => b.textContent)).toEqual(['Download PDF', 'Download e-invoice (UBL)']);
    expect(screen.queryByRole('button', { name: 'Cancel payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('offers Pay and payment cancelation with payments_add, the credit note with invoices_edit', async () => {
    setup(() => invoice({ payer: { name: 'SIA Darbs', registration_number: '40003000001', vat_number: 'LV40003000001', address: 'Rīga', country: 'LV' } }));
    await renderAt(PAGE, [...VIEW, 'payments_add', 'invoices_edit']);
    const bar = await toolbar();
    expect(within(bar).getAllByRole('button').map((b) => b.textContent)).toEqual(['Pay', 'Download PDF', 'Download e-invoice (UBL)', 'Credit note']);
    expect(screen.getByRole('button', { name: 'Cancel payment' })).toBeInTheDocument();
  });

  it('asks before canceling a payment and keeps it in the list as canceled', async () => {
    let state = invoice();
    const api = setup(() => state);
    api.on('POST', /\/payments\/[^/]+\/cancel$/, () => {
      state = invoice({ amount_paid: 0, amount_remaining: 8000, payment_state: 'unpaid', payments: [payment({ status: 3, canceled_at: '2026-11-21T10:00:00+02:00' })] });
      return { status: 200, body: { data: state } };
    });
    await renderAt(PAGE, [...VIEW, 'payments_add']);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel payment' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this payment?' });
    expect(within(confirm).getByText(/The payment of €30.00 stops counting/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel payment' }));
    expect(await screen.findByText('Payment canceled')).toBeInTheDocument();
    expect(await screen.findByText('Canceled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel payment' })).not.toBeInTheDocument();
  });

  it('lets invoices_edit issue a draft only after confirming', async () => {
    let state = invoice({ status: 'draft', invoice_id: null, issued_at: null, payment_state: null, amount_paid: 0, amount_remaining: 0, payments: [] });
    const api = setup(() => state);
    api.on('POST', /\/issue$/, () => {
      state = invoice({ payments: [], amount_paid: 0, amount_remaining: 8000, payment_state: 'unpaid', version: 3 });
      return { status: 200, body: { data: state } };
    });
    await renderAt(PAGE, [...VIEW, 'invoices_edit']);
    const bar = await screen.findByRole('toolbar', { name: 'Invoice draft' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Issue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Issue this invoice?' });
    expect(api.last('POST', /\/issue$/)).toBeUndefined();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Issue' }));
    expect(await screen.findByText('Invoice RC-2026-000123 issued')).toBeInTheDocument();
    expect(api.last('POST', /\/issue$/)?.body).toEqual({ version: 2 });
  });

  it('saves a draft line with a percent discount and an insurance part, keeping the treated tooth', async () => {
    const draft = invoice({ status: 'draft', invoice_id: null, issued_at: null, payment_state: null, amount_paid: 0, amount_remaining: 0, payments: [] });
    const api = setup(() => draft);
    api.on('PATCH', new RegExp(`^/invoices/${INVOICE_UUID}$`), () => ({ status: 200, body: { data: { ...draft, version: 3 } } }));
    await renderAt(PAGE, [...VIEW, 'invoices_edit']);
    const line = await screen.findByRole('group', { name: 'Composite filling' });
    await userEvent.type(within(line).getByLabelText('Discount (€ or %)'), '10 x');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(line).findByText('Enter an amount in euros (5.00) or a percent (10%)')).toBeInTheDocument();
    expect(api.last('PATCH', /^\/invoices\//)).toBeUndefined();

    await userEvent.clear(within(line).getByLabelText('Discount (€ or %)'));
    await userEvent.type(within(line).getByLabelText('Discount (€ or %)'), '10%');
    await userEvent.type(within(line).getByLabelText('Insurance part (€)'), '5,00');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Invoice updated')).toBeInTheDocument();
    expect(api.last('PATCH', /^\/invoices\//)?.body).toMatchObject({
      version: 2,
      payer: null,
      products: [],
      services: [{ service_uuid: '4d1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c53', count: 1, price: 8000, tooth: 36, sku_description: 'MO', discount: { percent: 10 }, insurance: { cents: 500 } }],
    });
  });

  it("edits the invoice's own discount, leaving a line's share of it out of the line", async () => {
    const spread = line({ discount: { percent: 5 }, discount_from_invoice: true });
    const draft = invoice({ status: 'draft', invoice_id: null, issued_at: null, payment_state: null, amount_paid: 0, amount_remaining: 0, payments: [], discount: { percent: 5 }, services: [spread] });
    const api = setup(() => draft);
    api.on('PATCH', new RegExp(`^/invoices/${INVOICE_UUID}$`), () => ({ status: 200, body: { data: { ...draft, version: 3 } } }));
    await renderAt(PAGE, [...VIEW, 'invoices_edit']);
    const row = await screen.findByRole('group', { name: 'Composite filling' });
    expect(within(row).getByLabelText('Discount (€ or %)')).toHaveValue('');
    const field = screen.getByLabelText('Discount on the invoice (€ or %)');
    expect(field).toHaveValue('5%');
    await userEvent.clear(field);
    await userEvent.type(field, 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Enter an amount in euros (5.00) or a percent (10%)')).toBeInTheDocument();
    expect(api.last('PATCH', /^\/invoices\//)).toBeUndefined();
    await userEvent.clear(field);
    await userEvent.type(field, '12,50');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Invoice updated')).toBeInTheDocument();
    const body = api.last('PATCH', /^\/invoices\//)?.body as { discount: unknown; services: { discount: unknown }[] };
    expect(body.discount).toEqual({ cents: 1250 });
    expect(body.services[0]?.discount).toBeNull();
  });

  it('hides Issue and draft editing without invoices_edit', async () => {
    setup(() => invoice({ status: 'draft', invoice_id: null, issued_at: null, payment_state: null, payments: [] }));
    await renderAt(PAGE, [...VIEW, 'payments_add']);
    const bar = await screen.findByRole('toolbar', { name: 'Invoice draft' });
    expect(within(bar).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
  });
});

const row = (n: number, over: Partial<InvoiceListRow> = {}): InvoiceListRow => {
  const { services: _s, products: _p, vat_breakdown: _v, payments: _y, credited_invoice: _c, credit_notes: _n, credit_reason: _r, ...head } = invoice();
  return { ...head, uuid: `4d1c1b8e-8a43-4a35-9f0a-1f4f8d5f1d0${n}`, invoice_id: `RC-2026-00012${n}`, ...over };
};
const SUMS: InvoiceSums = { count: 40, price_without_vat: 400000, price_vat: 0, price_total: 400000, price_insurance: 0, price_to_pay: 400000, amount_paid: 123456, amount_remaining: 276544 };

describe('credit notes and new invoices', () => {
  it('sends the reason written in the credit note dialog with the lines reversed', async () => {
    const api = setup(() => invoice());
    api.on('POST', /\/credit-note$/, () => ({ status: 201, body: { data: invoice({ uuid: '4d1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c70', kind: 'credit_note', invoice_id: 'KR-2026-000001' }) } }));
    await renderAt(PAGE, [...VIEW, 'invoices_edit']);
    const bar = await screen.findByRole('toolbar', { name: 'Invoice RC-2026-000123' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Credit note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit note' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Reverse Composite filling' }));
    await userEvent.type(within(dialog).getByLabelText('Reason (printed on the credit note)'), 'Plombe netika likta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make credit note' }));
    await waitFor(() => expect(api.last('POST', /\/credit-note$/)).toBeDefined());
    expect(api.last('POST', /\/credit-note$/)?.body).toEqual({ lines: [{ line_uuid: LINE_UUID, count: 1 }], reason: 'Plombe netika likta' });
  });

  it("makes an empty draft of the patient in the header's branch from the Invoices tab, with invoices_edit only", async () => {
    const api = setup(() => invoice({ status: 'draft', invoice_id: null, issued_at: null, payment_state: null, services: [], payments: [] }));
    api.on('GET', /^\/invoices$/, { status: 200, body: { data: [], meta: { page: 1, per_page: 25, total: 0 }, sums: { ...SUMS, count: 0 } } });
    api.on('POST', /^\/invoices$/, () => ({ status: 201, body: { data: invoice({ status: 'draft', invoice_id: null, issued_at: null, payment_state: null, services: [], payments: [] }) } }));
    useSession.getState().setBranch(BRANCH_UUID);
    await renderAt(`/patients/${PATIENT_UUID}/invoices`, [...VIEW, 'invoices_edit']);
    await userEvent.click(await screen.findByRole('button', { name: 'New invoice' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(PAGE));
    expect(api.last('POST', /^\/invoices$/)?.body).toEqual({ patient_uuid: PATIENT_UUID, branch_uuid: BRANCH_UUID, services: [] });
  });

  it('offers no New invoice without invoices_edit', async () => {
    const api = setup(() => invoice());
    api.on('GET', /^\/invoices$/, { status: 200, body: { data: [], meta: { page: 1, per_page: 25, total: 0 }, sums: { ...SUMS, count: 0 } } });
    useSession.getState().setBranch(BRANCH_UUID);
    await renderAt(`/patients/${PATIENT_UUID}/invoices`, VIEW);
    expect(await screen.findByText('No invoices for this patient')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New invoice' })).not.toBeInTheDocument();
  });
});

describe('the invoice list', () => {
  function list(sums: (q: URLSearchParams) => InvoiceSums) {
    const api = fakeApi();
    api.on('GET', /^\/meta\/branches$/, { status: 200, body: { data: [] } });
    api.on('GET', /^\/staff$/, { status: 200, body: { data: [] } });
    api.on('GET', /^\/invoices$/, (call) => ({ status: 200, body: { data: [row(1), row(2, { status: 'draft', invoice_id: null, payment_state: null })], meta: { page: 1, per_page: 25, total: 40 }, sums: sums(call.query) } }));
    return api;
  }

  it('shows the sums of every filtered row, not of the page, and asks again with the filter', async () => {
    const api = list((q) => (q.get('status') === 'paid' ? { ...SUMS, count: 3, price_to_pay: 15000, amount_paid: 15000, amount_remaining: 0 } : SUMS));
    await renderAt('/invoices', VIEW);
    expect(await screen.findByRole('table', { name: 'Invoices of the branch' })).toBeInTheDocument();
    expect(screen.getByTestId('sum-total')).toHaveTextContent('€4,000.00');
    expect(screen.getByTestId('sum-paid')).toHaveTextContent('€1,234.56');
    expect(screen.getByTestId('sum-remaining')).toHaveTextContent('€2,765.44');
    expect(screen.getByRole('link', { name: 'Open invoice RC-2026-000121' })).toHaveAttribute('href', `/patients/${PATIENT_UUID}/invoices/4d1c1b8e-8a43-4a35-9f0a-1f4f8d5f1d01`);
    expect(screen.getByRole('link', { name: 'Open invoice Draft' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Paid');
    await waitFor(() => expect(screen.getByTestId('sum-total')).toHaveTextContent('€150.00'));
    expect(screen.getByTestId('sum-remaining')).toHaveTextContent('€0.00');
    expect(api.last('GET', /^\/invoices$/)?.query.get('status')).toBe('paid');
  });

  it('offers CSV export only with invoices_export', async () => {
    list(() => SUMS);
    await renderAt('/invoices', VIEW);
    await screen.findByRole('table', { name: 'Invoices of the branch' });
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('exports the filtered list with invoices_export', async () => {
    const api = list(() => SUMS);
    api.on('GET', /^\/invoices\/export\.csv$/, { status: 200, body: 'number;patient', headers: { 'content-disposition': 'attachment; filename="invoices.csv"' } });
    URL.createObjectURL = jest.fn(() => 'blob:x') as typeof URL.createObjectURL;
    URL.revokeObjectURL = jest.fn();
    await renderAt('/invoices?method=3', [...VIEW, 'invoices_export']);
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Invoices exported')).toBeInTheDocument();
    expect(api.last('GET', /export\.csv$/)?.query.get('method')).toBe('3');
  });

  it('filters by how a payment was made (method 1-5) and searches by personal code', async () => {
    const api = list(() => SUMS);
    await renderAt('/invoices', VIEW);
    await screen.findByRole('table', { name: 'Invoices of the branch' });
    const paidBy = screen.getByLabelText('Paid by');
    expect(within(paidBy).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Cash', 'Bank transfer', 'Credit card', 'Gift card', 'Other']);
    await userEvent.selectOptions(paidBy, 'Cash');
    await waitFor(() => expect(api.last('GET', /^\/invoices$/)?.query.get('method')).toBe('1'));
    expect(api.last('GET', /^\/invoices$/)?.query.has('payment_type')).toBe(false);
    const search = screen.getByRole('searchbox', { name: 'Patient' });
    expect(search).toHaveAttribute('placeholder', 'Name, invoice number or personal code');
    await userEvent.type(search, '010190-12345{Enter}');
    await waitFor(() => expect(api.last('GET', /^\/invoices$/)?.query.get('search')).toBe('010190-12345'));
  });
});

describe('refunds', () => {
  /** Paid 80.00 in cash, then 30.00 credited: 30.00 overpaid. */
  const overpaid = () =>
    invoice({ amount: 5000, amount_credited: 3000, amount_paid: 8000, amount_remaining: 0, amount_overpaid: 3000, payment_state: 'paid', payments: [payment({ amount: 8000 })] });

  it('pays the overpayment back by the method chosen; the invoice then reads settled with the refund in its payments', async () => {
    let state = overpaid();
    const api = setup(() => state);
    api.on('POST', /\/refunds$/, (call) => {
      const body = call.body as { amount: number; method: 1 | 2 };
      const refund = payment({ uuid: '4d1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c62', kind: 'refund', method: body.method, amount: -body.amount });
      state = { ...overpaid(), amount_paid: 8000 - body.amount, amount_overpaid: 3000 - body.amount, payments: [payment({ amount: 8000 }), refund] };
      return { status: 201, body: { data: state } };
    });
    await renderAt(PAGE, [...VIEW, 'payments_add']);
    expect(await screen.findByTestId('amount-overpaid')).toHaveTextContent('€30.00');
    const bar = await toolbar();
    expect(within(bar).queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund the overpayment' });
    expect(within(dialog).getByText(/^Overpaid: €30.00/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue('30.00');

    await userEvent.clear(within(dialog).getByLabelText(/Amount/));
    await userEvent.type(within(dialog).getByLabelText(/Amount/), '31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('At most €30.00 was overpaid')).toBeInTheDocument();
    expect(api.last('POST', /\/refunds$/)).toBeUndefined();

    await userEvent.clear(within(dialog).getByLabelText(/Amount/));
    await userEvent.type(within(dialog).getByLabelText(/Amount/), '30');
    await userEvent.selectOptions(within(dialog).getByLabelText('Method'), 'Bank transfer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.last('POST', /\/refunds$/)?.body).toEqual({ method: 2, amount: 3000 });
    expect(await screen.findByText('Refund recorded')).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByTestId('amount-overpaid')).not.toBeInTheDocument());
    expect(screen.getByTestId('amount-paid')).toHaveTextContent('€80.00');
    expect(screen.getByTestId('amount-refunded')).toHaveTextContent('€30.00');
    expect(screen.getByTestId('amount-remaining')).toHaveTextContent('€0.00');
    expect(within(await toolbar()).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    const refundRow = screen.getByRole('cell', { name: 'Refund' }).closest('tr') as HTMLElement;
    expect(within(refundRow).getByRole('cell', { name: 'Bank transfer' })).toBeInTheDocument();
    expect(within(refundRow).getByRole('cell', { name: '-€30.00' })).toBeInTheDocument();
    expect(within(refundRow).getByRole('button', { name: 'Cancel refund' })).toBeInTheDocument();
  });

  it('offers no Refund without payments_add (an invoice not overpaid offers none either: see the actions by permission)', async () => {
    setup(() => overpaid());
    await renderAt(PAGE, VIEW);
    expect(within(await toolbar()).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('words a credit note as a credit to the patient', async () => {
    setup(() => invoice({ kind: 'credit_note', invoice_id: 'KR-2026-000001', payment_state: null, amount: 0, amount_paid: 0, amount_remaining: 0, payments: [] }));
    await renderAt(PAGE, VIEW);
    expect(await screen.findByText('Credited to the patient')).toBeInTheDocument();
    expect(screen.queryByText('Patient pays')).not.toBeInTheDocument();
  });
});

describe("the patient header's balance", () => {
  const balanceOf = (over: { amount_remaining: number; opening_balance: number }) => ({
    status: 200,
    body: { data: { patient_uuid: PATIENT_UUID, amount_due: over.amount_remaining, amount_paid: 0, open_invoices: 1, ...over, balance: over.amount_remaining + over.opening_balance } },
  });

  it('adds a debt carried over from the previous system to what invoices leave owed, and names it', async () => {
    const api = setup(() => invoice());
    api.on('GET', /^\/invoices\/balance$/, balanceOf({ amount_remaining: 5000, opening_balance: 1250 }));
    await renderAt(PAGE, VIEW);
    expect(await screen.findByTestId('patient-balance')).toHaveTextContent('Owes €62.50 · €12.50 carried over from the previous system');
  });

  it("shows a credit carried over as the patient's credit", async () => {
    const api = setup(() => invoice());
    api.on('GET', /^\/invoices\/balance$/, balanceOf({ amount_remaining: 0, opening_balance: -2000 }));
    await renderAt(PAGE, VIEW);
    expect(await screen.findByTestId('patient-balance')).toHaveTextContent('In credit €20.00 · -€20.00 carried over from the previous system');
  });
});
