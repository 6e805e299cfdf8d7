import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../badge/Badge';
import { Skeleton, SkeletonText } from '../skeleton/Skeleton';
import { Card, type CardProps } from './Card';

// A neutral placeholder picture that follows the theme (no image file needed).
const media = <Skeleton variant="rect" height="8rem" style={{ animation: 'none', borderRadius: 0 }} />;

const meta = {
  title: 'Design system/Card',
  component: Card,
  args: {
    title: 'Spring Slots Cup',
    children: 'Win a share of 10,000 € in prizes. Every spin on selected slots counts.',
  },
  argTypes: { as: { control: 'inline-radio', options: ['div', 'section', 'article'] } },
  decorators: [(Story) => <div style={{ maxInlineSize: '20rem' }}>{Story()}</div>],
} satisfies Meta<CardProps>;
export default meta;
// The props are a union (static, link, button card): type stories by the props, not by the meta.
type Story = StoryObj<CardProps>;

export const Static: Story = {};
export const WithEverything: Story = {
  args: { as: 'article', header: <Badge tone="accent">New</Badge>, media, footer: <span>Ends Sunday at 23:59</span> },
};
export const LinkCard: Story = {
  args: { as: 'article', to: '/tournaments/spring-cup', media, header: <Badge tone="info">Live</Badge> },
};
export const ButtonCard: Story = {
  args: {
    title: 'Welcome bonus 100%',
    children: 'Up to 200 € on your first deposit.',
    onClick: () => undefined,
    footer: <Badge tone="success">Claimed</Badge>,
  },
};
export const LongTitle: Story = {
  args: {
    title: 'The Extraordinarily Long Named Progressive Jackpot Mega Tournament of the Season',
    to: '/tournaments/long',
    header: <Badge tone="warning">Ends soon</Badge>,
  },
};
export const Loading: Story = {
  render: () => (
    <Card aria-busy="true" media={<Skeleton variant="rect" height="8rem" />}>
      <SkeletonText lines={2} />
    </Card>
  ),
};
export const RtlArabic: Story = {
  args: {
    title: 'بطولة الربيع',
    children: 'اربح حصة من 10,000 €.',
    header: <Badge tone="accent">جديد</Badge>,
    to: '/tournaments/spring-cup',
    media,
  },
  render: (args: CardProps) => (
    <div dir="rtl">
      <Card {...args} />
    </div>
  ),
};
