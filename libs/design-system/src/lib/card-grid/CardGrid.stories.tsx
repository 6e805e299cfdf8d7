import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../card/Card';
import { Text } from '../typography/Text';
import { CardGrid } from './CardGrid';

/** Cards in as many equal columns as fit (resize the canvas: one column on a phone). */
const meta = {
  title: 'Foundations/Layout/CardGrid',
  component: CardGrid,
  args: { min: 'md', fit: false, gap: 'md', as: 'ul' },
  argTypes: {
    min: { control: 'select', options: ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] },
    gap: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] },
    as: { control: 'select', options: ['div', 'ul', 'ol'] },
  },
} satisfies Meta<typeof CardGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const titles = ['Book of Dead', 'Starburst', 'Gates of Olympus', 'Sweet Bonanza', 'Big Bass Splash'];

export const Default: Story = {
  render: (args) => (
    <CardGrid {...args}>
      {titles.map((title) => {
        const card = (
          <Card>
            <Text weight="bold">{title}</Text>
          </Card>
        );
        return args.as === 'div' ? <div key={title}>{card}</div> : <li key={title}>{card}</li>;
      })}
    </CardGrid>
  ),
};

/** Two cards sharing the row (`fit`) instead of keeping the width of a full row's columns. */
export const Fit: Story = {
  args: { fit: true, min: 'lg' },
  render: (args) => (
    <CardGrid {...args}>
      {titles.slice(0, 2).map((title) => (
        <li key={title}>
          <Card>
            <Text weight="bold">{title}</Text>
          </Card>
        </li>
      ))}
    </CardGrid>
  ),
};
