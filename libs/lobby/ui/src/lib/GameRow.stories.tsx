import type { Meta, StoryObj } from '@storybook/react-vite';
import { GameRow } from './GameRow';
import { GameTile, type TileGame } from './GameTile';
import { storyGames } from './fixtures';

function Row() {
  return (
    <GameRow<TileGame>
      title="Popular games"
      seeAllHref="/casino/popular"
      seeAllLabel="See all"
      items={storyGames(12)}
      keyOf={(g) => g.id}
      renderItem={(g, i) => <GameTile game={g} href={`/casino/games/${g.slug}`} eager={i < 4} />}
    />
  );
}

const meta = { title: 'Lobby/Game row', component: Row, parameters: { layout: 'padded' } } satisfies Meta<typeof Row>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
