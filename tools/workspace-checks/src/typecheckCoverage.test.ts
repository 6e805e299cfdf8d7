import ts from 'typescript';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm test` type-checks the workspace as one program (tools/workspace-checks/typecheck/) instead of one `tsc` per
 * project. A project whose files fall outside that program's globs would go unchecked without a word: every file a
 * project's own tsconfig.json names must be a file of the program.
 */
const workspaceRoot = join(import.meta.dirname, '../../..');

/** The tsconfigs they extend (tsconfig.base.json above all), read once. */
const extendedConfigCache = new Map<string, ts.ExtendedConfigCacheEntry>();

function rootFiles(tsconfigPath: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    tsconfigPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(String(d.messageText));
      },
    },
    extendedConfigCache,
  );
  if (!parsed) throw new Error(`cannot read ${tsconfigPath}`);
  return parsed.fileNames;
}

/** Every project's tsconfig.json: the folders holding a project.json under apps, libs, e2e and tools. */
function projectTsconfigs(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    if (entries.some((e) => e.name === 'project.json') && entries.some((e) => e.name === 'tsconfig.json'))
      found.push(join(dir, 'tsconfig.json'));
    for (const e of entries)
      if (
        e.isDirectory() &&
        !['node_modules', 'build', 'dist', 'src', 'app', 'files'].includes(e.name) &&
        !e.name.startsWith('.')
      )
        walk(join(dir, e.name));
  };
  for (const top of ['apps', 'libs', 'e2e', 'tools']) walk(join(workspaceRoot, top));
  return found;
}

describe('the workspace typecheck', () => {
  let covered = new Set<string>();
  /** Each project's files, as its tsconfig.json names them. */
  let projects: string[][] = [];
  // Reading a tsconfig globs its project's files: for the program and every project, a good half second here.
  beforeAll(() => {
    covered = new Set(rootFiles(join(workspaceRoot, 'tools/workspace-checks/typecheck/tsconfig.json')));
    projects = projectTsconfigs().map(rootFiles);
  });

  it('holds every file each project type-checks', () => {
    expect(projects.length).toBeGreaterThan(40);
    const missing = projects.flatMap((files) =>
      files.filter((file) => !covered.has(file)).map((file) => relative(workspaceRoot, file)),
    );
    expect(missing).toEqual([]);
  });
});
