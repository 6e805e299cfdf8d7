import type { Meta, StoryObj } from '@storybook/react-vite';
import { WinnersTable } from './WinnersTable';
import { storyWinners } from './fixtures';

const meta = { title: 'Lobby/Winners table', component: WinnersTable, parameters: { layout: 'padded' } } satisfies Meta<
  typeof WinnersTable
>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Latest: Story = { args: { caption: 'Latest winners', rows: storyWinners, locale: 'en' } };
export const Arabic: Story = {
  args: { caption: 'أحدث الفائزين', rows: storyWinners, locale: 'ar' },
  globals: { locale: 'ar' },
};
