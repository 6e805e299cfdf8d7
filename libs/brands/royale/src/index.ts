export { royaleTheme as theme } from './lib/theme';
export { royaleBrand as brand } from './lib/config';
export { RoyaleLogo as Logo } from './lib/Logo';
