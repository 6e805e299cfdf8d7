import type { Meta, StoryObj } from '@storybook/react-vite';
import { css, type Theme } from '@emotion/react';
import { LogoLockup } from './LogoLockup';

const mark = (
  <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32">
    <circle cx="16" cy="16" r="14" fill="currentColor" />
  </svg>
);

const meta = {
  title: 'Design system/Logo lockup',
  component: LogoLockup,
  args: { mark, brandName: 'Demo Casino', compact: false },
  // On the header's colours, where brands show their logo.
  decorators: [
    (Story) => (
      <div
        css={(th: Theme) => css`
          background: ${th.color.headerBackground};
          color: ${th.color.headerText};
          padding: 1rem;
        `}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LogoLockup>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const Compact: Story = { args: { compact: true } };
