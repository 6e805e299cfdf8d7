import { relative } from 'node:path';

const workspaceRoot = new URL('../../', import.meta.url).pathname;

/** Where a project's unit-test report goes: `dist/unit-tests/<project root>/results.json` (an output of its `test`). */
export function unitTestReportFile(projectRoot: string): string {
  return `${workspaceRoot}dist/unit-tests/${relative(workspaceRoot, projectRoot)}/results.json`;
}

/**
 * Every Vitest config's reporters: the console's, and Vitest's JSON report, from which
 * `workspace-checks:unit-test-times` (part of `npm test`) prints the workspace's slowest unit tests and fails the run
 * when one takes more than a third of the 5 s a test may take on a loaded machine.
 */
export function unitTestReporters(projectRoot: string) {
  return { reporters: ['default', 'json'], outputFile: { json: unitTestReportFile(projectRoot) } };
}
