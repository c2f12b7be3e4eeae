import './jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NoteTemplateList } from '../pages/NoteTemplatePages';
import { data, fakeApi, on, page, renderScreen, signIn, U1 } from './harness';

const filling = { uuid: U1, name: 'Plombēšana', text: 'Pacients {patient.full_name}: plomba zobam {tooth}, {date}.', version: 1 };

/** Note templates in the settings (issue 25), like the other settings lists. */
describe('note templates in the settings', () => {
  it('lists the templates by name with the start of their text; no adding without note_template_edit', async () => {
    fakeApi(on('GET', '/settings/note-templates', page([filling])));
    signIn(['patients_tooth_map_view']);
    renderScreen(<NoteTemplateList />);
    const row = (await screen.findByRole('link', { name: 'Plombēšana' })).closest('tr') as HTMLElement;
    // The placeholders by their names: no code-like `{patient.full_name}` in the list.
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Plombēšana', 'Pacients ‹patient›: plomba zobam ‹tooth›, ‹date›.']);
    expect(screen.queryByRole('button', { name: /Add note template/ })).not.toBeInTheDocument();
  });

  it('adds one with its name and text, naming the placeholders and asking for a missing text', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(
      on('GET', '/settings/note-templates', page([])),
      on('POST', '/settings/note-templates', (call) => data({ ...filling, ...(call.body as object), version: 1 }, 201)),
    );
    signIn(['patients_tooth_map_view', 'note_template_edit']);
    renderScreen(<NoteTemplateList />);
    expect(await screen.findByText('No note templates yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Add note template/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add note template' });
    expect(dialog).toHaveTextContent('{patient.first_name}, {patient.last_name}, {patient.full_name}, {doctor.full_name}, {tooth}, {date}');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Plombēšana');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('"Template text" is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText(/^Template text/), 'Plomba zobam {{tooth}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Plombēšana', text: 'Plomba zobam {tooth}' });
  });
});
