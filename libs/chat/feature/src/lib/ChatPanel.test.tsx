import { endpoints, type ChatMessage, type ChatPresence, type PlayerRound } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { baseTheme } from '@casino/design-system';
import { renderPage } from '@casino/page-ui/testing';
import { createQueryClient } from '@casino/query';
import { saveAccessToken } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChatLauncher } from './ChatLauncher';
import ChatPanel from './ChatPanel';
import type { ChatSocketHandlers, ConnectChatSocket } from './chatSocket';

const message = (id: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  roomId: 1,
  userId: 7,
  nickname: 'LuckyLou',
  nameColor: 'accent',
  text: `message ${id}`,
  createdAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

let stored: ChatMessage[] = [];
let presence: ChatPresence[] = [];
let sends: unknown[] = [];
let afterQueries: string[] = [];
let sendAnswer: (() => Response) | null = null;
let rounds: PlayerRound[] | (() => Response) = [];
const round = (id: number, bet: number, win: number): PlayerRound => ({
  id,
  gameId: 1,
  gameName: 'Book of Dev',
  bet,
  win,
  multiplier: win / bet,
  bonusMoney: false,
  createdAt: `2026-11-25T10:${String(id).padStart(2, '0')}:00.000Z`,
});
mockServer(
  mockEndpoint(endpoints.getGameRounds, () => (typeof rounds === 'function' ? rounds() : rounds)),
  mockEndpoint(endpoints.getChatRooms, () => [{ id: 1, slug: 'lobby', name: 'Lobby', language: 'en' }]),
  mockEndpoint(endpoints.getChatMessages, ({ request }) => {
    const after = new URL(request.url).searchParams.get('after');
    if (after !== null) {
      afterQueries.push(after);
      return stored.filter((m) => m.id > Number(after));
    }
    return stored;
  }),
  mockEndpoint(endpoints.getChatPresence, () => presence),
  mockEndpoint(endpoints.getUserDetails, () => userDetailsFixture()),
  mockEndpoint(endpoints.sendChatMessage, async ({ body }) => {
    sends.push(body);
    await delay(40);
    if (sendAnswer) return sendAnswer();
    const sent = body as { text: string; card?: ChatMessage['card'] };
    const m = message(100 + sends.length, {
      userId: userDetailsFixture().getUser.userId,
      nickname: 'MaxPlayer',
      text: sent.text,
      card: sent.card,
    });
    stored = [...stored, m];
    return m;
  }),
);

/** A socket the test drives: emits messages, presence and reconnects. */
function fakeSocket() {
  const state: { handlers?: ChatSocketHandlers } = {};
  const connect: ConnectChatSocket = (handlers) => {
    state.handlers = handlers;
    return { close: () => undefined };
  };
  return {
    connect,
    state,
    emit: (fn: (h: ChatSocketHandlers) => void) => act(() => fn(state.handlers as ChatSocketHandlers)),
  };
}

/**
 * The button showing `name`, checked for its role and accessible name: a role query would name every button and link
 * of the panel (and its messages) to find it.
 */
function button(name: string): HTMLElement {
  const found = screen.getByText(name);
  expect(found).toHaveRole('button');
  expect(found).toHaveAccessibleName(name);
  return found;
}

// jsdom reads the theme's CSS colour functions (color-mix() overlays and shadows, gradients) with a parser that sets
// itself up on the first value of each kind: a few tenths of a second, paid here rather than by the first test to show one.
beforeAll(() => {
  const probe = document.createElement('div').style;
  probe.background = baseTheme.color.overlay;
  probe.backgroundImage =
    'linear-gradient(90deg, transparent, transparent), radial-gradient(circle, transparent, transparent)';
});

beforeEach(() => {
  stored = [message(1), message(2)];
  presence = [];
  sends = [];
  afterQueries = [];
  sendAnswer = null;
  rounds = [];
  localStorage.clear();
});

const renderGuest = (socket = fakeSocket()) =>
  renderPage(<ChatPanel open onClose={() => undefined} connect={socket.connect} />, { route: '/casino' });
const renderPlayer = (socket = fakeSocket(), lng = 'en') => {
  saveAccessToken('player-token');
  return renderPage(<ChatPanel open onClose={() => undefined} connect={socket.connect} />, {
    user: userDetailsFixture(),
    route: '/casino',
    lng,
  });
};

describe('ChatPanel', () => {
  it('lets a guest read but not send, and asks them to log in', async () => {
    renderGuest();
    expect(await screen.findByText('message 2')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your message')).not.toBeInTheDocument();
    const login = screen.getByRole('link', { name: 'Log in to chat' });
    expect(login.getAttribute('href')).toBe('/casino?modal=login');
  });

  it('sends one request on a double click, shows it and clears the box', async () => {
    renderPlayer();
    // The box by its label: a role query names every field and button of the panel at each try while it loads.
    const box = await screen.findByLabelText('Your message');
    // Pasted: this test is about sending, and each typed key draws the panel again.
    await userEvent.click(box);
    await userEvent.paste('hello table');
    const send = button('Send');
    await userEvent.dblClick(send);
    await waitFor(() => expect(screen.getByText('hello table')).toBeInTheDocument());
    expect(sends).toEqual([{ text: 'hello table' }]);
    await waitFor(() => expect(box).toHaveValue(''));
    expect(screen.getByText('hello table').closest('[data-testid="chat-message"]')).toHaveAttribute('data-own', 'true');
  });

  it('refuses over 500 characters before sending, with the limit', async () => {
    renderPlayer();
    const box = await screen.findByLabelText('Your message');
    fireEvent.change(box, { target: { value: 'x'.repeat(501) } });
    expect(screen.getByTestId('chat-counter')).toHaveTextContent('501 / 500');
    expect(screen.getByRole('alert')).toHaveTextContent('Messages can be at most 500 characters');
    await userEvent.click(button('Send'));
    expect(sends).toEqual([]);
  });

  it('says how long to wait when the backend answers RATE_LIMITED', async () => {
    sendAnswer = () => contractError(429, 'RATE_LIMITED', 'Too many', { retryAfterSeconds: 7 });
    renderPlayer();
    await userEvent.type(await screen.findByLabelText('Your message'), 'spam{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are sending messages too fast. Wait 7 seconds and try again.',
    );
  });

  it('says the self-exclusion sentence when the backend answers SELF_EXCLUDED', async () => {
    sendAnswer = () => contractError(422, 'SELF_EXCLUDED');
    renderPlayer();
    await userEvent.type(await screen.findByLabelText('Your message'), 'hi{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is self-excluded');
  });

  it('renders <img src=x onerror=alert(1)> as text, with no img element', async () => {
    stored = [message(1, { text: '<img src=x onerror=alert(1)> see https://evil.test' })];
    const { container } = renderGuest();
    expect(await screen.findByText('<img src=x onerror=alert(1)> see https://evil.test')).toBeInTheDocument();
    expect(container.ownerDocument.querySelector('[data-testid="chat-panel"] img')).toBeNull();
    expect(within(screen.getByTestId('chat-messages')).queryByRole('link')).toBeNull();
  });

  it('appends a socket message once even when the catch-up brings it again', async () => {
    const socket = fakeSocket();
    renderGuest(socket);
    await screen.findByText('message 2');
    const live = message(3, { text: 'live one' });
    stored = [...stored, live];
    socket.emit((h) => h.onMessage(live));
    socket.emit((h) => h.onMessage(live));
    socket.emit((h) => h.onReconnect());
    await waitFor(() => expect(afterQueries).toEqual(['3']));
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(3));
    expect(screen.getAllByText('live one')).toHaveLength(1);
  });

  it('fetches what it missed after a reconnect', async () => {
    const socket = fakeSocket();
    renderGuest(socket);
    await screen.findByText('message 2');
    stored = [...stored, message(3, { text: 'missed while down' }), message(4, { text: 'also missed' })];
    socket.emit((h) => h.onReconnect());
    expect(await screen.findByText('also missed')).toBeInTheDocument();
    expect(afterQueries).toEqual(['2']);
    expect(screen.getAllByTestId('chat-message').map((m) => m.textContent)).toEqual([
      expect.stringContaining('message 1'),
      expect.stringContaining('message 2'),
      expect.stringContaining('missed while down'),
      expect.stringContaining('also missed'),
    ]);
  });

  it('shows who is away and the player’s own status', async () => {
    const socket = fakeSocket();
    const me = userDetailsFixture().getUser.userId;
    presence = [
      { userId: me, nickname: 'MaxPlayer', status: 'online' },
      { userId: 7, nickname: 'LuckyLou', status: 'online' },
    ];
    renderPlayer(socket);
    expect(await screen.findByTestId('chat-my-status')).toHaveTextContent('You are online');
    socket.emit((h) => h.onPresence({ userId: me, nickname: 'MaxPlayer', status: 'away' }));
    expect(await screen.findByText('You are away')).toBeInTheDocument();
    expect(
      screen.getAllByTestId('chat-presence-entry').find((e) => e.textContent?.includes('MaxPlayer')),
    ).toHaveAttribute('data-status', 'away');
  });

  it('shares the Game Pulse of the last rounds as a card: net results oldest first, one request on a double click', async () => {
    // Newest first, as the backend answers: the last round won 8 on a bet of 2, the first lost its 5.
    rounds = [round(3, 2, 10), round(2, 1, 0), round(1, 5, 0)];
    renderPlayer();
    await screen.findByText('Game Pulse');
    await userEvent.click(button('Game Pulse'));
    expect(await screen.findByTestId('game-pulse-summary')).toHaveTextContent('Last 3 rounds: +€2.00');
    await userEvent.dblClick(button('Share to chat'));
    await waitFor(() => expect(screen.queryByTestId('game-pulse-share')).not.toBeInTheDocument());
    expect(sends).toEqual([
      { text: 'My Game Pulse: +€2.00 over my last 3 rounds', card: { kind: 'gamePulse', points: [-5, -1, 8] } },
    ]);
    const sent = screen
      .getByText('My Game Pulse: +€2.00 over my last 3 rounds')
      .closest('[data-testid="chat-message"]') as HTMLElement;
    expect(
      within(sent).getByRole('img', { name: 'Game Pulse of MaxPlayer: net results of recent rounds' }),
    ).toBeInTheDocument();
  });

  it('says how to get a Game Pulse when there are fewer than two rounds, and offers no share', async () => {
    rounds = [round(1, 2, 0)];
    renderPlayer();
    await screen.findByText('Game Pulse');
    await userEvent.click(button('Game Pulse'));
    expect(await screen.findByTestId('game-pulse-empty')).toHaveTextContent('Play at least two real-money rounds');
    expect(screen.getByRole('link', { name: 'Go to the games' })).toHaveAttribute('href', '/casino');
    expect(screen.queryByText('Share to chat')).not.toBeInTheDocument();
  });

  it('says the rounds could not be loaded, and loads them on Try again', async () => {
    rounds = () => contractError(500, 'INTERNAL_ERROR');
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    saveAccessToken('player-token');
    renderPage(<ChatPanel open onClose={() => undefined} connect={fakeSocket().connect} />, {
      user: userDetailsFixture(),
      route: '/casino',
      queryClient,
    });
    await screen.findByText('Game Pulse');
    await userEvent.click(button('Game Pulse'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your recent rounds could not be loaded.');
    rounds = [round(2, 1, 3), round(1, 1, 0)];
    await userEvent.click(button('Try again'));
    expect(await screen.findByTestId('game-pulse-summary')).toHaveTextContent('Last 2 rounds: +€1.00');
  });

  it('keeps the Game Pulse open with the refusal when sharing fails', async () => {
    rounds = [round(2, 1, 3), round(1, 1, 0)];
    sendAnswer = () => contractError(429, 'RATE_LIMITED', 'Too many', { retryAfterSeconds: 4 });
    renderPlayer();
    await screen.findByText('Game Pulse');
    await userEvent.click(button('Game Pulse'));
    await screen.findByText('Share to chat');
    await userEvent.click(button('Share to chat'));
    expect(await screen.findByTestId('game-pulse-error')).toHaveTextContent('Wait 4 seconds');
    expect(button('Share to chat')).toBeEnabled();
  });

  it('speaks Arabic', async () => {
    renderPlayer(fakeSocket(), 'ar');
    expect(await screen.findByLabelText('رسالتك')).toBeInTheDocument();
  });
});

describe('ChatLauncher', () => {
  it('renders no launcher when chatEnabled is off', () => {
    renderPage(<ChatLauncher connect={fakeSocket().connect} />, { settings: { chatEnabled: false } });
    expect(screen.queryByRole('button', { name: 'Chat' })).not.toBeInTheDocument();
  });

  it('renders none on a game page, and opens the panel from any other', async () => {
    const { unmount } = renderPage(<ChatLauncher connect={fakeSocket().connect} />, {
      settings: { chatEnabled: true },
      route: '/play/book-of-dev',
    });
    expect(screen.queryByRole('button', { name: 'Chat' })).not.toBeInTheDocument();
    unmount();
    renderPage(<ChatLauncher connect={fakeSocket().connect} />, { settings: { chatEnabled: true }, route: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Chat' }));
    expect(await screen.findByRole('dialog', { name: 'Chat' })).toBeInTheDocument();
    expect(await screen.findByText('message 2')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    // The launcher (drawn again once the panel closes) by its test id, then its role and name: a role query in the wait
    // would name every button of the page at each try.
    await waitFor(() => expect(screen.getByTestId('chat-launcher')).toHaveFocus());
    expect(screen.getByTestId('chat-launcher')).toHaveRole('button');
    expect(screen.getByTestId('chat-launcher')).toHaveAccessibleName('Chat');
  });
});
