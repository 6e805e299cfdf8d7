import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Badge } from '../badge/Badge';
import { Button } from '../button/Button';
import { Card } from '../card/Card';
import { CardGrid } from '../card-grid/CardGrid';
import { DescriptionList } from '../description-list/DescriptionList';
import { InlineConfirm } from '../inline-confirm/InlineConfirm';
import { Notice } from '../notice/Notice';
import { ProgressBar } from '../progress-bar/ProgressBar';
import { RadioGroup } from '../radio-group/RadioGroup';
import { Section } from '../section/Section';
import { Select } from '../select/Select';
import { TextField } from '../text-field/TextField';
import { Heading, Text } from '../typography/Text';
import { Inline, Stack } from './Stack';

/**
 * The shapes of the product's pages, drawn with the design system's primitives alone: no `css` prop, no style of a
 * page's own. Switch brands and direction in the toolbar to see each brand's type, spacing and colours, right to left.
 * A feature's page is one of these with its data in it.
 */
const meta = { title: 'Foundations/Page layouts' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const games = ['Book of Dead', 'Starburst', 'Gates of Olympus', 'Sweet Bonanza', 'Big Bass Splash', 'Reactoonz'];

/** A list page (the lobby, tournaments, promotions): the title, filters in a row, a grid of cards. */
export const ListPage: Story = {
  render: () => (
    <Stack gap="lg">
      <Stack as="header" gap="md">
        <Heading level={1}>Slots</Heading>
        <Text tone="muted">1,204 games from 38 providers</Text>
      </Stack>
      <Inline as="form" gap="md" align="end" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
        <Select
          label="Provider"
          value=""
          onChange={() => undefined}
          options={[
            { value: '', label: 'Any provider' },
            { value: 'play-n-go', label: "Play'n GO" },
          ]}
        />
        <Button type="submit" variant="secondary">
          Apply
        </Button>
      </Inline>
      <CardGrid as="ul" min="md" gap="md" aria-label="Games">
        {games.map((game) => (
          <li key={game}>
            <Card title={game} href="#" footer={<Badge tone="info">New</Badge>}>
              <Text size="sm" tone="inherit">
                Play&apos;n GO · RTP 96.2 %
              </Text>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Stack>
  ),
};

/** A form page (the deposit, limits, profile): sections of fields, a choice among cards, one send button. */
export const FormPage: Story = {
  render: function FormPage() {
    const [method, setMethod] = useState('card');
    return (
      <Stack gap="lg">
        <Heading level={1}>Deposit</Heading>
        <Stack as="form" gap="lg" noValidate aria-label="Deposit" onSubmit={(event) => event.preventDefault()}>
          <RadioGroup
            legend="Payment method"
            variant="card"
            direction="grid"
            value={method}
            onChange={setMethod}
            options={[
              { value: 'card', label: 'Visa / Mastercard', description: '10 – 5,000 €' },
              { value: 'skrill', label: 'Skrill', description: '10 – 2,000 €' },
              { value: 'btc', label: 'Bitcoin', description: 'from 20 €' },
            ]}
          />
          <Section heading="Amount" level={2} headingSize="lg" gap="sm">
            <TextField label="Amount" hint="Between 10 € and 5,000 €" inputMode="decimal" defaultValue="50" />
          </Section>
          <Notice tone="info" title="Welcome bonus">
            100 % up to 200 € on this deposit.
          </Notice>
          <Inline gap="sm">
            <Button type="submit">Deposit 50 €</Button>
            <Button variant="ghost">Cancel</Button>
          </Inline>
        </Stack>
      </Stack>
    );
  },
};

/** An account page (the wallet, a bonus, verification): titled sections of terms and details, a confirmation inline. */
export const AccountPage: Story = {
  render: () => (
    <Stack gap="lg">
      <Heading level={1}>Wallet</Heading>
      <Section heading="Balance" actions={<Button size="sm">Deposit</Button>}>
        <DescriptionList layout="rows">
          <div>
            <dt>Real money</dt>
            <dd>120.00 €</dd>
          </div>
          <div>
            <dt>Bonus money</dt>
            <dd>35.00 €</dd>
          </div>
        </DescriptionList>
      </Section>
      <Section heading="Pending withdrawal" description="Requested 1 December, 18:04">
        <Stack gap="sm">
          <Inline gap="sm" justify="between">
            <Text weight="bold" numeric>
              80.00 €
            </Text>
            <Badge tone="warning">Pending</Badge>
          </Inline>
          <ProgressBar value={1} max={3} label="Review" valueText="Step 1 of 3" />
          <InlineConfirm
            label="Cancel withdrawal"
            question="Cancel this withdrawal? The 80.00 € go back to your balance."
            confirmLabel="Yes, cancel it"
            keepLabel="Keep it"
            onConfirm={() => undefined}
          />
        </Stack>
      </Section>
    </Stack>
  ),
};
