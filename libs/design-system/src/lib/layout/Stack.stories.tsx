import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { Badge } from '../badge/Badge';
import { Heading, Text } from '../typography/Text';
import { Inline, Stack } from './Stack';

/** Layout primitives: the spacing scale of each brand (switch brands and direction in the toolbar). */
const meta = {
  title: 'Foundations/Layout/Stack',
  component: Stack,
  args: { gap: 'md', align: 'stretch' },
  argTypes: {
    gap: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] },
    align: { control: 'select', options: ['stretch', 'start', 'center', 'end'] },
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = { padding: '0.75rem', border: '1px dashed currentColor' } as const;

export const Default: Story = {
  render: (args) => (
    <Stack {...args}>
      <div style={box}>First</div>
      <div style={box}>Second</div>
      <div style={box}>Third</div>
    </Stack>
  ),
};

/** Every step of the brand's spacing scale, as the gap of a stack. */
export const SpacingScale: Story = {
  render: () => (
    <Stack gap="lg">
      {(['xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const).map((gap) => (
        <Stack key={gap} gap="xs">
          <Text size="sm" tone="muted">
            gap “{gap}”
          </Text>
          <Inline gap={gap} wrap={false}>
            <span style={box}>A</span>
            <span style={box}>B</span>
            <span style={box}>C</span>
          </Inline>
        </Stack>
      ))}
    </Stack>
  ),
};

/** A list laid out as a stack: no bullets or indent, each item an `li` a screen reader counts. */
export const AsList: Story = {
  render: () => (
    <Stack as="ul" gap="sm" aria-label="Bonuses">
      <li style={box}>Welcome bonus</li>
      <li style={box}>Weekly cashback</li>
      <li style={box}>Free spins</li>
    </Stack>
  ),
};

/** A section built only from primitives: heading, text, a row of badges and a row of buttons that wraps on a phone. */
export const SectionFromPrimitives: Story = {
  render: () => (
    <Stack as="section" gap="md" aria-labelledby="welcome-heading">
      <Heading level={2} id="welcome-heading">
        Welcome bonus
      </Heading>
      <Text tone="muted">100% up to €200 on your first deposit, with 50 free spins.</Text>
      <Inline gap="xs">
        <Badge tone="accent">New</Badge>
        <Badge tone="info">Wagering 35×</Badge>
      </Inline>
      <Inline gap="sm">
        <Button>Claim</Button>
        <Button variant="secondary">Terms</Button>
      </Inline>
    </Stack>
  ),
};

export const RtlArabic: Story = {
  render: () => (
    <Stack gap="sm" dir="rtl">
      <Heading level={3}>مكافأة الترحيب</Heading>
      <Inline gap="sm">
        <Button>احصل عليها</Button>
        <Button variant="secondary">الشروط</Button>
      </Inline>
    </Stack>
  ),
};
