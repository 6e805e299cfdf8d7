// The lobby reads the brand's settings through the page layer's hook.
export { useAppSettings } from '@casino/page';
