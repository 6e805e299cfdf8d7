import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const workspaceRoot = new URL('../../', import.meta.url).pathname;

/** What this reads of a lib's package.json. */
interface PackageManifest {
  name?: string;
  exports?: string | Record<string, PackageTarget>;
}
type PackageTarget = string | null | { [condition: string]: PackageTarget };

/** A workspace package: its name, its directory, its `exports`. */
export interface WorkspacePackage {
  name: string;
  dir: string;
  exports: Record<string, PackageTarget>;
}

const byRoot = new Map<string, Map<string, WorkspacePackage>>();

/**
 * The libs' packages by name: every `package.json` with a name under `libs/` (a lib's door, ARCHITECTURE.md). Read
 * once per process and workspace root.
 */
export function workspacePackages(root = workspaceRoot): Map<string, WorkspacePackage> {
  const known = byRoot.get(root);
  if (known) return known;
  const packages = new Map<string, WorkspacePackage>();
  const visit = (dir: string, depth: number) => {
    const manifestFile = join(dir, 'package.json');
    if (existsSync(manifestFile)) {
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PackageManifest;
      if (manifest.name) {
        const exports = typeof manifest.exports === 'string' ? { '.': manifest.exports } : (manifest.exports ?? {});
        packages.set(manifest.name, { name: manifest.name, dir, exports });
      }
      // A package holds no other package.
      return;
    }
    if (depth === 0) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
        visit(join(dir, entry.name), depth - 1);
    }
  };
  visit(join(root, 'libs'), 3);
  byRoot.set(root, packages);
  return packages;
}

/** The file a target names, under Node's conditions for an ES module import. */
function targetFile(target: PackageTarget): string | null {
  if (typeof target === 'string' || target === null) return target;
  for (const condition of ['import', 'module', 'default']) {
    const file = target[condition] === undefined ? undefined : targetFile(target[condition] as PackageTarget);
    if (file) return file;
  }
  return null;
}

/**
 * `exports` resolved the way Node resolves a package's subpath (exact subpaths first, then the `*` pattern with the
 * longest prefix), for the conditions of an ES module import.
 */
export function exportedFile(pkg: WorkspacePackage, subpath: string): string | null {
  if (subpath in pkg.exports) {
    const file = targetFile(pkg.exports[subpath] as PackageTarget);
    return file ? resolve(pkg.dir, file) : null;
  }
  let best: { key: string; match: string } | undefined;
  for (const key of Object.keys(pkg.exports)) {
    const star = key.indexOf('*');
    if (star < 0) continue;
    const prefix = key.slice(0, star);
    const suffix = key.slice(star + 1);
    if (!subpath.startsWith(prefix) || !subpath.endsWith(suffix) || subpath.length < key.length - 1) continue;
    if (best && prefix.length <= best.key.indexOf('*')) continue;
    best = { key, match: subpath.slice(prefix.length, subpath.length - suffix.length) };
  }
  if (!best) return null;
  const file = targetFile(pkg.exports[best.key] as PackageTarget);
  return file ? resolve(pkg.dir, file.replaceAll('*', best.match)) : null;
}

/**
 * The file a workspace package's specifier names through its package.json `exports` (`@casino/lobby-feature/routes/home`
 * → `libs/lobby/feature/src/routes/home.tsx`), or null when no package or export has it. The route files are found this
 * way, not through path aliases: tsconfig.base.json holds none for them.
 */
export function resolveWorkspaceExport(specifier: string, root = workspaceRoot): string | null {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
  const pkg = workspacePackages(root).get(name);
  if (!pkg) return null;
  const rest = specifier.slice(name.length);
  return exportedFile(pkg, rest ? `.${rest}` : '.');
}

/**
 * Vite resolves a workspace package's subpath that no path alias names (the route modules) through the package's
 * `exports`, as Node would through node_modules. Before Vite's own resolver, which does not know these packages.
 */
export function workspaceExportsPlugin(root = workspaceRoot): Plugin {
  return {
    name: 'casino-workspace-exports',
    enforce: 'pre',
    resolveId(source) {
      if (!source.startsWith('@casino/')) return null;
      return resolveWorkspaceExport(source, root);
    },
  };
}
