import './jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addNamespaceBundle } from '@dental/i18n/browser';
import consentsTexts from '@dental/i18n/bundles/consents';
import { ConsentTemplateList } from '../pages/ConsentTemplatePages';
import { data, fakeApi, on, page, renderScreen, signIn, U1, U2 } from './harness';

const implant = { uuid: U1, name: 'Implant surgery', text: { lv: 'Es piekrītu.', en: 'I consent.', ru: 'Я согласен.' }, service_uuids: [U2], version: 1 };
const service = { uuid: U2, name: 'Implanta ievietošana', sku: 'I-001' };

describe('consent form templates in the settings', () => {
  beforeEach(() => {
    addNamespaceBundle('consents', consentsTexts);
  });

  it('lists each template with the number of services it is required for, read-only without consent_templates_edit', async () => {
    fakeApi(on('GET', '/settings/consent-form-templates', page([implant])), on('GET', '/settings/services', page([service])));
    signIn(['consent_templates_view', 'service_settings_view']);
    renderScreen(<ConsentTemplateList />);
    const row = (await screen.findByRole('link', { name: 'Implant surgery' })).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Implant surgery', '1']);
    expect(screen.queryByRole('button', { name: /Add consent form template/ })).not.toBeInTheDocument();
  });

  it('adds one with its text in every language and the services it is required for, asking for each missing text', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(
      on('GET', '/settings/consent-form-templates', page([])),
      on('GET', '/settings/services', page([service])),
      on('POST', '/settings/consent-form-templates', (call) => data({ ...implant, ...(call.body as object), version: 1 }, 201)),
    );
    signIn(['consent_templates_view', 'consent_templates_edit', 'service_settings_view']);
    renderScreen(<ConsentTemplateList />);
    await user.click(await screen.findByRole('button', { name: /Add consent form template/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add consent form template' });
    expect(within(dialog).getAllByText('{patient.personal_code}', { selector: 'code' })).toHaveLength(3);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Implant surgery');
    await user.type(within(dialog).getByLabelText(/Text in Latvian/), 'Es piekrītu.');
    await user.type(within(dialog).getByLabelText(/Text in English/), 'I consent.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('"Text in Russian" is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/Text in Russian/), 'Я согласен.');
    await user.click(within(dialog).getByLabelText('Implanta ievietošana (I-001)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Implant surgery', text: implant.text, service_uuids: [U2] });
  });
});
