import type { StorybookConfig } from '@storybook/react-vite';

/** One Storybook for every library: designers browse all brands from one place. */
const config: StorybookConfig = {
  // Every lib's stories, and the workspace-wide ones here (the brand logo of the toolbar's brand).
  stories: ['../libs/**/src/**/*.stories.@(ts|tsx)', './*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
