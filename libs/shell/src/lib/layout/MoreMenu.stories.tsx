import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '@emotion/react';
import { ShellIcon } from './icons';
import { MoreMenu } from './MoreMenu';
import type { NavItem } from './types';

const overflow: NavItem[] = [
  { key: 'promotions', to: '/promotions', label: 'Promotions', icon: <ShellIcon name="gift" /> },
  { key: 'tournaments', to: '/tournaments', label: 'Tournaments', icon: <ShellIcon name="trophy" /> },
  { key: 'vipClub', to: '/vip-club', label: 'VIP club', icon: <ShellIcon name="crown" /> },
  { key: 'cashback', to: '/cashback', label: 'Cashback', icon: <ShellIcon name="cash" /> },
];

/** The header's "More" disclosure on a header-coloured bar; the menu opens towards the line's start from its end. */
const meta = {
  title: 'Shell/Layout/More menu',
  component: MoreMenu,
  parameters: { layout: 'fullscreen' },
  args: { items: overflow, defaultOpen: false },
  decorators: [
    (Story) => (
      <div
        css={(th) => css`
          display: flex;
          justify-content: center;
          padding: ${th.space.md};
          min-height: 20rem;
          background: ${th.color.background};
          & > div {
            align-self: flex-start;
            padding: ${th.space.sm};
            background: ${th.color.headerBackground};
            color: ${th.color.headerText};
            border-radius: ${th.radius.md};
          }
        `}
      >
        <div>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof MoreMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const OpenArabic: Story = { args: { defaultOpen: true }, globals: { locale: 'ar', direction: 'rtl' } };
