import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExternalLink, Link, NavLink } from './Link';

const meta = {
  title: 'Design system/Link',
  component: Link,
  args: { to: '/promotions', children: 'See all promotions', appearance: 'inline' },
  argTypes: { appearance: { control: 'select', options: ['inline', 'subtle', 'primary', 'secondary', 'ghost', 'danger'] } },
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
