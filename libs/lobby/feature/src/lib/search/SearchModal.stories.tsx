import type { Meta, StoryObj } from '@storybook/react-vite';
import { createQueryClient } from '@casino/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { lobbyKeys } from '../../api/lobby-keys';
import { SearchModal } from './SearchModal';

// eslint-disable-next-line casino/no-colour-literals -- stand-in game artwork (the image a provider supplies), not styling
const art = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="#553"/></svg>')}`;
const game = (id: number, name: string, providerName: string) => ({
  id,
  slug: `game-${id}`,
  name,
  provider: 'devplay',
  providerName,
  category: 'slots',
  thumbnailUrl: art,
  rtp: 96,
  minBet: 0.2,
  maxBet: 50,
  maxMultiplier: 5000,
  bonusBuy: false,
  bonusCompatible: true,
  demoAvailable: true,
  tags: [],
  releaseDate: '2024-01-01',
  popularity: 1,
  restrictedCountries: [],
  isFavorite: false,
});

/** The modal with answers already in its cache (no backend in Storybook): "book" finds four games and a provider. */
function Seeded({ q }: { q: string }) {
  const [client] = useState(() => {
    const c = createQueryClient();
    c.setDefaultOptions({ queries: { staleTime: Infinity, retry: false } });
    c.setQueryData(lobbyKeys.search('book'), {
      games: [
        game(1, 'Book of Dev', 'DevPlay'),
        game(2, 'Book Reels 11', 'Hacksaw Dev'),
        game(3, 'Big Book', 'Reel Labs'),
        game(4, 'Bookworm Bonanza', 'Northern Spin'),
      ],
      providers: [{ id: 9, slug: 'bookmakers', name: 'Bookmakers Studio', gameCount: 42, logoUrl: art }],
    });
    c.setQueryData(lobbyKeys.search('zzz'), { games: [], providers: [] });
    return c;
  });
  return (
    <QueryClientProvider client={client}>
      <SearchModal open onClose={() => undefined} params={new URLSearchParams({ q })} />
    </QueryClientProvider>
  );
}

const meta = { title: 'Lobby/Search modal', component: Seeded, parameters: { layout: 'fullscreen' } } satisfies Meta<
  typeof Seeded
>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Results: Story = { args: { q: 'book' } };
export const NothingFound: Story = { args: { q: 'zzz' } };
export const Empty: Story = { args: { q: '' } };
