import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATIENT_UUID, RELATIVE_UUID, fakeApi, listItem, paged, patient, renderAt } from './harness';

jest.setTimeout(20_000);
const P = `/patients/${PATIENT_UUID}`;
const me = patient();
const relative = patient({ uuid: RELATIVE_UUID, first_name: 'Līga', last_name: 'Bērziņa', personal_code: null, dob: '2010-05-02' });

function setup() {
  const api = fakeApi();
  api.on('GET', /^\/meta\/branches$/, { status: 200, body: { data: [] } });
  api.on('GET', /^\/patients$/, paged([]));
  api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}$`), { status: 200, body: { data: me } });
  return api;
}

describe('patient card', () => {
  it('keeps what the user typed when someone else saved first (409), then saves on the newer version', async () => {
    const api = setup();
    await renderAt(`${P}/details`, ['patients_view', 'patients_edit']);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const phone = screen.getByLabelText('Phone');
    await userEvent.clear(phone);
    phone.focus();
    await userEvent.paste('+371 2999 9999');

    api.on('PATCH', new RegExp(`^/patients/${PATIENT_UUID}$`), {
      status: 409,
      body: { error: { code: 'VERSION_CONFLICT', message: 'Someone else changed this record meanwhile. Reload to see their changes; what you typed is kept.' } },
    });
    // Meanwhile the other person changed the e-mail: version 4.
    api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}$`), { status: 200, body: { data: { ...me, email: 'new@example.com', version: 4 } } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Someone else changed this card meanwhile.')).toBeInTheDocument();
    expect(screen.getByText(/^Failed to update patient: Someone else changed/)).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveValue('+371 2999 9999');
    expect(api.last('PATCH', /^\/patients\//)?.body).toEqual({ version: 3, phone: '+371 2999 9999' });

    api.on('PATCH', new RegExp(`^/patients/${PATIENT_UUID}$`), (call) => ({
      status: 200,
      body: { data: { ...me, email: 'new@example.com', phone: (call.body as { phone: string }).phone, version: 5 }, warnings: [] },
    }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Patient updated')).toBeInTheDocument();
    // Only this user's change goes out, on the newer version: the other person's e-mail stays.
    expect(api.last('PATCH', /^\/patients\//)?.body).toEqual({ version: 4, phone: '+371 2999 9999' });
    expect(await screen.findByText('new@example.com')).toBeInTheDocument();
  });

  it('links a relative chosen with the patient search, and shows the link', async () => {
    const api = setup();
    let links: unknown[] = [];
    api.on('GET', /\/relationships$/, () => ({ status: 200, body: { data: links } }));
    api.on('GET', /^\/patients$/, (call) => (call.query.get('search') === 'liga' ? paged([listItem(me), listItem(relative)]) : paged([])));
    api.on('POST', /\/relationships$/, (call) => {
      links = [{ uuid: '9a1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c13', type: 1, role: 'child', direction: 'outgoing', relative: listItem(relative), created_at: '2026-01-10T10:00:00+02:00' }];
      return { status: 201, body: { data: { ...(links[0] as object), body: call.body } } };
    });
    await renderAt(`${P}/relationships`, ['patients_view', 'patients_edit']);
    expect(await screen.findByText('No relatives linked')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Link a relative' }));
    const dialog = screen.getByRole('dialog', { name: 'Link a relative' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Find a patient' }), 'liga');
    // The patient itself is never offered.
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Choose Līga Bērziņa' }));
    expect(within(dialog).queryByRole('button', { name: 'Choose Jānis Bērziņš' })).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Is this patient’s'), { target: { value: '1' } });
    expect(within(dialog).getByText('Līga Bērziņa is Jānis Bērziņš’s child')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link a relative' }));

    expect(await screen.findByText('Relative linked')).toBeInTheDocument();
    expect(api.last('POST', /\/relationships$/)?.body).toEqual({ relative_uuid: RELATIVE_UUID, type: 1 });
    const list = await screen.findByRole('list', { name: 'Kinship' });
    expect(within(list).getByText('Child')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Līga Bērziņa' })).toHaveAttribute('href', `/patients/${RELATIVE_UUID}/details`);
  });

  it('removes a link only after confirmation', async () => {
    const api = setup();
    const link = { uuid: '9a1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c13', type: 0, role: 'child', direction: 'incoming', relative: listItem(relative), created_at: '2026-01-10T10:00:00+02:00' };
    api.on('GET', /\/relationships$/, { status: 200, body: { data: [link] } });
    api.on('DELETE', /\/relationships\//, { status: 204 });
    await renderAt(`${P}/relationships`, ['patients_view', 'patients_edit']);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove link: Līga Bērziņa' }));
    expect(screen.getByRole('dialog', { name: 'Remove this link?' })).toHaveTextContent('Both patients stay.');
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove link' }));
    expect(await screen.findByText('Link removed')).toBeInTheDocument();
    expect(api.last('DELETE', /\/relationships\//)?.path).toBe(`/patients/${PATIENT_UUID}/relationships/${link.uuid}`);
  });

  it('shows why the server refused an upload, and lists what it took', async () => {
    const api = setup();
    let files: unknown[] = [];
    api.on('GET', /\/files\/medical$/, () => ({ status: 200, body: { data: files } }));
    api.on('POST', /\/files\/medical$/, (call) => {
      const file = (call.body as FormData).get('file') as File;
      if (file.name === 'huge.pdf') {
        return { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'Please fill all required fields', fields: { file: 'The file is too large: at most 20 MB' } } } };
      }
      files = [{ uuid: '7b1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c14', section: 'medical', name: file.name, content_type: 'application/pdf', size: 2048, uploaded_by: null, created_at: '2026-01-10T10:00:00+02:00' }];
      return { status: 201, body: { data: files[0] } };
    });
    await renderAt(`${P}/files`, ['patients_view', 'patients_edit']);
    expect(await screen.findByText('No files uploaded')).toBeInTheDocument();

    const input = screen.getByLabelText('Choose files', { selector: 'input' });
    await userEvent.upload(input, new File(['%PDF-1.4'], 'huge.pdf', { type: 'application/pdf' }));
    expect((await screen.findByText('“huge.pdf” was not uploaded: The file is too large: at most 20 MB')).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText('Failed to upload “huge.pdf”')).toBeInTheDocument();

    fireEvent.drop(screen.getByTestId('file-drop'), { dataTransfer: { files: [new File(['%PDF-1.4'], 'xray.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('File “xray.pdf” uploaded')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('table', { name: 'Medical files' })).toHaveTextContent('xray.pdf'));
    expect(screen.getByRole('button', { name: 'Download: xray.pdf' })).toBeInTheDocument();
  });

  it('deletes the patient after a confirmation that says past data stays', async () => {
    const api = setup();
    api.on('DELETE', new RegExp(`^/patients/${PATIENT_UUID}$`), { status: 204 });
    await renderAt(`${P}/details`, ['patients_view', 'patients_delete']);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete patient' }));
    expect(screen.getByRole('dialog', { name: 'Delete this patient?' })).toHaveTextContent('Past data stays');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Patient deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/patients$/));
  });
});
