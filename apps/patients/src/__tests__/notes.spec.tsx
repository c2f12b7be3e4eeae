import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Me, Note } from '@dental/contracts';
import { useSession } from '@dental/auth';
import { PATIENT_UUID, fakeApi, paged, patient, renderAt } from './harness';

jest.setTimeout(20_000);
const P = `/patients/${PATIENT_UUID}`;
const DOCTOR = { uuid: '5c1f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a01', first_name: 'Anna', last_name: 'Ozola' };

function note(over: Partial<Note>): Note {
  return {
    uuid: '7a1f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a01',
    patient_uuid: PATIENT_UUID,
    appointment_uuid: null,
    item_uuid: null,
    addendum_to: null,
    text: 'Sūdzību nav.',
    author: DOCTOR,
    signed_at: null,
    signed_by: null,
    created_at: '2026-03-01T10:00:00Z',
    updated_at: '2026-03-01T10:00:00Z',
    version: 1,
    ...over,
  };
}

const SIGNED = note({ uuid: '7a1f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a02', text: 'Plomba 16 MO.', signed_at: '2026-03-01T11:00:00Z', signed_by: DOCTOR, created_at: '2026-03-01T09:00:00Z' });
const ADDENDUM = note({ uuid: '7a1f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a03', text: 'Pacients zvanīja.', addendum_to: SIGNED.uuid, created_at: '2026-03-02T09:00:00Z' });
const DRAFT = note({ uuid: '7a1f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a04', text: 'Melnraksts', created_at: '2026-03-03T09:00:00Z' });

function setup(notes: Note[]) {
  const api = fakeApi();
  api.on('GET', /^\/meta\/branches$/, { status: 200, body: { data: [] } });
  api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}$`), { status: 200, body: { data: patient() } });
  api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}/notes$`), { status: 200, body: { data: notes } });
  api.on('GET', /^\/settings\/note-templates$/, paged([{ uuid: '8b1f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a01', name: 'Plombēšana', text: '{patient.full_name}: plomba zobam {tooth}. Ārsts {doctor.full_name}.', version: 1 }]));
  return api;
}

const WRITER = ['patients_view', 'patients_tooth_map_view', 'patients_tooth_map_edit'] as const;

/** The Notes tab of the card (issue 25). */
describe('patient card: clinical notes', () => {
  it('lists notes newest first with author, time, a signed badge and the note an addendum adds to', async () => {
    setup([DRAFT, ADDENDUM, SIGNED]);
    await renderAt(`${P}/notes`, [...WRITER]);
    const list = await screen.findByRole('list', { name: 'Clinical notes, newest first' }, { timeout: 10_000 });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/Melnraksts|Pacients|Plomba/).textContent)).toEqual(['Melnraksts', 'Pacients zvanīja.', 'Plomba 16 MO.']);
    expect(within(items[2]).getByText('Signed')).toBeInTheDocument();
    expect(within(items[2]).getByText(/^Signed by Anna Ozola/)).toBeInTheDocument();
    expect(within(items[0]).getByText('Not signed')).toBeInTheDocument();
    expect(within(items[1]).getByRole('link', { name: /^Addendum to the note of 1 Mar 2026/ })).toHaveAttribute('href', `#note-${SIGNED.uuid}`);
    // A signed note offers an addendum, never an edit or a second signature.
    expect(within(items[2]).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(items[2]).queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
    expect(within(items[2]).getByRole('button', { name: 'Add addendum' })).toBeInTheDocument();
  });

  it('writes a note from a template with the patient and the doctor filled in', async () => {
    const api = setup([]);
    api.on('POST', new RegExp(`^/patients/${PATIENT_UUID}/notes$`), (call) => ({ status: 201, body: { data: note({ text: (call.body as { text: string }).text }) } }));
    await renderAt(`${P}/notes`, [...WRITER]);
    act(() => useSession.getState().setMe({ permissions: [...WRITER], first_name: 'Anna', last_name: 'Ozola' } as unknown as Me));
    expect(await screen.findByText('No notes yet', {}, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New note' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Template' }), 'Plombēšana');
    await userEvent.click(screen.getByRole('button', { name: 'Apply template' }));
    const text = screen.getByRole('textbox', { name: /^Note/ });
    expect(text).toHaveValue('Jānis Bērziņš: plomba zobam {tooth}. Ārsts Anna Ozola.');
    await userEvent.clear(text);
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('"Note" is required')).toBeInTheDocument();
    expect(api.last('POST', /\/notes$/)).toBeUndefined();
    await userEvent.type(text, 'Plomba 16 MO.');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(api.last('POST', /\/notes$/)?.body).toEqual({ text: 'Plomba 16 MO.' }));
  });

  it('edits an unsigned note with its version, and signs only after a confirmation', async () => {
    const api = setup([DRAFT]);
    api.on('PATCH', /\/notes\/[^/]+$/, (call) => ({ status: 200, body: { data: { ...DRAFT, text: (call.body as { text: string }).text, version: 2 } } }));
    api.on('POST', /\/notes\/[^/]+\/sign$/, { status: 200, body: { data: { ...DRAFT, signed_at: '2026-03-03T10:00:00Z', signed_by: DOCTOR } } });
    await renderAt(`${P}/notes`, [...WRITER]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 10_000 }));
    const text = screen.getByRole('textbox', { name: 'Note' });
    await userEvent.clear(text);
    await userEvent.type(text, 'Labots');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(api.last('PATCH', /\/notes\//)?.body).toEqual({ text: 'Labots', version: 1 }));

    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign this note?' });
    expect(dialog).toHaveTextContent('can no longer be changed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.last('POST', /\/sign$/)).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Sign this note?' })).getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(api.last('POST', /\/sign$/)?.path).toBe(`/patients/${PATIENT_UUID}/notes/${DRAFT.uuid}/sign`));
  });

  it('adds an addendum to a signed note, and tells why a locked note was refused', async () => {
    const api = setup([SIGNED]);
    api.on('POST', new RegExp(`^/patients/${PATIENT_UUID}/notes$`), { status: 409, body: { error: { code: 'NOTE_LOCKED', message: 'This note is signed and can no longer be changed: add an addendum instead' } } });
    await renderAt(`${P}/notes`, [...WRITER]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add addendum' }, { timeout: 10_000 }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Addendum to the note of 1 Mar 2026/ }), 'Sāpju nav.');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(api.last('POST', /\/notes$/)?.body).toEqual({ text: 'Sāpju nav.', addendum_to: SIGNED.uuid }));
    expect(await screen.findByText('The note could not be saved: This note is signed and can no longer be changed: add an addendum instead')).toBeInTheDocument();
  });

  it('offers no writing without patients_tooth_map_edit', async () => {
    setup([DRAFT]);
    await renderAt(`${P}/notes`, ['patients_view', 'patients_tooth_map_view']);
    expect(await screen.findByText('Melnraksts', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New note' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
  });

  it('shows no Notes tab, and no notes, without patients_tooth_map_view', async () => {
    const api = setup([DRAFT]);
    await renderAt(`${P}/details`, ['patients_view']);
    expect(await screen.findByRole('link', { name: 'Profile' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Notes' })).not.toBeInTheDocument();
    expect(api.last('GET', /\/notes$/)).toBeUndefined();
  });
});
