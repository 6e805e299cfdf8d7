import { pageEntry, pageKeys, shellRouteModules, sitePages } from '@casino/site';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// The workspace's build config is not a project of its own; this is its test.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { brandRoutes, pageModulesSource } from '../../config/brand-routes';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { resolveWorkspaceExport, workspacePackages } from '../../config/workspacePackages';

/**
 * The page registry (`sitePages` in libs/shared/site) is the one place a page is declared: the brand apps' route table
 * (tools/config/brand-routes.ts) and the `*` route's page modules are made from it, and the route files are found
 * through the libs' package.json exports.
 */
const workspaceRoot = resolve(import.meta.dirname, '../../..');
const appDir = join(workspaceRoot, 'apps/curacao/app');
const registryModules = new Set<string>(pageKeys.flatMap((key) => pageEntry(key).module ?? []));
const shellModules = new Set<string>(Object.values(shellRouteModules));

/** Every route file a lib exports (`./routes/<x>`, exactly or through a `./routes/*` pattern), by its specifier. */
function exportedRouteFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const pkg of workspacePackages().values()) {
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      if (!subpath.startsWith('./routes/') || typeof target !== 'string') continue;
      if (!subpath.includes('*')) {
        files.set(`${pkg.name}${subpath.slice(1)}`, resolve(pkg.dir, target));
        continue;
      }
      // A pattern exports every file it matches; tests and stories beside the route files are not routes.
      const [before, after] = target.split('*') as [string, string];
      const dir = resolve(pkg.dir, dirname(`${before}x`));
      const prefix = before.slice(before.lastIndexOf('/') + 1);
      if (!existsSync(dir)) continue;
      for (const name of readdirSync(dir)) {
        if (!name.startsWith(prefix) || !name.endsWith(after) || /\.(test|stories)\./.test(name)) continue;
        const match = name.slice(prefix.length, name.length - after.length);
        files.set(`${pkg.name}${subpath.slice(1).replace('*', match)}`, join(dir, name));
      }
    }
  }
  return files;
}

describe('the page registry and the route files', () => {
  it('resolves every module of the registry to a route file its lib exports, which exists', () => {
    expect(registryModules.size).toBeGreaterThan(20);
    for (const specifier of [...registryModules, ...shellModules]) {
      const file = resolveWorkspaceExport(specifier);
      expect(file, `${specifier}: no package.json exports it`).not.toBeNull();
      expect(existsSync(file as string), `${specifier} → ${file}`).toBe(true);
    }
  });

  it('has every route file a lib exports in the registry (or among the routes every brand shares)', () => {
    const exported = exportedRouteFiles();
    expect(exported.size).toBeGreaterThan(20);
    const unused = [...exported.keys()].filter(
      (specifier) => !registryModules.has(specifier) && !shellModules.has(specifier),
    );
    expect(unused, 'route files no page of the registry names').toEqual([]);
    // The pattern exports reach the files the registry names.
    for (const specifier of registryModules)
      expect(exported.get(specifier), specifier).toBe(resolveWorkspaceExport(specifier));
  });

  it("declares the libs of the registry's modules as dependencies of brand-app, whose `*` route imports them", () => {
    // Nx sees no import of a route module (Vite makes them from the registry): the dependencies are its graph's edges,
    // so a change to a page's lib reaches every brand, its suite and its build (`nx affected`).
    const manifest = JSON.parse(readFileSync(join(workspaceRoot, 'libs/brand-app/package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    const packages = new Set([...registryModules].map((specifier) => specifier.split('/').slice(0, 2).join('/')));
    expect(Object.keys(manifest.dependencies ?? {}).sort()).toEqual(expect.arrayContaining([...packages].sort()));
  });
});

describe("the brand apps' route table (tools/config/brand-routes.ts)", () => {
  const fileOf = (file: string) => relative(workspaceRoot, resolve(appDir, file));

  it("routes every page of the registry at its path, with its page key as the route's id, to its module's file", () => {
    const routes = brandRoutes('basic');
    for (const key of pageKeys) {
      const entry = routes.find((route) => route.id === key);
      expect(entry, key).toBeDefined();
      if (key === 'home') expect(entry?.index).toBe(true);
      else expect(entry?.path, key).toBe(sitePages[key].path.slice(1));
      const module = pageEntry(key).module;
      if (module)
        expect(fileOf(entry?.file ?? ''), key).toBe(relative(workspaceRoot, resolveWorkspaceExport(module) ?? ''));
    }
  });

  it('routes a page without a module to the placeholder', () => {
    const placeholder = pageKeys.filter((key) => !pageEntry(key).module);
    expect(placeholder.length).toBeGreaterThan(0);
    const routes = brandRoutes('basic');
    for (const key of placeholder)
      expect(fileOf(routes.find((route) => route.id === key)?.file ?? ''), key).toBe(
        'libs/shell/src/routes/coming-soon.tsx',
      );
  });

  it('redirects /profile/edit-profile to /account in the panel layout only', () => {
    expect(fileOf(brandRoutes('panel').find((route) => route.id === 'editProfile')?.file ?? '')).toBe(
      'libs/shell/src/routes/to-account.ts',
    );
    expect(fileOf(brandRoutes('basic').find((route) => route.id === 'editProfile')?.file ?? '')).toBe(
      'libs/auth/feature/src/routes/edit-profile.tsx',
    );
  });

  it("makes the `*` route's page modules from the registry: one lazy import per page with a module", () => {
    const source = pageModulesSource();
    for (const key of pageKeys) {
      const module = pageEntry(key).module;
      if (module) expect(source, key).toContain(`${JSON.stringify(key)}: () => import(${JSON.stringify(module)}),`);
      else expect(source, key).not.toContain(`${JSON.stringify(key)}:`);
    }
  });
});

describe("a workspace package's exports (tools/config/workspacePackages.ts)", () => {
  function workspaceWith(exports: Record<string, string>): string {
    const root = mkdtempSync(join(tmpdir(), 'workspace-packages-'));
    mkdirSync(join(root, 'libs/quests/feature'), { recursive: true });
    writeFileSync(
      join(root, 'libs/quests/feature/package.json'),
      JSON.stringify({ name: '@casino/quests-feature', exports }),
    );
    return root;
  }

  it('resolves a subpath as Node does: an exact subpath, else the pattern, else nothing', () => {
    const root = workspaceWith({
      '.': './src/index.ts',
      './routes/*': './src/routes/*.tsx',
      './routes/legacy': './src/old/legacy.ts',
    });
    const file = (path: string) => join(root, 'libs/quests/feature', path);
    expect(resolveWorkspaceExport('@casino/quests-feature', root)).toBe(file('src/index.ts'));
    expect(resolveWorkspaceExport('@casino/quests-feature/routes/quests', root)).toBe(file('src/routes/quests.tsx'));
    expect(resolveWorkspaceExport('@casino/quests-feature/routes/legacy', root)).toBe(file('src/old/legacy.ts'));
    expect(resolveWorkspaceExport('@casino/quests-feature/modals', root)).toBeNull();
    expect(resolveWorkspaceExport('@casino/other-feature/routes/quests', root)).toBeNull();
  });
});
