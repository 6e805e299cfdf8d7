import type { BrandConfig } from '@casino/site';
import { royaleTheme } from './theme';
import { RoyaleFaviconSvg } from './Logo';

export const royaleBrand: BrandConfig = {
  id: 'royale',
  name: 'Royale Casino',
  navigationSystem: 'basic',
  defaultLocale: 'en',
  themeColor: royaleTheme.color.headerBackground,
  faviconSvg: RoyaleFaviconSvg,
};
