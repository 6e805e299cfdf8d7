// The popup's background lock, loaded on its own (see CountryBlockPopup): only a blocked visitor needs it.
export { BackgroundLock as default } from '@casino/design-system';
