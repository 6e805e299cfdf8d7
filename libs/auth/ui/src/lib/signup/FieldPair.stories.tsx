import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '@casino/design-system';
import { FieldPair } from './FieldPair';

const meta = { title: 'Auth/Field pair', component: FieldPair, parameters: { layout: 'padded' } } satisfies Meta<
  typeof FieldPair
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side where there is room; one under the other on a narrow screen. */
export const TwoFields: Story = {
  args: {
    children: (
      <>
        <TextField label="City" />
        <TextField label="Postal code" />
      </>
    ),
  },
};
/** One field shown: it takes the row. */
export const OneField: Story = { args: { children: <TextField label="City" /> } };
export const Arabic: Story = { args: TwoFields.args, globals: { locale: 'ar' } };
