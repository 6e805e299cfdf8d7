import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// The workspace's build config is not a project of its own; this is its test.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { workspaceAliases } from '../../config/workspaceAliases';

/** Where a specifier goes through the aliases, as Vite takes them (the first whose pattern matches). */
function resolveThrough(aliases: ReturnType<typeof workspaceAliases>, specifier: string): string | undefined {
  return aliases.find((alias) => alias.find.test(specifier))?.replacement;
}

function tsconfigWith(paths: Record<string, string[]>): string {
  const file = join(mkdtempSync(join(tmpdir(), 'workspace-aliases-')), 'tsconfig.base.json');
  writeFileSync(file, JSON.stringify({ compilerOptions: { paths } }));
  return file;
}

describe("the workspace's path aliases for Vite and Vitest (tools/config/workspaceAliases.ts)", () => {
  it('resolves every alias of tsconfig.base.json to its file, which exists', () => {
    const aliases = workspaceAliases();
    expect(aliases.length).toBeGreaterThan(50);
    expect(resolveThrough(aliases, '@casino/design-system')).toMatch(/\/libs\/design-system\/src\/index\.ts$/);
    for (const alias of aliases) expect(existsSync(alias.replacement), alias.replacement).toBe(true);
  });

  it('matches a specifier whole: a lib does not take its subpath, nor a longer name', () => {
    const aliases = workspaceAliases(
      tsconfigWith({
        '@casino/auth-feature': ['./libs/auth/src/index.ts'],
        '@casino/auth-feature/modals': ['./libs/auth/src/modals.tsx'],
      }),
    );
    expect(resolveThrough(aliases, '@casino/auth-feature/modals')).toMatch(/\/libs\/auth\/src\/modals\.tsx$/);
    expect(resolveThrough(aliases, '@casino/auth-feature')).toMatch(/\/libs\/auth\/src\/index\.ts$/);
    expect(resolveThrough(aliases, '@casino/auth-feature-extra')).toBeUndefined();
    expect(resolveThrough(aliases, 'react')).toBeUndefined();
  });

  it("has no alias for a route module: the route files are found through their libs' package.json exports", () => {
    const tsconfig = JSON.parse(readFileSync(new URL('../../../tsconfig.base.json', import.meta.url), 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]> };
    };
    expect(Object.keys(tsconfig.compilerOptions.paths).filter((specifier) => specifier.includes('/routes/'))).toEqual(
      [],
    );
  });

  it('refuses a wildcard alias, which it could not resolve', () => {
    expect(() => workspaceAliases(tsconfigWith({ '@casino/*': ['./libs/*/src/index.ts'] }))).toThrow(
      /one exact specifier/,
    );
  });
});
