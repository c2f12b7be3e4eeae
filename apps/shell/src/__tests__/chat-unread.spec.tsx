import './jsdom-polyfills';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from '@dental/contracts';
import { MESSENGER_EVENTS } from '@dental/contracts/values';
import { useSession } from '@dental/auth';
import { closeLive, configureLive } from '@dental/live';
import { FakeSocket } from '@dental/live/testing';
import { stopMessenger } from '@dental/feature-messenger';
import { useToasts } from '@dental/ui';
import { messagePreview } from '../layout/use-chat-notifications';
import { useShellUi } from '../layout/shell-ui-store';
import { ME_UUID, fakeApi, makeMe, renderShell, signIn } from './harness';

const BRANCH = '0b9c3c0e-5f6a-4c55-9a57-1d7b1f0e2a01';
let sockets: FakeSocket[] = [];
const socket = () => sockets[sockets.length - 1];
let counter = 0;

function message(content: string, author = { uuid: '2b1d0c9e-8a43-4a35-9f0a-1f4f8d5f1c22', name: 'Jānis Ozols', color: null }): ChatMessage {
  counter += 1;
  return { uuid: `5d1f6a2e-0000-4000-8000-${String(counter).padStart(12, '0')}`, content, time: new Date().toISOString(), author, branch_uuid: BRANCH };
}

beforeAll(() => {
  configureLive({
    connect: () => {
      sockets.push(new FakeSocket());
      return socket() as never;
    },
  });
});

beforeEach(() => {
  sockets = [];
  useToasts.getState().clear();
  useShellUi.setState({ messengerOpen: false, unread: 0 });
});

afterEach(() => {
  stopMessenger();
  closeLive();
});

async function shellWithChat() {
  const me = makeMe(['dashboard_view']);
  fakeApi({ 'GET /auth': { status: 200, body: { data: me } } });
  signIn(me);
  useSession.getState().setBranch(BRANCH);
  await renderShell('/404');
  await screen.findByText('404 - ERROR');
  await waitFor(() => expect(socket()).toBeDefined());
  act(() => socket().receive('connect'));
}

const receive = (m: ChatMessage) => act(() => socket().receive(MESSENGER_EVENTS.message, m));
// The chat's own toasts (the panel's history request gets no answer in this fake and may toast an error).
const toastTexts = () => useToasts.getState().toasts.filter((t) => t.kind === 'info').map((t) => t.text);

describe('chat unread badge and toast', () => {
  it('counts other people\'s messages while the panel is closed, toasts them quietly, and clears on opening', async () => {
    await shellWithChat();
    expect(screen.getByRole('button', { name: 'Chat' })).toBeInTheDocument();

    receive(message('Pacients 12:30 ir ieradies un gaida uzgaidāmajā telpā pie reģistratūras'));
    receive(message('Paldies'));
    expect(screen.getByRole('button', { name: 'Chat, 2 unread' })).toBeInTheDocument();
    expect(toastTexts()).toEqual(['Jānis Ozols: Pacients 12:30 ir ieradies un gaida uzgaidāmajā telpā…', 'Jānis Ozols: Paldies']);

    // One's own message (from another tab) is not news.
    receive(message('Es pats', { uuid: ME_UUID, name: 'Dina Doctor', color: null }));
    expect(screen.getByRole('button', { name: 'Chat, 2 unread' })).toBeInTheDocument();
    expect(toastTexts()).toHaveLength(2);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Chat, 2 unread' }));
    expect(screen.getByRole('button', { name: 'Chat' })).toHaveAttribute('aria-pressed', 'true');

    // While it is open, a message is read there: no badge, no toast.
    receive(message('Redzu'));
    expect(screen.getByRole('button', { name: 'Chat' })).toBeInTheDocument();
    expect(toastTexts()).toHaveLength(2);
  });

  it('counts again from one after the panel is closed', async () => {
    await shellWithChat();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Chat' }));
    await user.click(screen.getByRole('button', { name: 'Chat' }));
    receive(message('Kabinets 2 ir brīvs'));
    expect(screen.getByRole('button', { name: 'Chat, 1 unread' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('previews the first words of a long message', () => {
    expect(messagePreview('Īsa ziņa')).toBe('Īsa ziņa');
    expect(messagePreview('viens divi trīs četri pieci seši septiņi astoņi deviņi')).toBe('viens divi trīs četri pieci seši septiņi astoņi…');
    expect(messagePreview('x'.repeat(200))).toBe(`${'x'.repeat(80)}…`);
  });
});
