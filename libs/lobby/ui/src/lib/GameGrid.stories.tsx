import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { GameGrid } from './GameGrid';
import { GameTile } from './GameTile';
import { storyGames } from './fixtures';

function Grid({ total, step }: { total: number; step: number }) {
  const all = storyGames(total, { brokenEvery: 17 });
  const [count, setCount] = useState(Math.min(step, total));
  return (
    <GameGrid
      items={all.slice(0, count)}
      total={total}
      keyOf={(g) => g.id}
      label="Games"
      loadMoreLabel="Show more games"
      hasMore={count < total}
      onLoadMore={() => setCount((c) => Math.min(c + step, total))}
      renderItem={(g, i) => <GameTile game={g} href={`/casino/games/${g.slug}`} eager={i < 6} />}
    />
  );
}

const meta = { title: 'Lobby/Game grid', component: Grid, parameters: { layout: 'padded' } } satisfies Meta<
  typeof Grid
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pages of 24, loaded as the end comes near. */
export const Paged: Story = { args: { total: 240, step: 24 } };
/** 10,000 games at once: only the rows near the screen are in the page. */
export const TenThousand: Story = { args: { total: 10_000, step: 10_000 } };
