import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignUpAddressFields } from './SignUpAddressFields';

const meta = {
  title: 'Auth/Sign-up address fields',
  component: SignUpAddressFields,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SignUpAddressFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllShown: Story = {
  args: { address: { name: 'address' }, city: { name: 'city' }, zipCode: { name: 'zipCode' } },
};
/** City and postal code without the street: the pair alone. */
export const CityAndPostalCode: Story = {
  args: { city: { name: 'city' }, zipCode: { name: 'zipCode', error: 'Too long' } },
};
export const Arabic: Story = { args: AllShown.args, globals: { locale: 'ar' } };
