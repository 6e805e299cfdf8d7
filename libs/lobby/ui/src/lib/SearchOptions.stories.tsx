import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchOptions } from './SearchOptions';

const meta = {
  title: 'Lobby/Search options',
  component: SearchOptions,
  parameters: { layout: 'padded' },
  args: {
    id: 'search-results',
    label: 'Search results',
    activeIndex: 0,
    onChoose: () => undefined,
    onActivate: () => undefined,
  },
} satisfies Meta<typeof SearchOptions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Games and a provider for "book", the match marked; the arrows' option (the first) raised and outlined. */
export const Results: Story = {
  args: {
    match: 'book',
    options: [
      { id: 'game-1', label: 'Book of Dev', detail: 'DevPlay' },
      { id: 'game-2', label: 'Big Book', detail: 'Reel Labs' },
      { id: 'provider-3', label: 'Bookworm Studios', detail: '12 games' },
    ],
  },
};

/** Before anything is typed: the last searches, nothing marked. */
export const RecentSearches: Story = {
  args: {
    match: '',
    activeIndex: 1,
    options: [
      { id: 'recent-neon', label: 'neon', detail: 'Recent search', highlight: false },
      { id: 'recent-book', label: 'book', detail: 'Recent search', highlight: false },
    ],
  },
};

/** Right to left: names at the start (the right), details at the end. */
export const Arabic: Story = {
  args: {
    match: 'كتاب',
    options: [
      { id: 'game-1', label: 'كتاب المطور', detail: 'DevPlay' },
      { id: 'game-2', label: 'الكتاب الكبير', detail: 'Reel Labs' },
    ],
  },
  globals: { locale: 'ar', direction: 'rtl' },
};
