import type { BrandConfig } from '@casino/site';
import { curacaoTheme } from './theme';
import { CuracaoFaviconSvg } from './Logo';

export const curacaoBrand: BrandConfig = {
  id: 'curacao',
  name: 'Curaçao Casino',
  navigationSystem: 'basic',
  defaultLocale: 'en',
  themeColor: curacaoTheme.color.headerBackground,
  faviconSvg: CuracaoFaviconSvg,
};
