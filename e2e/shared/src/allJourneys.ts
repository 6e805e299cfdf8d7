import { test } from '@playwright/test';
import { a11yJourney } from './a11yJourney';
import { accountJourney } from './accountJourney';
import { authJourney, requestTimeoutJourney, type AuthBrand } from './authJourney';
import { homeBudget } from './budget';
import { cashierJourney } from './cashierJourney';
import { chatJourney } from './chatJourney';
import { consentJourney } from './consentJourney';
import { dataJourney } from './dataJourney';
import { geoJourney } from './geoJourney';
import { googleJourney } from './googleJourney';
import { installJourney } from './installJourney';
import { lobbyJourney } from './lobbyJourney';
import { sharedLogicOnPhoneOutsideDefaultBrand } from './once';
import { pageUrlsJourney } from './pageUrlsJourney';
import { platformJourney } from './platformJourney';
import { referralJourney } from './referralJourney';
import { resilienceJourney } from './resilienceJourney';
import { responsibleGamingJourney } from './responsibleGamingJourney';
import { rewardsJourney } from './rewardsJourney';
import { securityJourney } from './securityJourney';
import { sessionJourney } from './sessionJourney';
import { smokeJourney } from './smokeJourney';
import { startupChecks } from './startup';
import { tournamentsJourney } from './tournamentsJourney';

/** A brand as its e2e suite knows it: identity, navigation system, the settings-driven paths and rules the journeys meet. */
export interface JourneyBrand extends AuthBrand {
  /** The edit-profile page's URL in this brand. */
  editProfilePath: string;
  /** Where the brand's verification page lives. */
  verifyPath: string;
}

/**
 * Every journey, for one brand: the whole of a brand's e2e suite (each brand's spec is this one call, the brand
 * generator writes it).
 *
 * What a brand changes is its theme, its navigation system, its settings and its paths. The journeys that meet those
 * run on both devices in every brand: smoke (server HTML, width, headers, RTL), accessibility of every page and modal
 * (the theme's contrast), the navigation, sign-up and login (password rules, where sign-up lands), page URLs, data,
 * security, the lobby and resilience with a failing backend. Modals by URL and the journeys of the domain features
 * (rewards, cashier, responsible gaming, account, tournaments, referral, chat, install, Google sign-in, session,
 * consent, location) run the same code in every brand: they run on both devices (English desktop, Arabic phone) in the
 * default brand and on the Arabic phone in the others, so every brand's screens are still met in a real browser, right to left, without
 * repeating the same logic four times (the CI run's time, see README).
 */
export function allJourneys(brand: JourneyBrand) {
  smokeJourney(brand);
  homeBudget(brand.name);
  startupChecks(brand.id);
  platformJourney(brand.name, brand.navigationSystem, brand.id);
  pageUrlsJourney(brand);
  authJourney(brand);
  requestTimeoutJourney(brand.name, brand.id);
  dataJourney(brand);
  securityJourney(brand);
  a11yJourney(brand);
  resilienceJourney(brand);
  lobbyJourney(brand);

  test.describe(() => {
    test.beforeEach(({}, testInfo) => sharedLogicOnPhoneOutsideDefaultBrand(testInfo, brand.id));
    sessionJourney(brand.name);
    consentJourney(brand.id, brand.name);
    geoJourney(brand.id, brand.name);
    googleJourney(brand);
    rewardsJourney(brand);
    cashierJourney(brand);
    responsibleGamingJourney(brand);
    accountJourney(brand);
    tournamentsJourney(brand);
    referralJourney(brand);
    chatJourney(brand);
    installJourney(brand);
  });
}
