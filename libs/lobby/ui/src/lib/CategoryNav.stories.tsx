import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoryNav, type CategoryNavItem } from './CategoryNav';

const categories = (current: string | undefined, names: readonly (readonly [string, string])[]): CategoryNavItem[] =>
  names.map(([slug, label]) => ({
    label,
    href: slug ? `/casino?category=${slug}` : '/casino',
    current: slug === (current ?? ''),
  }));

const english = [
  ['', 'All games'],
  ['slots', 'Slots'],
  ['table-games', 'Table Games'],
  ['live-casino', 'Live Casino'],
  ['jackpots', 'Jackpots'],
  ['crash', 'Crash'],
] as const;

const meta = {
  title: 'Lobby/Category navigation',
  component: CategoryNav,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CategoryNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /casino: "All games" is the page shown. */
export const AllGames: Story = { args: { label: 'Game categories', items: categories(undefined, english) } };

/** A category chosen: its link is the primary one. */
export const TableGamesChosen: Story = {
  args: { label: 'Game categories', items: categories('table-games', english) },
};

/** On a phone the row scrolls sideways instead of wrapping above the games. */
export const Phone: Story = {
  args: {
    label: 'Game categories',
    items: categories('live-casino', [
      ...english,
      ['megaways', 'Megaways'],
      ['bonus-buy', 'Bonus Buy'],
      ['new', 'New'],
    ]),
  },
  globals: { viewport: { value: 'mobile1' } },
};

/** Right to left: the row starts on the right. */
export const Arabic: Story = {
  args: {
    label: 'فئات الألعاب',
    items: categories('slots', [
      ['', 'كل الألعاب'],
      ['slots', 'سلوتس'],
      ['table-games', 'ألعاب الطاولة'],
      ['live-casino', 'الكازينو المباشر'],
    ]),
  },
  globals: { locale: 'ar', direction: 'rtl' },
};
