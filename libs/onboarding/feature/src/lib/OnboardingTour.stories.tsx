import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { OnboardingTour } from './OnboardingTour';

/** The tour as a new player sees it; finishing or skipping closes it, a button brings it back in the story. */
function Tour({ brandName }: { brandName: string }) {
  const [open, setOpen] = useState(true);
  const [key, setKey] = useState(0);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setKey(key + 1);
          setOpen(true);
        }}
      >
        Restart
      </button>
      <OnboardingTour
        key={key}
        open={open}
        brandName={brandName}
        onFinish={() => setOpen(false)}
        onSkip={() => setOpen(false)}
      />
    </>
  );
}

const meta = { title: 'Onboarding/Tour', component: Tour, parameters: { layout: 'fullscreen' } } satisfies Meta<
  typeof Tour
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { args: { brandName: 'Curaçao Casino' } };
export const Arabic: Story = { args: { brandName: 'كازينو كوراساو' }, globals: { locale: 'ar' } };
/** At 360 px the dialog is a full-screen sheet. */
export const Phone: Story = { args: { brandName: 'Panel Casino' }, globals: { viewport: { value: 'mobile1' } } };
