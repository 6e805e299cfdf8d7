export { panelTheme as theme } from './lib/theme';
export { panelBrand as brand } from './lib/config';
export { PanelLogo as Logo } from './lib/Logo';
