export { brandE2eConfig, backendPortFor, type BrandE2eOptions } from './config';
export { smokeJourney, type BrandUnderTest } from './smokeJourney';
export { homeBudget, initialScriptUrls, HOME_JS_BUDGET_BYTES } from './budget';
export { watchPage, waitForHydration, openMainNavigation } from './pageWatch';
export { startupChecks } from './startup';
export { platformJourney } from './platformJourney';
export { consentJourney } from './consentJourney';
export { geoJourney } from './geoJourney';
export { sessionJourney, loginThroughApi, loginDetails, signInContext, DEMO_PASSWORD } from './sessionJourney';
