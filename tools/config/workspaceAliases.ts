import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const workspaceRoot = new URL('../../', import.meta.url).pathname;

/** One Vite alias: an import specifier matched whole, and the file it stands for. */
export interface WorkspaceAlias {
  find: RegExp;
  replacement: string;
}

/**
 * The workspace's path aliases (`@casino/...` in `tsconfig.base.json`, each one exact specifier for one file) as Vite
 * aliases, for every Vite and Vitest config here (the apps, Storybook, each project's unit tests).
 *
 * They replace Nx's `nxViteTsPaths` plugin, which Nx has deprecated: loading it took about 0.8 s of CPU in every Vite
 * process (it requires Nx's devkit and its JavaScript plugin), that is in each of the about 50 unit-test and build
 * tasks of `npm test`, and it matched every import of every module (React's included) against the paths again. An
 * alias is matched whole (`^...$`): `@casino/auth-feature` does not take `@casino/auth-feature/modals`, which has an
 * alias of its own.
 */
export function workspaceAliases(tsconfigPath = resolve(workspaceRoot, 'tsconfig.base.json')): WorkspaceAlias[] {
  const config = JSON.parse(readFileSync(tsconfigPath, 'utf8')) as {
    compilerOptions?: { paths?: Record<string, string[]> };
  };
  const paths = config.compilerOptions?.paths ?? {};
  return Object.entries(paths).map(([specifier, targets]) => {
    if (specifier.includes('*') || targets.length !== 1 || !targets[0]) {
      throw new Error(
        `tsconfig.base.json: the path alias "${specifier}" must be one exact specifier for one file (workspaceAliases.ts reads no wildcards)`,
      );
    }
    return {
      find: new RegExp(`^${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`),
      replacement: resolve(workspaceRoot, targets[0]),
    };
  });
}
