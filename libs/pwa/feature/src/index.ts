export {
  MANIFEST_PATH,
  PWA_ICONS,
  buildWebManifest,
  shortNameOf,
  type ManifestIcon,
  type ManifestInput,
  type WebAppManifest,
} from './lib/webManifest';
export { manifestProblems, isCssColour, type FetchedIcon } from './lib/manifestProblems';
export { readPngSize } from './lib/png';
export { pwaLinks } from './lib/pwaLinks';
export { InstallPrompt, type InstallPromptProps } from './lib/InstallPrompt';
export { installDismissedKey, INSTALL_SNOOZE_MS, type BeforeInstallPromptEvent } from './lib/installPromptState';
