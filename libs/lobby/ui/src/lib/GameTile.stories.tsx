import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { GameTile, type TileGame } from './GameTile';
import { storyGames } from './fixtures';

const meta = {
  title: 'Lobby/Game tile',
  component: GameTile,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ width: 200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameTile>;
export default meta;
type Story = StoryObj<typeof meta>;

const [game] = storyGames(1) as [TileGame];

export const Guest: Story = { args: { game, href: '/casino/games/game-1' } };

function PlayerTile() {
  const [current, setCurrent] = useState<TileGame>({ ...game, isFavorite: false });
  return (
    <GameTile
      game={current}
      href="/casino/games/game-1"
      onToggleFavorite={(_, favorite) => setCurrent({ ...current, isFavorite: favorite })}
    />
  );
}
export const PlayerWithStar: Story = { args: { game, href: '/casino/games/game-1' }, render: () => <PlayerTile /> };

export const ArtworkFails: Story = {
  args: { game: { ...game, thumbnailUrl: '/missing.png' }, href: '/casino/games/game-1' },
};
