import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, listItem, paged, patient, renderAt } from './harness';

jest.setTimeout(20_000);

/** Pastes the text: one change per field, like a fast typist, without re-rendering the form per letter. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  field.focus();
  await userEvent.paste(text);
}

function setup() {
  const api = fakeApi();
  api.on('GET', /^\/meta\/branches$/, { status: 200, body: { data: [] } });
  api.on('GET', /^\/patients$/, paged([]));
  return api;
}

describe('new patient form', () => {
  it('judges the personal code as it is typed and fills the date of birth from an old-form code', async () => {
    setup();
    await renderAt('/patients/new', ['patients_view', 'patients_add']);
    const code = await screen.findByLabelText('Personal code');

    await fill(code, '161175-19998');
    expect(await screen.findByText('The check digit of this personal code is wrong')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await fill(code, '161175-19997');
    expect(screen.getByText('Valid personal code, born 16 Nov 1975')).toBeInTheDocument();
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1975-11-16');
    expect(screen.getByText('Filled in from the personal code')).toBeInTheDocument();
    expect(code).not.toHaveAttribute('aria-invalid');

    // New form (32...): no date in it; a failing check digit is only a warning.
    await fill(code, '32000000000');
    expect(screen.getByText(/The check digit does not match/)).toBeInTheDocument();
    expect(code).not.toHaveAttribute('aria-invalid');
  });

  it('marks required fields and bad formats before sending anything', async () => {
    const api = setup();
    await renderAt('/patients/new', ['patients_view', 'patients_add']);
    await fill(await screen.findByLabelText('E-mail'), 'not-an-email');
    await fill(screen.getByLabelText('Phone'), '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please fill all required fields')).toBeInTheDocument();
    expect(screen.getByText('"First name" is required')).toBeInTheDocument();
    expect(screen.getByText('"Last name" is required')).toBeInTheDocument();
    expect(screen.getByText(/Enter a valid e-mail address/)).toBeInTheDocument();
    expect(screen.getByText(/Enter 7 to 15 digits/)).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveFocus();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the server field errors on their fields and keeps what was typed', async () => {
    const api = setup();
    api.on('POST', /^\/patients$/, {
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED', message: 'Please fill all required fields', fields: { dob: 'The date of birth differs from the one in the personal code' } } },
    });
    await renderAt('/patients/new', ['patients_view', 'patients_add']);
    await fill(await screen.findByLabelText(/First name/), 'Anna');
    await fill(screen.getByLabelText(/Last name/), 'Kalniņa');
    await fill(screen.getByLabelText('Client card'), 'K-7');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The date of birth differs from the one in the personal code')).toBeInTheDocument();
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/First name/)).toHaveValue('Anna');
    expect(screen.getByLabelText('Client card')).toHaveValue('K-7');
    expect(await screen.findByText('Failed to create patient')).toBeInTheDocument();
    expect(api.last('POST', /^\/patients$/)?.body).toEqual({ first_name: 'Anna', last_name: 'Kalniņa', client_card: 'K-7', gender: 0, status: 1 });
  });

  it('creates the patient, says so, warns about a duplicate and opens the new card', async () => {
    const api = setup();
    const twin = patient({ uuid: '5d2f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a12' });
    const created = patient();
    api.on('POST', /^\/patients$/, {
      status: 201,
      body: { data: created, warnings: [{ code: 'DUPLICATE', patients: [{ ...twin, doctor: null }] }] },
    });
    api.on('GET', new RegExp(`^/patients/${created.uuid}$`), { status: 200, body: { data: created } });
    await renderAt('/patients/new', ['patients_view', 'patients_add']);
    await fill(await screen.findByLabelText(/First name/), 'Jānis');
    await fill(screen.getByLabelText(/Last name/), 'Bērziņš');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Patient created')).toBeInTheDocument();
    expect(screen.getByText('Saved, but it may be a duplicate of another patient')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/patients/${created.uuid}/details`));
    expect(await screen.findByText('Possible duplicate')).toBeInTheDocument();
  });

  it('is stopped on a duplicate: names the existing card with a link to open it, and saves only when told to', async () => {
    const api = setup();
    const existing = patient({ uuid: '5d2f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a12', first_name: 'Dace', last_name: 'Dubulte' });
    const created = patient({ first_name: 'Dace', last_name: 'Dubulte' });
    api.on('POST', /^\/patients$/, (call) =>
      (call.body as { confirm_duplicate?: boolean }).confirm_duplicate
        ? { status: 201, body: { data: created, warnings: [] } }
        : { status: 409, body: { error: { code: 'PATIENT_DUPLICATE', message: 'Another card has this personal code', details: { patients: [listItem(existing)] } } } },
    );
    api.on('GET', new RegExp(`^/patients/${created.uuid}$`), { status: 200, body: { data: created } });
    await renderAt('/patients/new', ['patients_view', 'patients_add']);
    await fill(await screen.findByLabelText(/First name/), 'Dace');
    await fill(screen.getByLabelText(/Last name/), 'Dubulte');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'This patient may already have a card' });
    expect(within(dialog).getByRole('link', { name: 'Open existing card: Dace Dubulte' })).toHaveAttribute('href', `/patients/${existing.uuid}/details`);
    expect(screen.queryByText('Failed to create patient')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/patients/new');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/patients/${created.uuid}/details`));
    expect(api.last('POST', /^\/patients$/)?.body).toMatchObject({ first_name: 'Dace', last_name: 'Dubulte', confirm_duplicate: true });
  });
});
