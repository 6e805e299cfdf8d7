import type { Meta, StoryObj } from '@storybook/react-vite';
import CountryBlockPopup from './CountryBlockPopup';
import type { ReverifyOutcome } from './reverify';

const data = {
  blocked: true,
  country: 'US',
  countryName: 'United States',
  ip: '198.51.100.7',
  detectedAt: '2026-11-22T10:00:00.000Z',
  excludedCountries: ['US'],
  whitelistedByQuery: false,
  reverseGeocodeUrl: 'https://geo.example/{lat}/{lon}',
};
const answer = (outcome: ReverifyOutcome) => async () => {
  await new Promise((r) => setTimeout(r, 800));
  return outcome;
};

const meta = {
  title: 'Geo/Country block popup',
  component: CountryBlockPopup,
  parameters: { layout: 'fullscreen' },
  args: { data, reverify: answer({ kind: 'stillBlocked', country: 'US' }) },
} satisfies Meta<typeof CountryBlockPopup>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Blocked: Story = {};
export const ReverifyAllowed: Story = { args: { reverify: answer({ kind: 'allowed', country: 'MT' }) } };
export const ReverifyDenied: Story = { args: { reverify: answer({ kind: 'denied' }) } };
