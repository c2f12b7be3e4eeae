import './jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toBody, toForm, type FieldDef } from '../crud/fields';
import { ServiceGroupPage } from '../pages/CataloguePages';
import { QuestionsEditor } from '../pages/TestPages';
import { UserWorkingHours } from '../pages/UserWorkingHours';
import { BranchWorkingHours } from '../pages/BranchWorkingHours';
import { data, fakeApi, on, page, renderScreen, signIn, U1, U2 } from './harness';

describe('money', () => {
  it('turns typed euros into integer cents and back with the one parser, naming an amount it cannot read', () => {
    const fields: FieldDef[] = [{ name: 'price_from', kind: 'money', label: 'from' }, { name: 'price_to', kind: 'money', label: 'to' }];
    expect(toBody(fields, { price_from: '1 200,5', price_to: '0.07' })).toEqual({ body: { price_from: 120050, price_to: 7 }, invalid: [] });
    expect(toBody(fields, { price_from: '12.345', price_to: '20000000.01' }).invalid).toEqual(['price_from', 'price_to']);
    expect(toForm(fields, { price_from: 1250, price_to: 7 })).toEqual({ price_from: '12.50', price_to: '0.07' });
  });

  it('sends a service’s prices as cents', async () => {
    const user = userEvent.setup();
    const category = { uuid: U1, type: 0, name: 'Plombēšana', description: null, color: null, sort_order: 0, item_count: 0, version: 1 };
    const { calls } = fakeApi(
      on('GET', `/settings/service-categories/${U1}`, data(category)),
      on('GET', '/settings/service-categories', page([category])),
      on('GET', '/settings/services', page([])),
      on('POST', '/settings/services', (call) => data({ ...(call.body as object), uuid: U2, category_name: 'Plombēšana', version: 1 }, 201)),
    );
    signIn(['settings_view', 'service_settings_view', 'service_edit']);
    renderScreen(<ServiceGroupPage />, { path: `/settings/services/0/${U1}`, pattern: '/settings/services/:service_group_type/:service_group_uuid/*' });
    await user.click(await screen.findByRole('button', { name: /Add service/ }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Plomba (viena virsma)');
    await user.type(within(dialog).getByLabelText(/Code/), 'FIL-1');
    await user.type(within(dialog).getByLabelText(/Price from/), '45');
    await user.type(within(dialog).getByLabelText(/Price to/), '60,50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Plomba (viena virsma)',
      sku: 'FIL-1',
      time: 30,
      category_uuid: U1,
      price_from: 4500,
      price_to: 6050,
      vat_category: 'exempt',
      unit: 'PC',
    });
  });
});

describe('working time', () => {
  it('refuses a user without branches with the spec message', async () => {
    fakeApi(on('GET', `/settings/users/${U1}`, data({ uuid: U1, first_name: 'A', last_name: 'B', branches: [], positions: [], specialities: [], version: 1 })));
    signIn(['user_view', 'user_working_hours_view', 'user_edit']);
    renderScreen(<UserWorkingHours params={{ user_uuid: U1 }} base="/" />);
    expect(await screen.findByText('User has not active branches!')).toBeInTheDocument();
  });

  it('saves a branch week, checking that each open day opens before it closes', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(
      on('GET', `/settings/branches/${U1}/working-hours`, data({ branch_uuid: U1, days: [], version: 0 })),
      on('PUT', `/settings/branches/${U1}/working-hours`, (call) => data({ ...(call.body as object), branch_uuid: U1, version: 1 })),
    );
    signIn(['branch_view', 'branch_working_hours_view', 'branch_edit']);
    renderScreen(<BranchWorkingHours params={{ branch_uuid: U1 }} base="/" />);
    const monday = (await screen.findByText('Monday')).closest('[role="row"]') as HTMLElement;
    await user.click(within(monday).getByRole('checkbox', { name: 'Open' }));
    const closes = within(monday).getByLabelText('Monday closes at');
    await user.clear(closes);
    await user.type(closes, '08:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(monday).findByText('The start must be before the end')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(closes);
    await user.type(closes, '18:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = calls.find((c) => c.method === 'PUT')?.body as { days: { weekday: number; closed: boolean; open: string | null; close: string | null }[]; version: number };
    expect(body.version).toBe(0);
    expect(body.days).toHaveLength(7);
    expect(body.days[0]).toEqual({ weekday: 1, closed: false, open: '09:00', close: '18:00' });
    expect(body.days[6]).toEqual({ weekday: 7, closed: true, open: null, close: null });
  });
});

describe('questions', () => {
  const q = (uuid: string, name: string, sort_order: number) => ({ uuid, test_uuid: U1, name, test_type: 1, test_value: null, comment: null, trigger: null, icon: null, sort_order, version: 1 });

  it('move up and down with buttons, sending the new order', async () => {
    const user = userEvent.setup();
    const questions = [q(U2, 'Vai jums ir alerģijas?', 0), q('2d8b5c0a-4b9e-4b7a-9c77-9f4e3e2a1c32', 'Vai lietojat medikamentus?', 1)];
    const { calls } = fakeApi(
      on('GET', `/settings/tests/${U1}/questions`, data(questions)),
      on('PUT', `/settings/tests/${U1}/questions/order`, (call) => data((call.body as { uuids: string[] }).uuids.map((u, i) => ({ ...questions.find((x) => x.uuid === u), sort_order: i })))),
    );
    signIn(['test_view', 'test_settings_view', 'test_edit']);
    renderScreen(<QuestionsEditor params={{ test_uuid: U1 }} base="/" />);
    expect(await screen.findByRole('button', { name: 'Move “Vai jums ir alerģijas?” up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move “Vai jums ir alerģijas?” down' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ uuids: ['2d8b5c0a-4b9e-4b7a-9c77-9f4e3e2a1c32', U2] });
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Vai lietojat medikamentus?');
  });
});
