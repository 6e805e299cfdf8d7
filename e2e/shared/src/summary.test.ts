import { describe, expect, it } from 'vitest';
import { mergeReports, summarise, testTimes, type JsonReport } from './summary';

const report = (
  duration: number,
  tests: Array<[string, string, string, number[], 'expected' | 'flaky' | 'skipped']>,
): JsonReport => ({
  stats: {
    duration,
    expected: tests.filter((t) => t[4] === 'expected').length,
    unexpected: 0,
    flaky: tests.filter((t) => t[4] === 'flaky').length,
    skipped: tests.filter((t) => t[4] === 'skipped').length,
  },
  suites: [
    {
      title: '../shared/src/a.ts',
      suites: [
        {
          title: 'Brand: a journey',
          specs: tests.map(([file, title, projectName, durations, status]) => ({
            file,
            title,
            tests: [
              {
                projectName,
                status,
                results: durations.map((duration, retry) => ({ status: 'passed' as const, duration, retry })),
              },
            ],
          })),
        },
      ],
    },
  ],
});

describe('e2e summary', () => {
  it('counts every attempt of a test that ran, and leaves skipped tests out', () => {
    const times = testTimes(
      'royale',
      report(0, [
        ['../shared/src/authJourney.ts', 'signs up', 'phone', [4_000, 6_000], 'flaky'],
        ['../shared/src/authJourney.ts', 'logs in', 'desktop', [0], 'skipped'],
      ]),
    );
    expect(times).toEqual([
      { brand: 'royale', journey: 'authJourney', project: 'phone', title: 'Brand: a journey › signs up', seconds: 10 },
    ]);
  });

  it('prints each suite, the time by journey across suites, the slowest tests first, and a suite that did not run', () => {
    const text = summarise(
      {
        curacao: report(600_000, [
          ['../shared/src/a11yJourney.ts', 'every page', 'desktop', [30_000], 'expected'],
          ['../shared/src/authJourney.ts', 'signs up', 'desktop', [10_000], 'expected'],
        ]),
        royale: report(300_000, [['../shared/src/a11yJourney.ts', 'every page', 'phone', [20_000], 'expected']]),
        panel: undefined,
      },
      2,
    );
    expect(text).toContain('curacao: 2 passed, 0 failed, 0 flaky, 0 skipped in 10.0 min');
    expect(text).toContain('panel: no report (the suite did not run)');
    const lines = text.split('\n');
    expect(
      lines.slice(
        lines.indexOf('test time by journey, all suites:') + 1,
        lines.indexOf('test time by journey, all suites:') + 3,
      ),
    ).toEqual(['      50 s  a11yJourney', '      10 s  authJourney']);
    expect(lines.at(-2)).toContain('30.0 s  curacao desktop a11yJourney: Brand: a journey › every page');
    expect(lines.at(-1)).toContain('20.0 s  royale phone a11yJourney');
  });
});

describe('a suite run in parts', () => {
  it('counts every part, and takes the longest part as the suite time (they run side by side)', () => {
    const one: JsonReport = {
      stats: { duration: 300_000, expected: 10, unexpected: 1, flaky: 0, skipped: 2 },
      suites: [{ title: 'a' }],
    };
    const two: JsonReport = {
      stats: { duration: 420_000, expected: 12, unexpected: 0, flaky: 1, skipped: 0 },
      suites: [{ title: 'b' }],
    };
    expect(mergeReports([one, two])).toEqual({
      stats: { duration: 420_000, expected: 22, unexpected: 1, flaky: 1, skipped: 2 },
      suites: [{ title: 'a' }, { title: 'b' }],
    });
  });
});
