import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { Text } from '../typography/Text';
import { Section } from './Section';

/** A titled part of a page (switch brands and direction in the toolbar: the actions move to the other end in Arabic). */
const meta = {
  title: 'Foundations/Layout/Section',
  component: Section,
  args: { heading: 'Top games', level: 2, gap: 'md' },
  argTypes: {
    level: { control: 'select', options: [2, 3, 4] },
    gap: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] },
  },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = { padding: '0.75rem', border: '1px dashed currentColor' } as const;

export const Default: Story = {
  render: (args) => (
    <Section {...args}>
      <div style={box}>The section’s content</div>
      <div style={box}>One under another, the gap apart</div>
    </Section>
  ),
};

/** Actions at the end of the heading's row, wrapping under it on a narrow screen, and a muted line under the heading. */
export const WithActionsAndDescription: Story = {
  args: {
    heading: 'Promotions',
    description: 'New offers every week',
    actions: (
      <Button variant="secondary" size="sm">
        See all
      </Button>
    ),
  },
  render: Default.render,
};

/** A section inside a section: the outline's level and the look's size chosen apart. */
export const Nested: Story = {
  render: () => (
    <Section heading="Your account" gap="lg">
      <Section heading="Balance" level={3} headingSize="md">
        <Text>Real money 120.00 €</Text>
      </Section>
      <Section heading="Bonuses" level={3} headingSize="md" description="Wagering left before a withdrawal">
        <Text>Welcome bonus 35×</Text>
      </Section>
    </Section>
  ),
};
