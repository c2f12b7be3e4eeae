import './jsdom-polyfills';
import { jest } from '@jest/globals';
import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Me, Permission, Recall } from '@dental/contracts';
import { useSession } from '@dental/auth';
import { MemoryRouter } from '@dental/ui/router';
import { useToasts } from '@dental/ui';
import { addNamespaceBundle, initI18n } from '@dental/i18n/browser';
import recallsTexts from '@dental/i18n/bundles/recalls';
import { AttemptDialog } from '../recalls/AttemptDialog';
import { InviteDialog } from '../recalls/InviteDialog';
import { RecallTable } from '../recalls/RecallTable';

initI18n('en');
addNamespaceBundle('recalls', recallsTexts);

const RECALL: Recall = {
  uuid: '00000000-0000-4000-8000-0000000000e5',
  patient: { uuid: '00000000-0000-4000-8000-0000000000c3', first_name: 'Anna', last_name: 'Ābola', phone: '+371 2000 1234' },
  doctor: { uuid: '00000000-0000-4000-8000-0000000000d4', first_name: 'Jānis', last_name: 'Ozols' },
  type: { uuid: '00000000-0000-4000-8000-0000000000f6', name: { lv: 'Higiēna', en: 'Hygiene', ru: 'Гигиена' }, service_uuids: [] },
  due_date: '2026-05-10',
  state: 'contacted',
  attempts: [{ uuid: '00000000-0000-4000-8000-0000000000a1', channel: 'phone', outcome: 'no_answer', note: null, created_at: '2026-11-20T09:00:00Z', user: null }],
  done_on: '2025-11-10',
  override: null,
  booking: null,
  version: 3,
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>
  </MemoryRouter>
);
const as = (permissions: Permission[]) => useSession.getState().setMe({ permissions } as unknown as Me);
const noop = () => undefined;

describe('the recall list', () => {
  it('shows the row as the desk reads it: a call link, what is due, the last attempt, and the actions the user may take', () => {
    as(['recall_view', 'recall_edit', 'calendar_add', 'patients_view']);
    render(<RecallTable rows={[RECALL]} timeZone="Europe/Riga" booking={false} onLog={noop} onDate={noop} onBook={noop} />, { wrapper });
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getByRole('link', { name: 'Anna Ābola' })).toHaveAttribute('href', `/patients/${RECALL.patient.uuid}/details`);
    expect(within(row).getByRole('link', { name: 'Call Anna Ābola, +371 2000 1234' })).toHaveAttribute('href', 'tel:+37120001234');
    expect(row).toHaveTextContent('Hygiene');
    expect(row).toHaveTextContent('10 May 2026');
    expect(row).toHaveTextContent('Last visit 10 Nov 2025');
    expect(row).toHaveTextContent('Attempts: 1');
    expect(row).toHaveTextContent('20 Nov 2026 · Phone · No answer');
    for (const action of ['Log attempt', 'Book', 'Change date']) expect(within(row).getByRole('button', { name: `${action}: Anna Ābola` })).toBeEnabled();
  });

  it('renders the invitation slot after the desk’s own actions once it is given', () => {
    as(['recall_view', 'recall_edit']);
    render(
      <RecallTable rows={[RECALL]} timeZone="Europe/Riga" booking={false} onLog={noop} onDate={noop} onBook={noop} invitation={(recall) => <button type="button">Invite {recall.patient.first_name}</button>} />,
      { wrapper },
    );
    const buttons = within(screen.getAllByRole('row')[1]).getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['Log attempt', 'Change date', 'Invite Anna']);
  });

  it('offers only reading to a user without recall_edit and calendar_add', () => {
    as(['recall_view']);
    render(<RecallTable rows={[RECALL]} timeZone="Europe/Riga" booking={false} onLog={noop} onDate={noop} onBook={noop} />, { wrapper });
    const row = screen.getAllByRole('row')[1];
    expect(within(row).queryAllByRole('button')).toEqual([]);
    expect(within(row).queryByRole('link', { name: 'Anna Ābola' })).not.toBeInTheDocument();
  });

  it('logs an attempt with its channel and outcome, asking for the outcome first', async () => {
    as(['recall_view', 'recall_edit']);
    const bodies: unknown[] = [];
    globalThis.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      const text = JSON.stringify({ data: { ...RECALL, version: 4 } });
      return { ok: true, status: 201, headers: { get: () => null }, text: async () => text };
    }) as unknown as typeof fetch;
    const onClose = jest.fn();
    render(<AttemptDialog recall={RECALL} timeZone="Europe/Riga" onClose={onClose} />, { wrapper });
    const dialog = screen.getByRole('dialog', { name: 'Attempt: Anna Ābola' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log attempt' }));
    expect(await within(dialog).findByText('"Outcome" is required')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Channel'), { target: { value: 'sms' } });
    fireEvent.click(within(dialog).getByLabelText('Left a message'));
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: ' Zvanīt pēc 17 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log attempt' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([{ channel: 'sms', outcome: 'left_message', note: 'Zvanīt pēc 17' }]);
  });

  it('sends an invitation on the chosen channel, naming the recall so it is logged as an attempt', async () => {
    as(['recall_view', 'recall_edit', 'patients_edit']);
    const calls: { url: string; body: unknown }[] = [];
    globalThis.fetch = jest.fn(async (url: unknown, init?: RequestInit) => {
      calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      const text = JSON.stringify({ data: { uuid: '00000000-0000-4000-8000-0000000000b7', kind: 'recall_invitation', channel: 'email', state: 'queued' } });
      return { ok: true, status: 201, headers: { get: () => null }, text: async () => text };
    }) as unknown as typeof fetch;
    const onClose = jest.fn();
    const branch = '00000000-0000-4000-8000-0000000000b1';
    render(<InviteDialog recall={RECALL} branch={branch} onClose={onClose} />, { wrapper });
    const dialog = screen.getByRole('dialog', { name: 'Invitation: Anna Ābola' });
    fireEvent.change(within(dialog).getByLabelText('Channel'), { target: { value: 'email' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([{ url: expect.stringContaining(`/patients/${RECALL.patient.uuid}/messages/recall-invitation`), body: { channel: 'email', branch_uuid: branch, recall_uuid: RECALL.uuid } }]);
  });

  it('says why an invitation was refused (no marketing consent) and stays open', async () => {
    as(['recall_view', 'recall_edit', 'patients_edit']);
    globalThis.fetch = jest.fn(async () => {
      const text = JSON.stringify({ error: { code: 'MESSAGE_NOT_ALLOWED', message: 'The patient does not allow this channel', fields: { channel: 'MESSAGE_NOT_ALLOWED' } } });
      return { ok: false, status: 400, headers: { get: () => null }, text: async () => text };
    }) as unknown as typeof fetch;
    useToasts.getState().clear();
    const onClose = jest.fn();
    render(<InviteDialog recall={RECALL} branch="00000000-0000-4000-8000-0000000000b1" onClose={onClose} />, { wrapper });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(useToasts.getState().toasts.map((toast) => toast.text)).toEqual(['The patient does not allow this channel']));
    expect(onClose).not.toHaveBeenCalled();
  });
});
