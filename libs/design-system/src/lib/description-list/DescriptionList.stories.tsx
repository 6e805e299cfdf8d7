import type { Meta, StoryObj } from '@storybook/react-vite';
import { DescriptionList } from './DescriptionList';

/** Terms and their details in each layout (switch direction in the toolbar: the rows' details move to the left). */
const meta = {
  title: 'Foundations/Layout/DescriptionList',
  component: DescriptionList,
  args: { layout: 'grid' },
  argTypes: { layout: { control: 'select', options: ['grid', 'rows', 'inline'] } },
} satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

const terms: [string, string][] = [
  ['Wagering', '35×'],
  ['Minimum deposit', '20.00 €'],
  ['Expires', 'in 7 days'],
];

export const Grid: Story = {
  render: (args) => (
    <DescriptionList {...args}>
      {terms.map(([term, detail]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </DescriptionList>
  ),
};

/** Each pair a row: a balance and its parts. */
export const Rows: Story = { args: { layout: 'rows' }, render: Grid.render };

/** Each detail beside its term: a game's provider and RTP. */
export const Inline: Story = { args: { layout: 'inline' }, render: Grid.render };

/** Fine print: the details at the terms' size and the body's weight (a bonus card's terms). */
export const FinePrint: Story = {
  args: { layout: 'inline', size: 'sm', detailWeight: 'regular' },
  render: Grid.render,
};
