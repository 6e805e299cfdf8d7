import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExternalLink, Link, NavLink } from './Link';
import { PathLink } from './PathLink';

const meta = {
  title: 'Design system/Link',
  component: Link,
  args: { to: '/promotions', children: 'See all promotions', appearance: 'inline' },
  argTypes: {
    appearance: { control: 'select', options: ['inline', 'subtle', 'primary', 'secondary', 'ghost', 'danger'] },
  },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};
export const AsButton: Story = { args: { appearance: 'primary', children: 'Deposit now', to: '/deposit' } };
export const Navigation: Story = {
  render: () => (
    <nav style={{ display: 'flex', gap: '1rem' }}>
      <NavLink to="/">Home</NavLink>
      <NavLink to="/casino">Casino</NavLink>
    </nav>
  ),
};
export const External: Story = {
  render: () => (
    <ExternalLink href="https://example.org" target="_blank">
      Responsible gaming help
    </ExternalLink>
  ),
};

/** Anchors for the long lists a page repeats (tiles, the header's and footer's navigation): the story's router follows them. */
export const PathLinks: Story = {
  render: () => (
    <nav style={{ display: 'flex', gap: '1rem' }}>
      <PathLink href="/" appearance="subtle" current>
        Home
      </PathLink>
      <PathLink href="/casino" appearance="subtle">
        Casino
      </PathLink>
      <PathLink href="/promotions" appearance="secondary" size="sm">
        Promotions
      </PathLink>
    </nav>
  ),
};
