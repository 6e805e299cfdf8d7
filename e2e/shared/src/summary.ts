/**
 * `nx run e2e-journeys:e2e-summary` (part of `npm test`): after the brands' suites, where their time went. Each
 * suite's Playwright JSON report (`dist/e2e/<brand>/results.json`) gives its outcome, its time by journey and its
 * slowest tests, so a CI log says what made a run slow without reading hundreds of lines.
 *
 * Being a task that needs every suite's `e2e`, it also has Nx start the suites before the unit tests (Nx runs first
 * what other tasks wait for): the long suites run first and the short unit tests fill both cores at the end, rather
 * than one suite running alone for minutes after everything else (3 of the CI run's 31 minutes).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface JsonResult {
  status: 'passed' | 'failed' | 'timedOut' | 'skipped' | 'interrupted';
  duration: number;
  retry: number;
}
interface JsonSpec {
  title: string;
  file: string;
  tests: Array<{ projectName: string; status: 'expected' | 'unexpected' | 'flaky' | 'skipped'; results: JsonResult[] }>;
}
interface JsonSuite {
  title: string;
  specs?: JsonSpec[];
  suites?: JsonSuite[];
}
export interface JsonReport {
  suites: JsonSuite[];
  stats: { duration: number; expected: number; unexpected: number; flaky: number; skipped: number };
}

export interface TestTime {
  brand: string;
  journey: string;
  project: string;
  title: string;
  seconds: number;
}

/** Every test that ran, with its time (retries included). */
export function testTimes(brand: string, report: JsonReport): TestTime[] {
  const out: TestTime[] = [];
  const walk = (suite: JsonSuite, parents: string[]) => {
    // A file's suite is named by its path: left out of a test's title.
    const path = suite.title.endsWith('.ts') ? parents : [...parents, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'skipped') continue;
        const seconds = test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        out.push({
          brand,
          journey: spec.file.replace(/^.*\//, '').replace(/\.ts$/, ''),
          project: test.projectName,
          title: [...path, spec.title].join(' › '),
          seconds,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites) walk(suite, []);
  return out;
}

const minutes = (seconds: number) => `${(seconds / 60).toFixed(1)} min`;

export function summarise(reports: Record<string, JsonReport | undefined>, slowest = 10): string {
  const lines: string[] = [];
  const all: TestTime[] = [];
  for (const [brand, report] of Object.entries(reports)) {
    if (!report) {
      lines.push(`${brand}: no report (the suite did not run)`);
      continue;
    }
    const { stats } = report;
    lines.push(
      `${brand}: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped in ${minutes(stats.duration / 1000)}`,
    );
    all.push(...testTimes(brand, report));
  }
  const byJourney = new Map<string, number>();
  for (const test of all) byJourney.set(test.journey, (byJourney.get(test.journey) ?? 0) + test.seconds);
  lines.push('', 'test time by journey, all suites:');
  for (const [journey, seconds] of [...byJourney].sort((a, b) => b[1] - a[1]))
    lines.push(`  ${seconds.toFixed(0).padStart(6)} s  ${journey}`);
  lines.push('', `the ${slowest} slowest tests:`);
  for (const test of [...all].sort((a, b) => b.seconds - a.seconds).slice(0, slowest)) {
    lines.push(
      `  ${test.seconds.toFixed(1).padStart(6)} s  ${test.brand} ${test.project} ${test.journey}: ${test.title}`,
    );
  }
  return lines.join('\n');
}

/** The reports of every brand's suite under `root`, by brand (none for a suite that did not run); a suite run in parts
 * (`results-desktop.json`, `results-phone.json`) is their sum. */
export function readReports(root: string): Record<string, JsonReport | undefined> {
  const brands = readdirSync(join(root, 'e2e')).filter(
    (name) => name !== 'shared' && existsSync(join(root, 'e2e', name, 'playwright.config.ts')),
  );
  const reports: Record<string, JsonReport | undefined> = {};
  for (const brand of brands) {
    const folder = join(root, 'dist/e2e', brand);
    const files = existsSync(folder)
      ? readdirSync(folder).filter((name) => /^results(-[a-z]+)?\.json$/.test(name))
      : [];
    // A whole run's report, when there is one, is newer than any parts left from an earlier run, and the other way round.
    const parts = files.filter((name) => name !== 'results.json');
    const chosen =
      parts.length && (!files.includes('results.json') || newest(folder, parts) > mtimeMs(join(folder, 'results.json')))
        ? parts
        : files.filter((name) => name === 'results.json');
    reports[brand] = chosen.length
      ? mergeReports(chosen.map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as JsonReport))
      : undefined;
  }
  return reports;
}

const mtimeMs = (file: string) => statSync(file).mtimeMs;
const newest = (folder: string, names: string[]) => Math.max(...names.map((name) => mtimeMs(join(folder, name))));

/** The parts of a suite as one report: their tests, their counts, and the longest part's time (they run side by side). */
export function mergeReports(parts: JsonReport[]): JsonReport {
  return {
    suites: parts.flatMap((part) => part.suites),
    stats: {
      duration: Math.max(...parts.map((part) => part.stats.duration)),
      expected: parts.reduce((sum, part) => sum + part.stats.expected, 0),
      unexpected: parts.reduce((sum, part) => sum + part.stats.unexpected, 0),
      flaky: parts.reduce((sum, part) => sum + part.stats.flaky, 0),
      skipped: parts.reduce((sum, part) => sum + part.stats.skipped, 0),
    },
  };
}
