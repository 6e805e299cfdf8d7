import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { GameListFilters, type GameListFiltersProps } from './GameListFilters';

const english: GameListFiltersProps = {
  label: 'Filter and sort games',
  providerLabel: 'Provider',
  anyProviderLabel: 'All providers',
  providers: [
    { value: 'devplay', label: 'DevPlay (21)' },
    { value: 'reel-labs', label: 'Reel Labs (12)' },
    { value: 'northern-spin', label: 'Northern Spin (9)' },
  ],
  onProviderChange: () => undefined,
  sortLabel: 'Sort by',
  sorts: [
    { value: 'popular', label: 'Popular' },
    { value: 'releaseDate', label: 'Release date' },
    { value: 'name', label: 'Name' },
    { value: 'rtp', label: 'RTP' },
  ],
  sort: 'popular',
  onSortChange: () => undefined,
  onUnplayedChange: () => undefined,
  applyLabel: 'Apply',
};

const arabic: GameListFiltersProps = {
  ...english,
  label: 'تصفية الألعاب وترتيبها',
  providerLabel: 'المزوّد',
  anyProviderLabel: 'كل المزوّدين',
  sortLabel: 'ترتيب حسب',
  sorts: [
    { value: 'popular', label: 'الأكثر شعبية' },
    { value: 'releaseDate', label: 'تاريخ الإصدار' },
    { value: 'name', label: 'الاسم' },
    { value: 'rtp', label: 'نسبة العائد' },
  ],
  unplayedLabel: 'إظهار الألعاب التي لم تُلعب فقط',
  applyLabel: 'تطبيق',
};

/** The filters with their own state, as the page keeps them in the URL: every field answers. */
function Filters(props: GameListFiltersProps) {
  const [provider, setProvider] = useState(props.provider);
  const [sort, setSort] = useState(props.sort);
  const [unplayed, setUnplayed] = useState(props.unplayed ?? false);
  return (
    <GameListFilters
      {...props}
      provider={provider}
      onProviderChange={setProvider}
      sort={sort}
      onSortChange={setSort}
      unplayed={unplayed}
      onUnplayedChange={setUnplayed}
    />
  );
}

const meta = {
  title: 'Lobby/Game list filters',
  component: GameListFilters,
  parameters: { layout: 'padded' },
  render: (args) => <Filters {...args} />,
} satisfies Meta<typeof GameListFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: provider and sort. */
export const Guest: Story = { args: english };

/** A player: "Show only unplayed" too, with a provider and an order chosen. */
export const Player: Story = {
  args: { ...english, provider: 'reel-labs', sort: 'rtp', unplayedLabel: 'Show only unplayed', unplayed: true },
};

/** A provider's own page: no provider to choose. */
export const ProviderPage: Story = { args: { ...english, providers: undefined } };

/** On a phone the fields keep their row: each field's own minimum width wins over the form's 11rem (a rule of zero specificity). */
export const PlayerOnAPhone: Story = {
  args: { ...english, unplayedLabel: 'Show only unplayed' },
  globals: { viewport: { value: 'mobile1' } },
};

/** Right to left. */
export const Arabic: Story = { args: arabic, globals: { locale: 'ar', direction: 'rtl' } };
