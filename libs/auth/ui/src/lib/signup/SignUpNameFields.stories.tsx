import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignUpNameFields } from './SignUpNameFields';

const meta = {
  title: 'Auth/Sign-up name fields',
  component: SignUpNameFields,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SignUpNameFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllShown: Story = {
  args: { firstName: { name: 'firstName' }, lastName: { name: 'lastName' }, nickname: { name: 'nickname' } },
};
/** The first name left empty after the player moved on. */
export const WithAnError: Story = { args: { ...AllShown.args, firstName: { name: 'firstName', error: 'Required' } } };
/** The backend lists the nickname only. */
export const NicknameOnly: Story = { args: { nickname: { name: 'nickname' } } };
export const Arabic: Story = { args: WithAnError.args, globals: { locale: 'ar' } };
