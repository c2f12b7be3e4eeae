import './jsdom-polyfills';
import { jest } from '@jest/globals';
import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Appointment, Me, Permission } from '@dental/contracts';
import { useSession } from '@dental/auth';
import { addNamespaceBundle, initI18n } from '@dental/i18n/browser';
import calendarTexts from '@dental/i18n/bundles/calendar';
import { ProductsUsed } from '../panel/ProductsUsed';

initI18n('en');
addNamespaceBundle('calendar', calendarTexts);

const APPOINTMENT = '5a1f0c3e-8b7d-4a52-9c1e-2f3d4b5a6c70';
const PASTE = '6b2f0c3e-8b7d-4a52-9c1e-2f3d4b5a6c71';
const used = (count: number, uuid = 'u1') => ({ uuid, product_uuid: PASTE, name: 'Zobu pasta', sku: 'P1', unit: 'PCS', count, price: 399, version: 1, created_at: '2026-11-25T09:00:00Z' });

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A fetch answering the products-used and product list calls; every call recorded. */
function fakeApi(list: ReturnType<typeof used>[]) {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (url: unknown, init?: RequestInit) => {
    const full = new URL(String(url), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: full.pathname, body });
    let answer: { status: number; body?: unknown } = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    if (full.pathname.endsWith(`/appointments/${APPOINTMENT}/products`) && method === 'GET') answer = { status: 200, body: { data: list } };
    if (full.pathname.endsWith(`/appointments/${APPOINTMENT}/products`) && method === 'POST') {
      list.push(used((body as { count: number }).count, 'u2'));
      answer = { status: 201, body: { data: list[list.length - 1] } };
    }
    if (method === 'DELETE') {
      list.splice(0, 1);
      answer = { status: 204 };
    }
    if (full.pathname.endsWith('/settings/products')) answer = { status: 200, body: { data: [{ uuid: PASTE, name: 'Zobu pasta' }], meta: { total: 1, page: 1, per_page: 200 } } };
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { ok: answer.status < 400, status: answer.status, text: async () => text, json: async () => JSON.parse(text || 'null'), headers: { get: () => null } };
  }) as unknown as typeof fetch;
  return calls;
}

function show(status: Appointment['status'], permissions: Permission[]) {
  useSession.getState().setMe({ permissions } as unknown as Me);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return render(<ProductsUsed appointment={{ uuid: APPOINTMENT, status } as Appointment} />, { wrapper });
}

describe('products used in the booking panel', () => {
  it('lists them and adds one with its quantity for a started appointment', async () => {
    const calls = fakeApi([used(2)]);
    show(7, ['patients_invoices_view', 'invoices_edit', 'product_settings_view']);
    expect(await screen.findByText('Zobu pasta: 2 PCS')).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Product'), { target: { value: PASTE } });
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '0,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Zobu pasta: 0.5 PCS')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ product_uuid: PASTE, count: 0.5 });
  });

  it('refuses a quantity of 0 in the form, without a call', async () => {
    const calls = fakeApi([]);
    show(8, ['patients_invoices_view', 'invoices_edit', 'product_settings_view']);
    expect(await screen.findByText('No products recorded')).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Product'), { target: { value: PASTE } });
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Enter a quantity above 0 (up to 3 decimals)')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('removes one with invoices_edit', async () => {
    const calls = fakeApi([used(1)]);
    show(8, ['patients_invoices_view', 'invoices_edit']);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Zobu pasta' }));
    await waitFor(() => expect(screen.queryByText('Zobu pasta: 1 PCS')).toBeNull());
    expect(calls.find((call) => call.method === 'DELETE')?.path).toMatch(new RegExp(`/appointments/${APPOINTMENT}/products/u1$`));
  });

  it('only lists them once invoiced or without invoices_edit, and shows nothing before the start or without patients_invoices_view', async () => {
    fakeApi([used(1)]);
    const invoiced = show(9, ['patients_invoices_view', 'invoices_edit', 'product_settings_view']);
    expect(await screen.findByText('Zobu pasta: 1 PCS')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add product' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Zobu pasta' })).toBeNull();
    invoiced.unmount();
    const planned = show(1, ['patients_invoices_view', 'invoices_edit']);
    expect(planned.container.textContent).toBe('');
    planned.unmount();
    const blind = show(8, ['invoices_edit']);
    expect(blind.container.textContent).toBe('');
  });
});
