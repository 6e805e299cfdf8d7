import ts from 'typescript';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm test` type-checks the workspace as two programs (tools/workspace-checks/typecheck/) instead of one `tsc` per
 * project. A project whose files fall outside those programs' globs would go unchecked without a word: every file a
 * project's own tsconfig.json names must be a file of one of the two programs.
 */
const workspaceRoot = join(import.meta.dirname, '../../..');

function rootFiles(tsconfigPath: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(tsconfigPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(String(d.messageText)); } });
  if (!parsed) throw new Error(`cannot read ${tsconfigPath}`);
  return parsed.fileNames;
}

/** Every project's tsconfig.json: the folders holding a project.json under apps, libs, e2e and tools. */
function projectTsconfigs(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    if (entries.some((e) => e.name === 'project.json') && entries.some((e) => e.name === 'tsconfig.json')) found.push(join(dir, 'tsconfig.json'));
    for (const e of entries) if (e.isDirectory() && !['node_modules', 'build', 'dist', 'src', 'app', 'files'].includes(e.name) && !e.name.startsWith('.')) walk(join(dir, e.name));
  };
  for (const top of ['apps', 'libs', 'e2e', 'tools']) walk(join(workspaceRoot, top));
  return found;
}

describe('the workspace typecheck', () => {
  const covered = new Set([
    ...rootFiles(join(workspaceRoot, 'tools/workspace-checks/typecheck/tsconfig.json')),
    ...rootFiles(join(workspaceRoot, 'tools/workspace-checks/typecheck/tsconfig.apps.json')),
  ]);

  it('holds every file each project type-checks', () => {
    const tsconfigs = projectTsconfigs();
    expect(tsconfigs.length).toBeGreaterThan(40);
    const missing = tsconfigs.flatMap((tsconfig) => rootFiles(tsconfig).filter((file) => !covered.has(file)).map((file) => relative(workspaceRoot, file)));
    expect(missing).toEqual([]);
  });
});
