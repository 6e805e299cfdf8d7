import { test, type TestInfo } from '@playwright/test';

/** The brand whose run carries the checks of code no brand changes. */
export const DEFAULT_BRAND_ID = 'curacao';

/**
 * For a test of behaviour no brand changes (the backend's answers, the session, the server's decisions, the tracking
 * calls: shared libs with no brand input): run it once in the whole workspace, in the default brand on a desktop.
 * What each brand shows is covered in every brand by the smoke, accessibility and domain journeys.
 */
export function onceAcrossBrands(testInfo: TestInfo, brandId: string): void {
  test.skip(testInfo.project.name !== 'desktop' || brandId !== DEFAULT_BRAND_ID, 'brand-independent behaviour: checked once, in the default brand on a desktop');
}

/**
 * For a journey of a domain feature (the same code in every brand, only the theme differs): both devices in the default
 * brand, the phone (in Arabic, right to left) in every other brand; the tests on the dev clock (desktop) run in the
 * default brand only.
 */
export function sharedLogicOnPhoneOutsideDefaultBrand(testInfo: TestInfo, brandId: string): void {
  test.skip(brandId !== DEFAULT_BRAND_ID && testInfo.project.name !== 'phone', 'a domain feature\'s logic: both devices in the default brand, the phone in the others');
}

/**
 * The tag of a test in a domain journey that judges what a brand shows (axe on a state the accessibility walks do not
 * reach, such as an open chat panel) rather than logic: it runs in every brand, on the phone outside the default one.
 */
export const EVERY_BRAND_TAG = '@every-brand';

/**
 * For a journey of a domain feature whose code, settings and calls are the same in every brand (rewards, cashier,
 * responsible gaming, account, tournaments, referral, chat, session, consent): both devices in the default brand only.
 * Another brand changes its theme and navigation, and those meet every page and modal of the feature there in the
 * accessibility walks (guest and player, desktop and phone, English and Arabic) and in the tests tagged
 * {@link EVERY_BRAND_TAG}, on the phone. Running the logic again in three more brands was about 250 s of a CI run's
 * test time (see README).
 */
export function domainLogicInDefaultBrand(testInfo: TestInfo, brandId: string): void {
  test.skip(
    !runsDomainTest({ brandId, project: testInfo.project.name, tags: testInfo.tags }),
    "a domain feature's logic, the same in every brand: both devices in the default brand; in the others its screens meet the accessibility walks and the tests tagged @every-brand",
  );
}

/** Whether a test of a brand-independent domain journey runs in this brand and project (see domainLogicInDefaultBrand). */
export function runsDomainTest({ brandId, project, tags }: { brandId: string; project: string; tags: readonly string[] }): boolean {
  if (brandId === DEFAULT_BRAND_ID) return true;
  return project === 'phone' && tags.includes(EVERY_BRAND_TAG);
}
