/**
 * `nx run workspace-checks:unit-test-times` (part of `npm test`): after every project's unit tests, the slowest of the
 * whole workspace, from the JSON report each project's Vitest run writes (`dist/unit-tests/<project root>/results.json`,
 * see tools/config/vitest.report.ts), and a failed run when any test took longer than `UNIT_TEST_LIMIT_MS`.
 *
 * It waits for the unit tests, and also for the e2e suites and the apps' builds, though it reads nothing of theirs: Nx
 * starts first what the most tasks wait for, so the builds and the long suites keep their places ahead of the unit tests
 * (waited for by this task alone), and this summary prints last.
 *
 * A unit test gets 5 s. One that needs seconds on an idle machine times out on a loaded one (a CI machine running two
 * tasks on two cores took three times as long): a test may use at most a third of its time, so a slower machine still
 * passes it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The most a unit test may take: a third of Vitest's 5 s (rounded down), on whatever machine runs it. */
export const UNIT_TEST_LIMIT_MS = 1_500;

/** What this check reads of Vitest's JSON report (Jest's format). */
export interface VitestJsonReport {
  testResults: Array<{
    name: string;
    assertionResults: Array<{ fullName: string; status: string; duration?: number | null }>;
  }>;
}

export interface UnitTestTime {
  /** The project's root, e.g. `libs/lobby/ui`. */
  project: string;
  /** The test file, relative to the project's root. */
  file: string;
  name: string;
  ms: number;
}

/** Every test that ran in one project's report, with its time. */
export function unitTestTimes(project: string, projectDir: string, report: VitestJsonReport): UnitTestTime[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'passed' || test.status === 'failed')
      .map((test) => ({
        project,
        file: fileInProject(project, projectDir, file.name),
        name: test.fullName,
        ms: Math.round(test.duration ?? 0),
      })),
  );
}

/**
 * A test file's path inside its project. Vitest writes absolute paths, and a report Nx restored from its cache was
 * written in whichever checkout ran the tests first (`/tmp/clone/libs/x/src/a.test.ts`): the part after the project's
 * root is the same in every checkout.
 */
function fileInProject(project: string, projectDir: string, file: string): string {
  const marker = `/${project}/`;
  const at = file.lastIndexOf(marker);
  return at >= 0 ? file.slice(at + marker.length) : relative(projectDir, file);
}

/** The reports under `root`'s `dist/unit-tests`, by project root. */
export function readUnitTestReports(root: string): Record<string, VitestJsonReport> {
  const base = join(root, 'dist/unit-tests');
  const reports: Record<string, VitestJsonReport> = {};
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry === 'results.json')
        reports[relative(base, dir)] = JSON.parse(readFileSync(path, 'utf8')) as VitestJsonReport;
    }
  };
  walk(base);
  return reports;
}

export interface UnitTestSummary {
  text: string;
  /** The tests over the limit, slowest first. */
  over: UnitTestTime[];
}

export function summariseUnitTests(
  root: string,
  reports: Record<string, VitestJsonReport>,
  { slowest = 20, limitMs = UNIT_TEST_LIMIT_MS } = {},
): UnitTestSummary {
  const all = Object.entries(reports)
    .flatMap(([project, report]) => unitTestTimes(project, join(root, project), report))
    .sort((a, b) => b.ms - a.ms);
  const line = (test: UnitTestTime) =>
    `  ${(test.ms / 1000).toFixed(2).padStart(6)} s  ${test.project}/${test.file}: ${test.name}`;
  const over = all.filter((test) => test.ms > limitMs);
  const lines = [
    `unit tests: ${all.length} in ${Object.keys(reports).length} projects; the ${Math.min(slowest, all.length)} slowest:`,
    ...all.slice(0, slowest).map(line),
  ];
  if (over.length) {
    lines.push(
      '',
      `${over.length} unit test${over.length === 1 ? '' : 's'} took longer than ${limitMs / 1000} s, a third of the time a test has: on a slower or busier machine ${over.length === 1 ? 'it times' : 'they time'} out. Make ${over.length === 1 ? 'it' : 'them'} faster (never raise the timeout):`,
      ...over.map(line),
    );
  }
  return { text: lines.join('\n'), over };
}
