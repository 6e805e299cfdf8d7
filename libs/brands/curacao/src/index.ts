export { curacaoTheme as theme } from './lib/theme';
export { curacaoBrand as brand } from './lib/config';
export { CuracaoLogo as Logo } from './lib/Logo';
