import type { Tree } from '@nx/devkit';
import { FsTree } from '@nx/devkit/internal';
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The workspace these generators belong to (tools/generators/testing → the root). */
export const workspaceRoot = join(__dirname, '../../..');

/** What a command run in the scratch copy said. */
export interface CommandResult {
  status: number | null;
  output: string;
}

/**
 * A copy of the workspace on disk (every file git knows or would add, as the working tree has it; `node_modules` linked,
 * not copied) that a generator writes into for real, so its output is built, linted and tested by the workspace's own
 * tools and configuration, the way a team's first `nx lint` would see it.
 */
export interface ScratchWorkspace {
  root: string;
  /** A generator tree over the copy; `flush()` writes what it changed. */
  tree: Tree;
  /** Writes the tree's changes to disk and returns the files written (workspace-relative). */
  flush(): string[];
  /** Runs a workspace binary (`tsc`, `eslint`, `nx`, `vitest`) in the copy. */
  run(bin: string, args: string[]): CommandResult;
  /** `tsc --noEmit` on a tsconfig of the copy. */
  typecheck(tsconfig: string): CommandResult;
  /**
   * One `tsc --noEmit` program over the sources of several projects of the copy (`<root>/src`), with the options every
   * lib has (tools/config/tsconfig.lib.json), as the workspace's own typecheck does: what they share is checked once.
   */
  typecheckProjects(roots: string[]): CommandResult;
  /** Targets of projects of the copy, as a team runs them (`nx run-many -t <targets> -p <projects>`), uncached. */
  runTargets(targets: string[], projects: string[]): CommandResult;
  /**
   * ESLint with the workspace's config on files of the copy, after Nx has built the copy's project graph (the module
   * boundary rule reads it: without one it skips itself).
   */
  lint(files: string[]): CommandResult;
  /**
   * `prettier --check` on files of the copy when the workspace configures Prettier (a `.prettierrc*`, a
   * `prettier.config.*` or a `prettier` key in package.json): the generators format what they write with it
   * (`formatFiles`). Without a configuration nothing is checked (status 0, and the output says so).
   */
  formatCheck(files: string[]): CommandResult;
  dispose(): void;
}

/** Whether the workspace at `root` configures Prettier. */
function configuresPrettier(root: string): boolean {
  const configs = [
    '.prettierrc',
    '.prettierrc.json',
    '.prettierrc.yaml',
    '.prettierrc.yml',
    '.prettierrc.json5',
    '.prettierrc.js',
    '.prettierrc.mjs',
    '.prettierrc.cjs',
    'prettier.config.js',
    'prettier.config.mjs',
    'prettier.config.cjs',
    '.prettierrc.toml',
  ];
  if (configs.some((file) => existsSync(join(root, file)))) return true;
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { prettier?: unknown };
  return manifest.prettier !== undefined;
}

/** The child processes' environment: no Nx daemon or cloud, the copy's own Nx cache, none of this Vitest's markers. */
function childEnv(root: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NX_DAEMON: 'false',
    NX_NO_CLOUD: 'true',
    NX_CACHE_DIRECTORY: join(root, '.nx/cache'),
    FORCE_COLOR: '0',
    NO_COLOR: '1',
  };
  for (const key of Object.keys(env)) {
    if (
      key.startsWith('VITEST') ||
      key === 'NX_WORKSPACE_DATA_DIRECTORY' ||
      key === 'NX_WORKSPACE_ROOT_PATH' ||
      key === 'NX_TASK_TARGET_PROJECT' ||
      key === 'NX_TASK_HASH'
    )
      delete env[key];
  }
  env['NODE_ENV'] = 'test';
  return env;
}

export function createScratchWorkspace(): ScratchWorkspace {
  const root = mkdtempSync(join(tmpdir(), 'casino-generators-'));
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: workspaceRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) throw new Error(`scratch workspace: git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const from = join(workspaceRoot, file);
    // A file deleted in the working tree (git still lists it) is not part of the copy.
    if (!existsSync(from)) continue;
    mkdirSync(dirname(join(root, file)), { recursive: true });
    copyFileSync(from, join(root, file));
  }
  symlinkSync(join(workspaceRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  let tree: Tree = new FsTree(root, false);
  const env = childEnv(root);
  let graphBuilt = false;

  const run = (bin: string, args: string[]): CommandResult => {
    const result = spawnSync(process.execPath, [join(workspaceRoot, 'node_modules/.bin', bin), ...args], {
      cwd: root,
      env,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return {
      status: result.status,
      output: `${result.stdout}${result.stderr}${result.error ? String(result.error) : ''}`,
    };
  };

  return {
    root,
    get tree() {
      return tree;
    },
    flush() {
      const changes = tree.listChanges();
      for (const change of changes) {
        const path = join(root, change.path);
        if (change.type === 'DELETE') {
          if (existsSync(path)) unlinkSync(path);
        } else {
          mkdirSync(dirname(path), { recursive: true });
          writeFileSync(path, change.content ?? '');
        }
      }
      // The next generator run starts from what is now on disk.
      tree = new FsTree(root, false);
      return changes.filter((change) => change.type !== 'DELETE').map((change) => change.path);
    },
    run,
    typecheck: (tsconfig) => run('tsc', ['-p', tsconfig, '--noEmit']),
    typecheckProjects(roots) {
      const config = 'tsconfig.generated-check.json';
      const include = roots.flatMap((projectRoot) => [`${projectRoot}/src/**/*.ts`, `${projectRoot}/src/**/*.tsx`]);
      writeFileSync(
        join(root, config),
        JSON.stringify(
          { extends: './tools/config/tsconfig.lib.json', include: [...include, 'tools/config/vitest.setup.ts'] },
          null,
          2,
        ),
      );
      return run('tsc', ['-p', config, '--noEmit']);
    },
    runTargets(targets, projects) {
      const result = run('nx', [
        'run-many',
        '-t',
        ...targets,
        '-p',
        ...projects,
        '--skip-nx-cache',
        '--parallel=1',
        '--outputStyle=static',
      ]);
      if (result.status === 0) graphBuilt = true;
      return result;
    },
    lint(files) {
      if (!graphBuilt) {
        const graph = run('nx', ['show', 'projects']);
        if (graph.status !== 0)
          return { status: graph.status, output: `nx could not build the copy's project graph:\n${graph.output}` };
        graphBuilt = true;
      }
      return run('eslint', ['--max-warnings=0', '--no-warn-ignored', ...files]);
    },
    formatCheck(files) {
      if (!configuresPrettier(root))
        return { status: 0, output: 'The workspace configures no Prettier: nothing to check.' };
      return run('prettier', ['--check', ...files]);
    },
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
}

/**
 * For tests on a virtual tree: no formatting by the workspace's formatter (`formatFiles` would format a virtual tree with
 * the formatter's defaults, not the workspace's config, which is on disk). The scratch copy formats as a real run does.
 */
export function skipFormattingInVirtualTrees(hooks: {
  beforeAll: (fn: () => void) => void;
  afterAll: (fn: () => void) => void;
}): void {
  let before: string | undefined;
  hooks.beforeAll(() => {
    before = process.env['NX_SKIP_FORMAT'];
    process.env['NX_SKIP_FORMAT'] = 'true';
  });
  hooks.afterAll(() => {
    if (before === undefined) delete process.env['NX_SKIP_FORMAT'];
    else process.env['NX_SKIP_FORMAT'] = before;
  });
}
