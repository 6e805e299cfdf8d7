import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignUpConsents } from './SignUpConsents';

const meta = {
  title: 'Auth/Sign-up consents',
  component: SignUpConsents,
  parameters: { layout: 'padded' },
  args: { terms: { name: 'terms' } },
} satisfies Meta<typeof SignUpConsents>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The newsletter offered (on by default), then the terms. */
export const WithNewsletter: Story = { args: { newsLetter: { name: 'newsLetter', defaultChecked: true } } };
/** The terms not accepted when the player tried to send. */
export const TermsMissing: Story = { args: { terms: { name: 'terms', error: 'Required' } } };
export const Arabic: Story = { args: WithNewsletter.args, globals: { locale: 'ar' } };
