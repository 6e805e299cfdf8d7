import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND_ID, EVERY_BRAND_TAG, runsDomainTest } from './once';

describe('runsDomainTest: where a brand-independent domain journey runs', () => {
  it('runs every test on both devices in the default brand', () => {
    for (const project of ['desktop', 'phone']) expect(runsDomainTest({ brandId: DEFAULT_BRAND_ID, project, tags: [] })).toBe(true);
  });

  it('runs only the tests tagged @every-brand in another brand, on the phone', () => {
    expect(runsDomainTest({ brandId: 'aurora', project: 'phone', tags: [EVERY_BRAND_TAG] })).toBe(true);
    expect(runsDomainTest({ brandId: 'aurora', project: 'desktop', tags: [EVERY_BRAND_TAG] })).toBe(false);
    expect(runsDomainTest({ brandId: 'panel', project: 'phone', tags: [] })).toBe(false);
    expect(runsDomainTest({ brandId: 'royale', project: 'phone', tags: ['@dev-clock'] })).toBe(false);
  });
});
