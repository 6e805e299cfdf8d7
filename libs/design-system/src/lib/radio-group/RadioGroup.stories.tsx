import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Design system/RadioGroup',
  component: RadioGroup,
  args: {
    legend: 'Mode',
    value: 'demo',
    onChange: () => undefined,
    options: [],
    direction: 'column',
    variant: 'plain',
  },
  argTypes: {
    direction: { control: 'select', options: ['column', 'row'] },
    variant: { control: 'select', options: ['plain', 'card'] },
    disabled: { control: 'boolean' },
  },
  // Each story keeps the picked value itself: the controls set the look, a click picks.
  render: function RadioGroupStory({ options, value: initial, ...args }) {
    const [value, setValue] = useState(initial);
    return <RadioGroup {...args} options={options} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two options side by side: how a game is played. */
export const Row: Story = {
  args: {
    legend: 'Mode',
    direction: 'row',
    value: 'demo',
    options: [
      { value: 'demo', label: 'Demo' },
      { value: 'real', label: 'Real money' },
    ],
  },
};

/** Options one under another, with a quieter second line. */
export const WithDescriptions: Story = {
  args: {
    legend: 'Network',
    value: 'TRC20',
    options: [
      { value: 'TRC20', label: 'TRC20', description: 'Tron · fee about 1 USDT' },
      { value: 'ERC20', label: 'ERC20', description: 'Ethereum · fee about 5 USDT' },
      { value: 'BEP20', label: 'BEP20', description: 'BNB Chain · unavailable now', disabled: true },
    ],
  },
};

/** Each option a card, outlined in the brand's colour once picked (durations of a break, networks, methods). */
export const Cards: Story = {
  args: {
    legend: 'Take a break for',
    variant: 'card',
    direction: 'row',
    value: '7',
    options: [
      { value: '1', label: '24 hours' },
      { value: '7', label: '7 days' },
      { value: '30', label: '30 days' },
      { value: '90', label: '90 days' },
    ],
  },
};

/** A picture before each card's words, in as many equal columns as fit (the cashier's payment methods). */
export const CardsWithMedia: Story = {
  args: {
    legend: 'Payment method',
    variant: 'card',
    direction: 'grid',
    value: 2,
    options: [1, 2, 3].map((id) => ({
      value: id,
      label: ['Visa / Mastercard', 'Skrill', 'Bitcoin'][id - 1],
      description: '10 – 5,000 €',
      media: (
        <span
          aria-hidden="true"
          style={{
            inlineSize: 56,
            blockSize: 36,
            display: 'grid',
            placeItems: 'center',
            border: '1px dashed currentColor',
            borderRadius: 4,
          }}
        >
          {['VM', 'SK', 'BT'][id - 1]}
        </span>
      ),
      labelProps: { 'data-method-id': id },
    })),
  },
};

/** A send in flight: the whole group waits. */
export const Disabled: Story = { args: { ...Row.args, disabled: true } };
