import { test, type TestInfo } from '@playwright/test';

/** The brand whose run carries the checks of code no brand changes. */
export const DEFAULT_BRAND_ID = 'curacao';

/**
 * For a test of behaviour no brand changes (the backend's answers, the session, the server's decisions, the tracking
 * calls: shared libs with no brand input): run it once in the whole workspace, in the default brand on a desktop.
 * What each brand shows is covered in every brand by the smoke, accessibility and domain journeys.
 */
export function onceAcrossBrands(testInfo: TestInfo, brandId: string): void {
  test.skip(
    testInfo.project.name !== 'desktop' || brandId !== DEFAULT_BRAND_ID,
    'brand-independent behaviour: checked once, in the default brand on a desktop',
  );
}

/**
 * For a journey of a domain feature (the same code in every brand, only the theme differs): both devices in the default
 * brand, the phone (in Arabic, right to left) in every other brand; the tests on the dev clock (desktop) run in the
 * default brand only.
 */
export function sharedLogicOnPhoneOutsideDefaultBrand(testInfo: TestInfo, brandId: string): void {
  test.skip(
    brandId !== DEFAULT_BRAND_ID && testInfo.project.name !== 'phone',
    "a domain feature's logic: both devices in the default brand, the phone in the others",
  );
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
export function runsDomainTest({
  brandId,
  project,
  tags,
}: {
  brandId: string;
  project: string;
  tags: readonly string[];
}): boolean {
  if (brandId === DEFAULT_BRAND_ID) return true;
  return project === 'phone' && tags.includes(EVERY_BRAND_TAG);
}

/**
 * What a brand's suite says about the brand beyond its theme and name: the inputs of its logic (the navigation system,
 * the settings-driven paths and rules). A brand's theme changes how its screens look, which the smoke journey and the
 * accessibility walks judge on every page and modal of every brand; these change what its journeys do.
 */
export interface BrandInputs {
  navigationSystem: 'basic' | 'panel';
  /** The edit-profile page's URL. */
  editProfilePath: string;
  /** Where the verification page lives. */
  verifyPath?: string;
  /** The password rules need a special character, a number and an uppercase letter. */
  strictPassword?: boolean;
  /** Where the player lands after sign-up (settings `afterRegistrationRedirect`), if anywhere. */
  afterRegistrationRedirect?: string;
}
export type BrandInput = keyof BrandInputs;

/** The default brand's inputs, which every other brand's are compared with (its suite refuses to start if they drift). */
export const DEFAULT_BRAND_INPUTS: Readonly<BrandInputs> = {
  navigationSystem: 'basic',
  editProfilePath: '/profile/edit-profile',
  verifyPath: '/profile/verify',
};

const BRAND_INPUTS: readonly BrandInput[] = [
  'navigationSystem',
  'editProfilePath',
  'verifyPath',
  'strictPassword',
  'afterRegistrationRedirect',
];

/** The inputs of a brand that differ from the default brand's. */
export function inputsDifferingFromDefault(brand: Partial<BrandInputs>): BrandInput[] {
  return BRAND_INPUTS.filter((key) => brand[key] !== DEFAULT_BRAND_INPUTS[key]);
}

/**
 * Whether a test of a journey's logic runs in this brand: always in the default brand; in another brand when one of the
 * inputs the test meets differs there from the default brand's (royale's password rules and landing after sign-up,
 * panel's navigation and paths), or when it is tagged {@link EVERY_BRAND_TAG} (it judges what the theme draws, such as
 * a first screen's layout). A brand whose inputs are all the default's (aurora) runs the same logic through the same
 * code, so it runs there once.
 */
export function runsLogicTest({
  brandId,
  brand,
  inputs,
  tags,
}: {
  brandId: string;
  brand: Partial<BrandInputs>;
  inputs: readonly BrandInput[];
  tags: readonly string[];
}): boolean {
  if (brandId === DEFAULT_BRAND_ID || tags.includes(EVERY_BRAND_TAG)) return true;
  const differing = inputsDifferingFromDefault(brand);
  return inputs.some((key) => differing.includes(key));
}

/** Skips a test of logic that meets only `inputs` of a brand where they are the default brand's (see runsLogicTest). */
export function logicMeets(
  testInfo: TestInfo,
  brand: { id: string } & Partial<BrandInputs>,
  inputs: readonly BrandInput[],
): void {
  test.skip(
    !runsLogicTest({ brandId: brand.id, brand, inputs, tags: testInfo.tags }),
    `logic meeting ${inputs.length ? inputs.join(', ') : 'no brand input'}, the same here as in the default brand: run there; this brand's theme meets its screens in the smoke journey and the accessibility walks`,
  );
}
