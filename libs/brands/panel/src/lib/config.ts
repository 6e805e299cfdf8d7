import type { BrandConfig } from '@casino/site';
import { panelTheme } from './theme';
import { PanelFaviconSvg } from './Logo';

export const panelBrand: BrandConfig = {
  id: 'panel',
  name: 'Panel Casino',
  navigationSystem: 'panel',
  defaultLocale: 'en',
  themeColor: panelTheme.color.headerBackground,
  faviconSvg: PanelFaviconSvg,
};
