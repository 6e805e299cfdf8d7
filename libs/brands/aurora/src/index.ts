export { auroraTheme as theme } from './lib/theme';
export { auroraBrand as brand } from './lib/config';
export { AuroraLogo as Logo } from './lib/Logo';
