import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: { children: 'Deposit', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'nav', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Log in' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
/** On the navigation bar (header, panel): the bar's text colour, the active colour on hover. */
export const OnNavigation: Story = {
  args: { variant: 'nav', children: 'My account' },
  decorators: [
    (Story) => <div css={(t) => ({ background: t.color.navBackground, padding: t.space.md })}>{Story()}</div>,
  ],
};
export const Danger: Story = { args: { variant: 'danger', children: 'Cancel bonus' } };
export const Loading: Story = { args: { loading: true, loadingLabel: 'Please wait' } };
export const Disabled: Story = { args: { disabled: true } };
export const FullWidth: Story = { args: { fullWidth: true, size: 'lg', children: 'Sign up' } };
