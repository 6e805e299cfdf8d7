import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../layout/Stack';
import { Heading, Text } from './Text';

/** The type scale of each brand: its heading face, sizes and tones (switch brands and direction in the toolbar). */
const meta = {
  title: 'Foundations/Typography/Text',
  component: Text,
  args: {
    children: 'Deposit with a card, a wallet or crypto; the money is on your balance within seconds.',
    size: 'md',
    tone: 'default',
    weight: 'regular',
  },
  argTypes: {
    size: { control: 'select', options: ['xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'display'] },
    tone: { control: 'select', options: ['default', 'muted', 'inherit'] },
    weight: { control: 'select', options: ['regular', 'medium', 'bold'] },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Muted: Story = { args: { tone: 'muted', size: 'sm' } };

/** Every step of the type scale as running text. */
export const TypeScale: Story = {
  render: () => (
    <Stack gap="sm">
      {(['display', 'xxl', 'xl', 'lg', 'md', 'sm', 'xs'] as const).map((size) => (
        <Text key={size} size={size}>
          {size}: Spin the reels tonight
        </Text>
      ))}
    </Stack>
  ),
};

/** Headings h1 to h6 at their default sizes, then an h2 drawn small: the level is the outline, the size the look. */
export const Headings: Story = {
  render: () => (
    <Stack gap="sm">
      {([1, 2, 3, 4, 5, 6] as const).map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
      <Heading level={2} size="sm" tone="muted">
        A section’s h2 drawn small
      </Heading>
    </Stack>
  ),
};

export const RtlArabic: Story = {
  render: () => (
    <Stack gap="xs" dir="rtl">
      <Heading level={2}>العروض الترويجية</Heading>
      <Text tone="muted">أودع بالبطاقة أو المحفظة أو العملات المشفرة.</Text>
    </Stack>
  ),
};
