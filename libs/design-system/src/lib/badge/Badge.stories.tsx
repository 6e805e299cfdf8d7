import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const meta = {
  title: 'Design system/Badge',
  component: Badge,
  args: { children: 'Pending', tone: 'neutral' },
  argTypes: { tone: { control: 'select', options: ['neutral', 'info', 'success', 'warning', 'danger', 'accent'] } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Info: Story = { args: { tone: 'info', children: 'In review' } };
export const Success: Story = { args: { tone: 'success', children: 'Claimed' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Expires soon' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Rejected' } };
export const Accent: Story = { args: { tone: 'accent', children: 'New' } };
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      <Badge>Pending</Badge>
      <Badge tone="info">In review</Badge>
      <Badge tone="success">Claimed</Badge>
      <Badge tone="warning">Expires soon</Badge>
      <Badge tone="danger">Rejected</Badge>
      <Badge tone="accent">New</Badge>
    </div>
  ),
};
/** Long text is cut with an ellipsis inside a narrow container rather than breaking the layout. */
export const LongTextInNarrowBox: Story = {
  render: () => (
    <div style={{ inlineSize: '8rem' }}>
      <Badge tone="info">Waiting for document verification</Badge>
    </div>
  ),
};
export const RtlArabic: Story = {
  render: () => (
    <p dir="rtl">
      مكافأة الترحيب <Badge tone="success">تم الاستلام</Badge>
    </p>
  ),
};
