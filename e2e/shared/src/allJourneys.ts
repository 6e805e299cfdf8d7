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
import {
  DEFAULT_BRAND_ID,
  domainLogicInDefaultBrand,
  inputsDifferingFromDefault,
  sharedLogicOnPhoneOutsideDefaultBrand,
} from './once';
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
 * What a brand changes is its theme, its navigation system, its settings and its paths. The journeys that judge what
 * the theme draws run on both devices in every brand: smoke (server HTML, width, headers, RTL), accessibility of every
 * page and modal (the theme's contrast); the server's security checks run on the desktop in every brand (each brand's
 * server is a build of its own). The logic of the navigation, sign-up and login, page URLs, data, the lobby, the
 * journeys with a failing backend (home and navigation, login, profile, the wallet socket) and markup in text staying
 * text runs in the default brand and in every brand where an input it meets differs from the default brand's (royale's password rules and landing after
 * sign-up, panel's navigation system and paths; see `logicMeets`): a brand with the default brand's inputs and its own
 * theme (aurora) runs that logic's code with the same inputs, so it runs once. The domain journeys that meet a brand's own settings
 * (location, Google sign-in, install) run on both devices (English desktop, Arabic phone) in the default brand and on
 * the Arabic phone in the others. The journeys of the other domain features (rewards, cashier, responsible gaming,
 * account, tournaments, referral, chat, session, consent) run the same code with the same settings in every brand:
 * their logic runs on both devices in the default brand only, and their screens meet every other brand in the
 * accessibility walks (every page and modal, guest and player, both devices and directions) and in their tests tagged
 * `@every-brand` (what the walks cannot reach, such as an open chat panel), on the Arabic phone (the CI run's time,
 * see README).
 */
export function allJourneys(brand: JourneyBrand) {
  // Every other brand's logic tests run or not by comparison with these: a stale copy would skip what differs.
  const drift = brand.id === DEFAULT_BRAND_ID ? inputsDifferingFromDefault(brand) : [];
  if (drift.length)
    throw new Error(
      `the default brand's inputs differ from DEFAULT_BRAND_INPUTS (e2e/shared/src/once.ts) in ${drift.join(', ')}: update them together`,
    );
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

  // Domain journeys that meet a brand's own settings (its location rules, Google sign-in, install prompt and tour).
  test.describe(() => {
    test.beforeEach(({}, testInfo) => sharedLogicOnPhoneOutsideDefaultBrand(testInfo, brand.id));
    geoJourney(brand.id, brand.name);
    googleJourney(brand);
    installJourney(brand);
  });
  // Domain journeys whose logic is the same in every brand.
  test.describe(() => {
    test.beforeEach(({}, testInfo) => domainLogicInDefaultBrand(testInfo, brand.id));
    sessionJourney(brand.name);
    consentJourney(brand.id, brand.name);
    rewardsJourney(brand);
    cashierJourney(brand);
    responsibleGamingJourney(brand);
    accountJourney(brand);
    tournamentsJourney(brand);
    referralJourney(brand);
    chatJourney(brand);
  });
}
