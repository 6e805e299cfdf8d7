import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  readUnitTestReports,
  summariseUnitTests,
  unitTestTimes,
  UNIT_TEST_LIMIT_MS,
  type VitestJsonReport,
} from './unitTestTimes';

const report = (root: string, project: string, tests: Array<[string, string, number, string?]>): VitestJsonReport => ({
  testResults: [...new Set(tests.map(([file]) => file))].map((file) => ({
    name: join(root, project, file),
    assertionResults: tests
      .filter(([f]) => f === file)
      .map(([, fullName, duration, status = 'passed']) => ({ fullName, duration, status })),
  })),
});

describe('unit test times', () => {
  let root = '';
  afterEach(() => root && rmSync(root, { recursive: true, force: true }));

  it('reads every project report under dist/unit-tests, named by the project root', () => {
    root = mkdtempSync(join(tmpdir(), 'unit-times-'));
    for (const project of ['libs/lobby/ui', 'tools/dev-backend']) {
      mkdirSync(join(root, 'dist/unit-tests', project), { recursive: true });
      writeFileSync(
        join(root, 'dist/unit-tests', project, 'results.json'),
        JSON.stringify(report(root, project, [['src/a.test.ts', 'a test', 10]])),
      );
    }
    expect(Object.keys(readUnitTestReports(root)).sort()).toEqual(['libs/lobby/ui', 'tools/dev-backend']);
  });

  it('names a test file inside its project, also in a report Nx restored from another checkout', () => {
    const elsewhere = report('/tmp/clone', 'libs/lobby/feature', [
      ['src/lib/lists/GameListPage.test.tsx', 'GameListPage filters', 300],
    ]);
    expect(unitTestTimes('libs/lobby/feature', '/w/libs/lobby/feature', elsewhere).map((test) => test.file)).toEqual([
      'src/lib/lists/GameListPage.test.tsx',
    ]);
  });

  it('lists the slowest tests of all projects first, and passes when none is over the limit', () => {
    root = '/w';
    const { text, over } = summariseUnitTests(
      root,
      {
        'libs/lobby/ui': report(root, 'libs/lobby/ui', [
          ['src/lib/GameGrid.test.tsx', 'GameGrid draws', 900],
          ['src/lib/GameGrid.test.tsx', 'GameGrid asks', 20],
        ]),
        'libs/shell': report(root, 'libs/shell', [
          ['src/Header.test.tsx', 'Header shows', 1_200],
          ['src/Header.test.tsx', 'Header skipped', 0, 'skipped'],
        ]),
      },
      { slowest: 2 },
    );
    expect(over).toEqual([]);
    expect(text.split('\n')).toEqual([
      'unit tests: 3 in 2 projects; the 2 slowest:',
      '    1.20 s  libs/shell/src/Header.test.tsx: Header shows',
      '    0.90 s  libs/lobby/ui/src/lib/GameGrid.test.tsx: GameGrid draws',
    ]);
  });

  it(`fails on any test over ${UNIT_TEST_LIMIT_MS / 1000} s, naming it, even when it is not among the slowest printed`, () => {
    root = '/w';
    const { text, over } = summariseUnitTests(
      root,
      {
        'libs/x': report(root, 'libs/x', [
          ['src/a.test.ts', 'slow one', UNIT_TEST_LIMIT_MS + 1],
          ['src/a.test.ts', 'slower', 3_000],
          ['src/a.test.ts', 'at the limit', UNIT_TEST_LIMIT_MS],
        ]),
      },
      { slowest: 1 },
    );
    expect(over.map((test) => test.name)).toEqual(['slower', 'slow one']);
    expect(text).toContain('2 unit tests took longer than 1.5 s');
    expect(text).toContain('    1.50 s  libs/x/src/a.test.ts: slow one');
  });
});
