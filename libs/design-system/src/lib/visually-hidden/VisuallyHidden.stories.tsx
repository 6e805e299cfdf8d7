import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { VisuallyHidden } from './VisuallyHidden';

/** Words for a screen reader only; `onPhones` hides them on a phone only (resize the canvas to see them go). */
const meta = { title: 'Design system/VisuallyHidden', component: VisuallyHidden } satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An icon button named by hidden words. */
export const IconButton: Story = {
  render: () => (
    <Button variant="ghost" size="sm">
      <span aria-hidden="true">★</span>
      <VisuallyHidden>Add to favourites</VisuallyHidden>
    </Button>
  ),
};

/** A label beside its icon on a wide screen, for a screen reader only on a phone. */
export const OnPhones: Story = {
  render: () => (
    <Button variant="secondary" size="sm">
      <span aria-hidden="true">👤</span> <VisuallyHidden onPhones>Account</VisuallyHidden>
    </Button>
  ),
};
