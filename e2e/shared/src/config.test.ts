import { describe, expect, it } from 'vitest';
import { browserLaunchOptions, DEV_CLOCK_PROJECT, partFromEnv, projectsFor } from './config';

describe('a suite in parts (CASINO_E2E_PART)', () => {
  it('reads the part, or none for the whole suite', () => {
    expect(partFromEnv(undefined)).toBeNull();
    expect(partFromEnv('')).toBeNull();
    expect(partFromEnv('phone')).toBe('phone');
    expect(partFromEnv('desktop')).toBe('desktop');
  });

  it('refuses what is not a part', () => {
    for (const bad of ['tablet', '1/2', 'Phone']) expect(() => partFromEnv(bad), bad).toThrow(/CASINO_E2E_PART/);
  });

  it('runs every test once across the parts: the phone alone, the desktop with the dev-clock tests waiting for the desktop only', () => {
    const names = (part: Parameters<typeof projectsFor>[0]) =>
      projectsFor(part).map((project) => [project.name, project.dependencies ?? []]);
    expect(names('phone')).toEqual([['phone', []]]);
    expect(names('desktop')).toEqual([
      ['desktop', []],
      [DEV_CLOCK_PROJECT, ['desktop']],
    ]);
    expect(names(null)).toEqual([
      ['desktop', []],
      ['phone', []],
      [DEV_CLOCK_PROJECT, ['desktop', 'phone']],
    ]);
  });
});

describe("the suites' browser", () => {
  it('loads no images, unless a test launches one with them for an injection that would run through an image', () => {
    expect(browserLaunchOptions().args).toContain('--blink-settings=imagesEnabled=false');
    expect(browserLaunchOptions({ images: true }).args ?? []).not.toContain('--blink-settings=imagesEnabled=false');
  });
});
