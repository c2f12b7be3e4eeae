import './jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecallTypeList } from '../pages/RecallTypePages';
import { data, fakeApi, on, page, renderScreen, signIn, U1, U2 } from './harness';

const hygiene = { uuid: U1, name: { lv: 'Profesionālā higiēna', en: 'Hygiene', ru: 'Профессиональная гигиена' }, interval_months: 6, service_uuids: [U2], version: 1 };
const service = { uuid: U2, name: 'Profesionālā mutes higiēna', sku: 'H-001' };

describe('recall types in the settings', () => {
  it('lists each type by its name in the UI language, with its interval and services', async () => {
    fakeApi(on('GET', '/settings/recall-types', page([hygiene])), on('GET', '/settings/services', page([service])));
    signIn(['recall_view', 'service_settings_view']);
    renderScreen(<RecallTypeList />);
    const row = (await screen.findByRole('link', { name: 'Hygiene' })).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Hygiene', '6 mo.', '1']);
    expect(screen.queryByRole('button', { name: /Add recall type/ })).not.toBeInTheDocument();
  });

  it('adds one with its name in every language, the interval and the services ticked, asking for each missing name', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(
      on('GET', '/settings/recall-types', page([])),
      on('GET', '/settings/services', page([service])),
      on('POST', '/settings/recall-types', (call) => data({ ...hygiene, ...(call.body as object), version: 1 }, 201)),
    );
    signIn(['recall_view', 'recall_type_edit', 'service_settings_view']);
    renderScreen(<RecallTypeList />);
    await user.click(await screen.findByRole('button', { name: /Add recall type/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add recall type' });
    await user.type(within(dialog).getByLabelText(/Name in Latvian/), 'Higiēna');
    await user.type(within(dialog).getByLabelText(/Name in English/), 'Hygiene');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('"Name in Russian" is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/Name in Russian/), 'Гигиена');
    await user.clear(within(dialog).getByLabelText(/Interval/));
    await user.type(within(dialog).getByLabelText(/Interval/), '4');
    await user.click(within(dialog).getByLabelText('Profesionālā mutes higiēna (H-001)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: { lv: 'Higiēna', en: 'Hygiene', ru: 'Гигиена' }, interval_months: 4, service_uuids: [U2] });
  });
});
