export { brandE2eConfig, backendPortFor, type BrandE2eOptions } from './config';
export { smokeJourney, type BrandUnderTest } from './smokeJourney';
export {
  homeBudget,
  initialScriptUrls,
  HOME_JS_BUDGET_BYTES,
  LOBBY_JS_BUDGET_BYTES,
  CASHIER_JS_BUDGET_BYTES,
} from './budget';
export { watchPage, waitForHydration, openMainNavigation } from './pageWatch';
export { startupChecks } from './startup';
export { platformJourney } from './platformJourney';
export { consentJourney } from './consentJourney';
export { geoJourney } from './geoJourney';
export { sessionJourney, loginThroughApi, loginDetails, signInContext, DEMO_PASSWORD } from './sessionJourney';
export { pageUrlsJourney } from './pageUrlsJourney';
export { authJourney, requestTimeoutJourney, type AuthBrand } from './authJourney';
export { googleJourney } from './googleJourney';
export { dataJourney, type DataBrand } from './dataJourney';
export { securityJourney } from './securityJourney';
export { a11yJourney, siteMapPaths } from './a11yJourney';
export { resilienceJourney, type ResilienceBrand } from './resilienceJourney';
export { lobbyJourney, visitor, type LobbyBrand } from './lobbyJourney';
export { rewardsJourney, type RewardsBrand } from './rewardsJourney';
export { cashierJourney, type CashierBrand } from './cashierJourney';
export { responsibleGamingJourney, type ResponsibleGamingBrand } from './responsibleGamingJourney';
export { accountJourney, type AccountBrand } from './accountJourney';
export { tournamentsJourney } from './tournamentsJourney';
export { referralJourney } from './referralJourney';
export { chatJourney } from './chatJourney';
export { installJourney } from './installJourney';
export { allJourneys, type JourneyBrand } from './allJourneys';
