import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BRAND_ID,
  DEFAULT_BRAND_INPUTS,
  EVERY_BRAND_TAG,
  inputsDifferingFromDefault,
  runsDomainTest,
  runsLogicTest,
} from './once';

describe('runsDomainTest: where a brand-independent domain journey runs', () => {
  it('runs every test on both devices in the default brand', () => {
    for (const project of ['desktop', 'phone'])
      expect(runsDomainTest({ brandId: DEFAULT_BRAND_ID, project, tags: [] })).toBe(true);
  });

  it('runs only the tests tagged @every-brand in another brand, on the phone', () => {
    expect(runsDomainTest({ brandId: 'aurora', project: 'phone', tags: [EVERY_BRAND_TAG] })).toBe(true);
    expect(runsDomainTest({ brandId: 'aurora', project: 'desktop', tags: [EVERY_BRAND_TAG] })).toBe(false);
    expect(runsDomainTest({ brandId: 'panel', project: 'phone', tags: [] })).toBe(false);
    expect(runsDomainTest({ brandId: 'royale', project: 'phone', tags: ['@dev-clock'] })).toBe(false);
  });
});

describe('runsLogicTest: where a test of logic that meets some brand inputs runs', () => {
  const aurora = { ...DEFAULT_BRAND_INPUTS };
  const royale = { ...DEFAULT_BRAND_INPUTS, strictPassword: true, afterRegistrationRedirect: '/deposit' };
  const panel = {
    navigationSystem: 'panel' as const,
    editProfilePath: '/account',
    verifyPath: '/account/verification',
  };

  it('runs in the default brand whatever it meets', () => {
    expect(runsLogicTest({ brandId: DEFAULT_BRAND_ID, brand: DEFAULT_BRAND_INPUTS, inputs: [], tags: [] })).toBe(true);
    expect(
      runsLogicTest({ brandId: DEFAULT_BRAND_ID, brand: DEFAULT_BRAND_INPUTS, inputs: ['navigationSystem'], tags: [] }),
    ).toBe(true);
  });

  it('runs in another brand only where an input it meets differs from the default brand’s', () => {
    expect(
      runsLogicTest({
        brandId: 'aurora',
        brand: aurora,
        inputs: ['navigationSystem', 'strictPassword', 'afterRegistrationRedirect'],
        tags: [],
      }),
    ).toBe(false);
    expect(
      runsLogicTest({
        brandId: 'royale',
        brand: royale,
        inputs: ['navigationSystem', 'strictPassword', 'afterRegistrationRedirect'],
        tags: [],
      }),
    ).toBe(true);
    expect(
      runsLogicTest({ brandId: 'royale', brand: royale, inputs: ['navigationSystem', 'editProfilePath'], tags: [] }),
    ).toBe(false);
    expect(runsLogicTest({ brandId: 'panel', brand: panel, inputs: ['navigationSystem'], tags: [] })).toBe(true);
    expect(runsLogicTest({ brandId: 'panel', brand: panel, inputs: ['strictPassword'], tags: [] })).toBe(false);
  });

  it('runs a test tagged @every-brand in every brand', () => {
    expect(
      runsLogicTest({ brandId: 'aurora', brand: aurora, inputs: ['navigationSystem'], tags: [EVERY_BRAND_TAG] }),
    ).toBe(true);
  });

  it('names the inputs of a brand that differ from the default brand’s', () => {
    expect(inputsDifferingFromDefault(aurora)).toEqual([]);
    expect(inputsDifferingFromDefault(royale)).toEqual(['strictPassword', 'afterRegistrationRedirect']);
    expect(inputsDifferingFromDefault(panel)).toEqual(['navigationSystem', 'editProfilePath', 'verifyPath']);
  });
});
