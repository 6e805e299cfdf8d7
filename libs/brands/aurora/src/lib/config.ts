import type { BrandConfig } from '@casino/site';
import { auroraTheme } from './theme';
import { AuroraFaviconSvg } from './Logo';

export const auroraBrand: BrandConfig = {
  id: 'aurora',
  name: 'Aurora Casino',
  navigationSystem: 'basic',
  defaultLocale: 'en',
  themeColor: auroraTheme.color.headerBackground,
  faviconSvg: AuroraFaviconSvg,
};
