import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, SkeletonText } from './Skeleton';

const meta = {
  title: 'Design system/Skeleton',
  component: Skeleton,
  args: { variant: 'text' },
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = {};
export const Rect: Story = { args: { variant: 'rect', width: '16rem', height: '9rem' } };
export const Circle: Story = { args: { variant: 'circle', height: '3rem' } };
export const Paragraph: Story = { render: () => <SkeletonText lines={4} /> };

/** A game tile while the lobby loads: the region says it is busy, the placeholders stay silent. */
export const GameTileLoading: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: '0.5rem', inlineSize: '12rem' }}>
      <Skeleton variant="rect" height="8rem" />
      <Skeleton width="70%" />
      <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
        <Skeleton variant="circle" height="1.5rem" />
        <Skeleton width="40%" />
      </div>
    </div>
  ),
};

/** The shimmer runs from the start of the line: right to left in RTL. */
export const RtlParagraph: Story = {
  render: () => (
    <div dir="rtl">
      <SkeletonText lines={3} lastLineWidth="40%" />
    </div>
  ),
};
