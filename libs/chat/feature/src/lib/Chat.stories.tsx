import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChatMessage, ChatPresence, ChatSettings } from '@casino/api-contract';
import { createQueryClient } from '@casino/query';
import { SessionProvider, sessionFromDetails, signedOutState } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { chatKeys } from '../api/chat-keys';
import ChatPanel from './ChatPanel';
import type { ConnectChatSocket } from './chatSocket';

const me = userDetailsFixture().getUser.userId;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 10, minutes)).toISOString();
const messages: ChatMessage[] = [
  {
    id: 1,
    roomId: 1,
    userId: 7,
    nickname: 'LuckyLou',
    nameColor: 'accent',
    text: 'Anyone tried the new megaways?',
    createdAt: at(1),
  },
  {
    id: 2,
    roomId: 1,
    userId: 8,
    nickname: 'SpinQueen',
    nameColor: 'success',
    text: '<img src=x onerror=alert(1)> is just text here, and so is https://example.test',
    createdAt: at(2),
  },
  {
    id: 3,
    roomId: 1,
    userId: me,
    nickname: 'MaxPlayer',
    nameColor: 'info',
    text: 'Yes! Here is my session:',
    createdAt: at(3),
    card: { kind: 'gamePulse', points: [-1, -1, 5, -1, 2.5, -1, 8] },
  },
];
const settings: ChatSettings = { nameColor: 'info', nickname: 'MaxPlayer' };

/** No server in Storybook: a socket that never speaks. */
const silentSocket: ConnectChatSocket = () => ({ close: () => undefined });

function Chat({ signedIn, away, view }: { signedIn: boolean; away: boolean; view: 'messages' | 'settings' }) {
  const [user] = useState(() => userDetailsFixture());
  const [client] = useState(() => {
    const c = createQueryClient();
    c.setDefaultOptions({ queries: { staleTime: Infinity, retry: false } });
    c.setQueryData(chatKeys.rooms(), [
      { id: 1, slug: 'lobby', name: 'Lobby', language: 'en' },
      { id: 2, slug: 'high-rollers', name: 'High rollers', language: 'en' },
    ]);
    c.setQueryData(chatKeys.messages(1), messages);
    c.setQueryData(chatKeys.settings(), settings);
    const presence: ChatPresence[] = [
      { userId: me, nickname: 'MaxPlayer', status: away ? 'away' : 'online' },
      { userId: 7, nickname: 'LuckyLou', status: 'online' },
      { userId: 8, nickname: 'SpinQueen', status: 'away' },
    ];
    c.setQueryData(chatKeys.presence(), presence);
    return c;
  });
  return (
    <QueryClientProvider client={client}>
      <SessionProvider initial={signedIn ? sessionFromDetails(user) : signedOutState}>
        <main>
          <p>The page behind the docked chat.</p>
        </main>
        <ChatPanel key={view} open onClose={() => undefined} connect={silentSocket} />
      </SessionProvider>
    </QueryClientProvider>
  );
}

const meta = { title: 'Chat/Chat panel', component: Chat, parameters: { layout: 'fullscreen' } } satisfies Meta<
  typeof Chat
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = { args: { signedIn: false, away: false, view: 'messages' } };
export const Player: Story = { args: { signedIn: true, away: false, view: 'messages' } };
export const Away: Story = { args: { signedIn: true, away: true, view: 'messages' } };
/** Press "Settings" in the panel: colours, font size, nickname and name colour. */
export const Settings: Story = { args: { signedIn: true, away: false, view: 'settings' } };
export const Arabic: Story = { args: { signedIn: true, away: false, view: 'messages' }, globals: { locale: 'ar' } };
