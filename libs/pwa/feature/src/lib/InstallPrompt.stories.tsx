import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { InstallPrompt } from './InstallPrompt';
import { installDismissedKey } from './installPromptState';

/** The banner as the browser offers installation: a stand-in event whose dialog answers "accepted" after a moment. */
function Offered({ brandName }: { brandName: string }) {
  useEffect(() => {
    try {
      localStorage.removeItem(installDismissedKey);
    } catch {
      // storage refused: the banner shows all the same
    }
    const timer = setTimeout(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: new Promise((r) => setTimeout(() => r({ outcome: 'accepted' }), 600)),
      });
      window.dispatchEvent(event);
    }, 50);
    return () => clearTimeout(timer);
  }, []);
  return <InstallPrompt enabled brandName={brandName} pathname="/" />;
}

const meta = { title: 'PWA/Install prompt', component: Offered, parameters: { layout: 'fullscreen' } } satisfies Meta<
  typeof Offered
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { args: { brandName: 'Curaçao Casino' } };
export const Arabic: Story = { args: { brandName: 'كازينو كوراساو' }, globals: { locale: 'ar' } };
