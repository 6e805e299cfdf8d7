export type { BrandConfig, NavigationSystem } from './lib/brand';
export {
  sitePages,
  pageEntry,
  pageKeys,
  pageAtPath,
  resolvePagePath,
  pageTitleKey,
  type PageKey,
  type PageEntry,
  type PageAudience,
  type PageUrlOverrides,
} from './lib/pages';
export {
  settingsPageToSitePage,
  pageUrlOverrides,
  pageAtOverriddenPath,
  routePagePath,
  isPageUrl,
  type PageRouting,
} from './lib/pageUrls';
export { PagePathsProvider, usePagePath } from './lib/pagePaths';
export { mainMenu, accountMenu, footerMenu, visibleMenuItems, type MenuItem, type MenuScope } from './lib/menus';
export { shellRouteModules } from './lib/shellRoutes';
export { sameSitePath, collapseLeadingSlashes } from './lib/sameSitePath';
export { parsePublicOrigins, requirePublicOrigins, publicOriginFor } from './lib/publicOrigin';
export { parseTrustProxy, ipVersion, type TrustProxy } from './lib/trustProxy';
export {
  modalNames,
  depositResultModalNames,
  authModalNames,
  lobbyModalNames,
  rewardsModalNames,
  type ModalName,
  type DepositResultModalName,
  type AuthModalName,
  type LobbyModalName,
  type RewardsModalName,
} from './lib/modals';
