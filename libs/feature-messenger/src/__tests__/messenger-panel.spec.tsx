import './jsdom-polyfills';
import { jest } from '@jest/globals';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSENGER_EVENTS } from '@dental/contracts';
import { signOutLocally, useSession } from '@dental/auth';
import { initI18n } from '@dental/i18n/browser';
import { Toasts, useToasts } from '@dental/ui';
import { closeLive, configureLive } from '@dental/live';
import { MessengerPanel, stopMessenger, useMessengerChannel, usePresence } from '../index';
import { BRANCH, FakeSocket, OTHER_BRANCH, fakeFetch, message, withQueryClient } from './fakes';

let sockets: FakeSocket[] = [];
const socket = () => sockets[sockets.length - 1];

beforeAll(() => {
  initI18n('en');
  configureLive({
    connect: () => {
      sockets.push(new FakeSocket());
      return socket() as never;
    },
  });
});

beforeEach(() => {
  sockets = [];
  act(() => useToasts.getState().clear());
  useSession.getState().setToken('tok-1');
  useSession.getState().setBranch(BRANCH);
});

afterEach(() => {
  stopMessenger();
  closeLive();
});

/** The panel and the live channel as the shell mounts them, with the toasts. */
function Chat() {
  useMessengerChannel();
  return (
    <>
      <MessengerPanel onClose={() => undefined} />
      <Toasts />
    </>
  );
}

function renderChat() {
  const { wrapper: Wrapper, client } = withQueryClient();
  const view = render(
    <Wrapper>
      <Chat />
    </Wrapper>,
  );
  return { ...view, client };
}

const shown = () => screen.queryAllByTestId('chat-message').map((item) => item.querySelector('p')?.textContent);

describe('messenger panel', () => {
  it('shows the history oldest first, with the author and the time', async () => {
    const older = message('Labrīt!', 30);
    const newer = message('Pacients ieradies', 1);
    fakeFetch({ get: () => ({ status: 200, body: { data: [newer, older] } }) });
    renderChat();
    await waitFor(() => expect(shown()).toEqual(['Labrīt!', 'Pacients ieradies']));
    const first = screen.getAllByTestId('chat-message')[0];
    expect(within(first).getAllByText('Jānis Ozols').length).toBeGreaterThan(0);
    expect(first.querySelector('time')).toHaveAttribute('dateTime', older.time);
  });

  it('says so when the branch has no messages yet', async () => {
    fakeFetch({ get: () => ({ status: 200, body: { data: [] } }) });
    renderChat();
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('sends on Enter and clears the composer', async () => {
    const calls = fakeFetch({
      get: () => ({ status: 200, body: { data: [] } }),
      post: (body) => ({ status: 201, body: { data: { message: message((body as { message: string }).message, 0) } } }),
    });
    const user = userEvent.setup();
    renderChat();
    const composer = screen.getByRole('textbox', { name: 'Message' });
    await user.type(composer, 'Kabinets 2 ir brīvs{Enter}');
    expect(composer).toHaveValue('');
    await waitFor(() => expect(shown()).toEqual(['Kabinets 2 ir brīvs']));
    const posts = calls.filter((call) => call.method === 'POST' && call.url.includes('messenger'));
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({ message: 'Kabinets 2 ir brīvs', branch_uuid: BRANCH });
  });

  it('adds a line on Shift+Enter without sending', async () => {
    const calls = fakeFetch({ get: () => ({ status: 200, body: { data: [] } }) });
    const user = userEvent.setup();
    renderChat();
    const composer = screen.getByRole('textbox', { name: 'Message' });
    await user.type(composer, 'Pirmā rinda{Shift>}{Enter}{/Shift}otrā rinda');
    expect(composer).toHaveValue('Pirmā rinda\notrā rinda');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows a message once when both the POST answer and the live event bring it', async () => {
    let posted: ReturnType<typeof message> | undefined;
    fakeFetch({
      get: () => ({ status: 200, body: { data: [message('Sveiki', 5)] } }),
      post: (body) => {
        posted = message((body as { message: string }).message, 0);
        return { status: 201, body: { data: { message: posted } } };
      },
    });
    const user = userEvent.setup();
    renderChat();
    await waitFor(() => expect(shown()).toEqual(['Sveiki']));
    await waitFor(() => expect(socket()).toBeDefined());
    act(() => socket().receive('connect'));

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Tikai vienreiz{Enter}');
    await waitFor(() => expect(shown()).toEqual(['Sveiki', 'Tikai vienreiz']));
    // The live echo of our own message, twice, then a colleague's message that only arrives live.
    act(() => socket().receive(MESSENGER_EVENTS.message, posted));
    act(() => socket().receive(MESSENGER_EVENTS.message, posted));
    act(() => socket().receive(MESSENGER_EVENTS.message, message('No kolēģa', 0)));
    await waitFor(() => expect(shown()).toContain('No kolēģa'));
    expect(shown()).toEqual(['Sveiki', 'Tikai vienreiz', 'No kolēģa']);
  });

  it('toasts load_failed when the history cannot be loaded', async () => {
    fakeFetch({ get: () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }) });
    renderChat();
    expect(await screen.findByText('Could not load the chat messages')).toBeInTheDocument();
  });

  it('toasts create_failed when sending fails, and gives the text back', async () => {
    fakeFetch({ get: () => ({ status: 200, body: { data: [] } }), post: () => ({ status: 500 }) });
    const user = userEvent.setup();
    renderChat();
    const composer = screen.getByRole('textbox', { name: 'Message' });
    await user.type(composer, 'Vai dzirdat?{Enter}');
    expect(await screen.findByText('Could not send the message')).toBeInTheDocument();
    expect(composer).toHaveValue('Vai dzirdat?');
  });

  it('loads earlier messages before the oldest one shown', async () => {
    const page = Array.from({ length: 30 }, (_, i) => message(`m${30 - i}`, i + 10));
    const earlier = message('the very first', 100);
    const calls = fakeFetch({
      get: (url) => ({ status: 200, body: { data: url.includes('before=') ? [earlier] : page } }),
    });
    const user = userEvent.setup();
    renderChat();
    await user.click(await screen.findByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(shown()[0]).toBe('the very first'));
    expect(calls.some((call) => call.url.includes(`before=${page[29].uuid}`))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });
});

describe('live channel', () => {
  it('joins the branch room, shows who is here, and follows joining and leaving', async () => {
    fakeFetch({ get: () => ({ status: 200, body: { data: [] } }) });
    renderChat();
    await waitFor(() => expect(socket()).toBeDefined());
    act(() => socket().receive('connect'));
    expect(socket().emitted).toContainEqual([MESSENGER_EVENTS.join, { branch_uuid: BRANCH }]);

    const ilze = { uuid: '11111111-1111-4111-8111-111111111111', name: 'Ilze Kalniņa', color: '#6d4c41' };
    const liga = { uuid: '22222222-2222-4222-8222-222222222222', name: 'Līga Liepiņa', color: '#ad1457' };
    act(() => socket().receive(MESSENGER_EVENTS.here, { branch_uuid: BRANCH, users: [ilze] }));
    expect(screen.getByText('Online: 1')).toBeInTheDocument();
    act(() => socket().receive(MESSENGER_EVENTS.joining, { branch_uuid: BRANCH, user: liga }));
    expect(usePresence.getState().users.map((u) => u.name)).toEqual(['Ilze Kalniņa', 'Līga Liepiņa']);
    act(() => socket().receive(MESSENGER_EVENTS.leaving, { branch_uuid: BRANCH, user: ilze }));
    expect(screen.getByText('Online: 1')).toBeInTheDocument();
    expect(usePresence.getState().users.map((u) => u.name)).toEqual(['Līga Liepiņa']);
  });

  it('leaves the old room and joins the new one on a branch change, and disconnects on logout', async () => {
    fakeFetch({ get: () => ({ status: 200, body: { data: [] } }) });
    const { wrapper } = withQueryClient();
    renderHook(() => useMessengerChannel(), { wrapper });
    await waitFor(() => expect(socket()).toBeDefined());
    act(() => socket().receive('connect'));
    const live = socket();
    live.emitted = [];

    act(() => useSession.getState().setBranch(OTHER_BRANCH));
    expect(live.emitted).toEqual([
      [MESSENGER_EVENTS.leave, { branch_uuid: BRANCH }],
      [MESSENGER_EVENTS.join, { branch_uuid: OTHER_BRANCH }],
    ]);

    await act(() => signOutLocally());
    expect(live.disconnected).toBe(true);
    expect(usePresence.getState().status).toBe('offline');
  });

  it('authenticates with the session token in auth.token, over websocket only', async () => {
    const seen: unknown[] = [];
    configureLive({
      connect: (_url, options) => {
        seen.push(options);
        sockets.push(new FakeSocket());
        return socket() as never;
      },
    });
    fakeFetch({ get: () => ({ status: 200, body: { data: [] } }) });
    const { wrapper } = withQueryClient();
    renderHook(() => useMessengerChannel(), { wrapper });
    await waitFor(() => expect(seen).toHaveLength(1));
    const options = seen[0] as { transports: string[]; auth: (cb: (data: object) => void) => void };
    expect(options.transports).toEqual(['websocket']);
    const auth = jest.fn();
    options.auth(auth);
    expect(auth).toHaveBeenCalledWith({ token: 'tok-1' });
  });
});
