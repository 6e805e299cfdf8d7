import type { Meta, StoryObj } from '@storybook/react-vite';
import { CookieConsentBanner } from './CookieConsentBanner';

const meta = {
  title: 'Consent/Cookie banner',
  component: CookieConsentBanner,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CookieConsentBanner>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
