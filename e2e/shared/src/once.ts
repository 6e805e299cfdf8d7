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
