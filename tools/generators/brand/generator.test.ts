import { readJson, readProjectConfiguration, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { ESLint } from 'eslint';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brandGenerator, DEV_BACKEND_BRANDS, K8S_BRANDS, TSCONFIG_BASE } from './generator';

const workspaceRoot = join(__dirname, '../../..');

/** A workspace with two brands already, as the real one lays them out (their e2e ports, aliases and dev settings). */
function seed(tree: Tree) {
  tree.write(
    TSCONFIG_BASE,
    JSON.stringify({
      compilerOptions: {
        paths: {
          '@casino/brand-app': ['./libs/brand-app/src/index.ts'],
          '@casino/brand-curacao': ['./libs/brands/curacao/src/index.ts'],
          '@casino/brand-royale': ['./libs/brands/royale/src/index.ts'],
          '@casino/brand-server': ['./libs/shared/server/src/index.ts'],
        },
      },
    }),
  );
  tree.write(
    'e2e/curacao/playwright.config.ts',
    "export default brandE2eConfig({ brandId: 'curacao', port: 4401 });\n",
  );
  tree.write('e2e/royale/playwright.config.ts', "export default brandE2eConfig({ brandId: 'royale', port: 4403 });\n");
  tree.write('e2e/shared/src/config.ts', '// not a brand suite\n');
  tree.write(
    DEV_BACKEND_BRANDS,
    [
      "const devGoogle = (brand: string) => ({ googleClientId: 'dev-' + brand });",
      'export const BRANDS: Record<string, object> = {',
      '  curacao: {',
      "    theme: 'curacao',",
      "    casinoOrigin: 'http://localhost:3000',",
      '  },',
      '  royale: {',
      "    theme: 'royale',",
      "    casinoOrigin: 'http://localhost:3002',",
      '  },',
      '};',
      "export const DEFAULT_BRAND = 'curacao';",
      '',
    ].join('\n'),
  );
}

describe('brand generator', () => {
  // Two tests check the output with the workspace's own tools, whose first use is slow: ESLint loading the workspace's
  // config, plugins and parsers, and Vite loading the design system (a second or more each). They load in here once.
  let eslint: ESLint;
  let probeDir = '';
  beforeAll(async () => {
    // Only the rule the test looks at runs.
    eslint = new ESLint({ cwd: workspaceRoot, ruleFilter: ({ ruleId }) => ruleId === 'casino/no-colour-literals' });
    await eslint.lintText('export {};\n', { filePath: join(workspaceRoot, 'libs/brands/curacao/src/lib/warm-up.tsx') });
    // The generated theme is loaded the way the brand lib's own test loads it: beside a module that uses the design
    // system as a brand may (a tool itself may not depend on the design system).
    probeDir = mkdtempSync(join(tmpdir(), 'brand-generator-'));
    writeFileSync(join(probeDir, 'warm-up.ts'), "import '@casino/design-system';\n");
    await import(/* @vite-ignore */ join(probeDir, 'warm-up.ts'));
  }, 60_000);
  afterAll(() => rmSync(probeDir, { recursive: true, force: true }));

  let tree: Tree;
  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
    seed(tree);
  });

  it('writes the app, the brand lib and the e2e suite with the tags every brand carries', async () => {
    await brandGenerator(tree, { name: 'aurora' });
    for (const file of [
      'apps/aurora/app/root.tsx',
      'apps/aurora/app/routes.ts',
      'apps/aurora/app/pwa.ts',
      'apps/aurora/app/pwa.test.ts',
      'apps/aurora/app/entry.client.tsx',
      'apps/aurora/app/entry.server.tsx',
      'apps/aurora/server.ts',
      'apps/aurora/vite.config.ts',
      'apps/aurora/react-router.config.ts',
      'libs/brands/aurora/package.json',
      'libs/brands/aurora/src/index.ts',
      'libs/brands/aurora/src/lib/theme.ts',
      'libs/brands/aurora/src/lib/config.ts',
      'libs/brands/aurora/src/lib/Logo.tsx',
      'libs/brands/aurora/src/lib/brand.test.tsx',
      'e2e/aurora/playwright.config.ts',
      'e2e/aurora/src/smoke.spec.ts',
    ]) {
      expect(tree.exists(file), file).toBe(true);
    }
    // No template leaves a placeholder or a .template suffix behind.
    for (const root of ['apps/aurora', 'libs/brands/aurora', 'e2e/aurora']) {
      for (const file of listFiles(tree, root)) {
        expect(file).not.toMatch(/\.template$/);
        expect(tree.read(file, 'utf-8')).not.toMatch(/<%|%>|TODO/);
      }
    }
    expect(readProjectConfiguration(tree, 'aurora').tags).toEqual(['type:app', 'scope:apps', 'brand:aurora']);
    expect(readProjectConfiguration(tree, 'brand-aurora').tags).toEqual(['type:brand', 'scope:brands', 'brand:aurora']);
    const e2e = readProjectConfiguration(tree, 'e2e-aurora');
    expect(e2e.tags).toEqual(['type:e2e', 'scope:e2e', 'brand:aurora']);
    // The suite runs the brand's build against the dev backend: a change to either is a reason to run it (nx affected).
    expect(e2e.implicitDependencies).toEqual(['aurora', 'dev-backend']);
    expect(readJson(tree, 'libs/brands/aurora/package.json').name).toBe('@casino/brand-aurora');
  });

  it("writes the brand's Kubernetes overlay as every brand has it (check:k8s renders and validates those)", async () => {
    await brandGenerator(tree, { name: 'zenith' });
    const files = listFiles(tree, `${K8S_BRANDS}/zenith`)
      .map((file) => file.slice(`${K8S_BRANDS}/zenith/`.length))
      .sort();
    expect(files).toEqual(['ingress.yaml', 'kustomization.yaml', 'namespace.yaml']);
    for (const file of files) {
      const royale = readFileSync(join(workspaceRoot, K8S_BRANDS, 'royale', file), 'utf8')
        .replaceAll('Royale Casino', 'Zenith Casino')
        .replaceAll('royale', 'zenith');
      expect(tree.read(`${K8S_BRANDS}/zenith/${file}`, 'utf-8'), file).toBe(royale);
    }
    expect(tree.read(`${K8S_BRANDS}/zenith/kustomization.yaml`, 'utf-8')).toContain('namespace: casino-zenith');
  });

  it("starts the brand with a placeholder palette that already passes the design system's contrast checks", async () => {
    await brandGenerator(tree, { name: 'aurora' });
    writeFileSync(join(probeDir, 'theme.ts'), tree.read('libs/brands/aurora/src/lib/theme.ts', 'utf-8') ?? '');
    writeFileSync(
      join(probeDir, 'probe.ts'),
      "import { findContrastProblems } from '@casino/design-system';\nimport { auroraTheme } from './theme';\nexport const id = auroraTheme.id;\nexport const problems = findContrastProblems(auroraTheme);\n",
    );
    const probe = (await import(/* @vite-ignore */ join(probeDir, 'probe.ts'))) as { id: string; problems: string[] };
    expect(probe.id).toBe('aurora');
    expect(probe.problems).toEqual([]);
  });

  it('writes colours only into the palette (the colour lint passes on every generated file)', async () => {
    await brandGenerator(tree, { name: 'zz-colours' });
    const found: string[] = [];
    for (const file of ['apps/zz-colours', 'libs/brands/zz-colours', 'e2e/zz-colours']
      .flatMap((root) => listFiles(tree, root))
      .filter((f) => /\.tsx?$/.test(f))) {
      const [result] = await eslint.lintText(tree.read(file, 'utf-8') ?? '', { filePath: join(workspaceRoot, file) });
      found.push(
        ...(result?.messages ?? [])
          .filter((m) => m.ruleId === 'casino/no-colour-literals')
          .map((m) => `${file}:${m.line} ${m.message}`),
      );
    }
    expect(found).toEqual([]);
  }, 60_000);

  it('wires the app to its brand lib and the shared route table of its navigation system', async () => {
    await brandGenerator(tree, { name: 'aurora', navigation: 'basic' });
    expect(tree.read('apps/aurora/app/routes.ts', 'utf-8')).toContain("...brandRoutes('basic'),");
    expect(tree.read('apps/aurora/app/routes.ts', 'utf-8')).toContain("route('manifest.webmanifest', 'pwa.ts'");
    expect(tree.read('apps/aurora/app/root.tsx', 'utf-8')).toContain(
      "import { brand, Logo, theme } from '@casino/brand-aurora';",
    );
    expect(tree.read('apps/aurora/vite.config.ts', 'utf-8')).toContain("brandId: 'aurora'");
    expect(tree.read('apps/aurora/app/pwa.test.ts', 'utf-8')).toContain("describeWebManifest('aurora', loader);");
    expect(tree.read('libs/brands/aurora/src/lib/brand.test.tsx', 'utf-8')).toContain(
      "describeBrand(brandLib, { id: 'aurora', navigationSystem: 'basic' });",
    );
    const config = tree.read('libs/brands/aurora/src/lib/config.ts', 'utf-8');
    expect(config).toContain("name: 'Aurora Casino',");
    expect(config).toContain("navigationSystem: 'basic',");
    expect(tree.read('libs/brands/aurora/src/index.ts', 'utf-8')).toBe(
      "export { auroraTheme as theme } from './lib/theme';\nexport { auroraBrand as brand } from './lib/config';\nexport { AuroraLogo as Logo } from './lib/Logo';\n",
    );
  });

  it('gives the e2e suite the next free port and the shared journeys with the navigation system paths', async () => {
    await brandGenerator(tree, { name: 'aurora' });
    expect(tree.read('e2e/aurora/playwright.config.ts', 'utf-8')).toContain(
      "brandE2eConfig({ brandId: 'aurora', port: 4404 })",
    );
    const spec = tree.read('e2e/aurora/src/smoke.spec.ts', 'utf-8') ?? '';
    expect(spec).toContain(
      "allJourneys({ id: 'aurora', name: 'Aurora Casino', navigationSystem: 'basic', editProfilePath: '/profile/edit-profile', verifyPath: '/profile/verify' });",
    );
  });

  it('builds a panel brand: panel routes, account paths, panel page URLs in its dev settings', async () => {
    await brandGenerator(tree, { name: 'sea-star', navigation: 'panel', displayName: "Sea Star's Casino" });
    expect(tree.read('apps/sea-star/app/routes.ts', 'utf-8')).toContain("...brandRoutes('panel'),");
    expect(tree.read('libs/brands/sea-star/src/lib/brand.test.tsx', 'utf-8')).toContain("navigationSystem: 'panel'");
    expect(tree.read('libs/brands/sea-star/src/index.ts', 'utf-8')).toContain('export { SeaStarLogo as Logo }');
    const spec = tree.read('e2e/sea-star/src/smoke.spec.ts', 'utf-8') ?? '';
    expect(spec).toContain("name: 'Sea Star\\'s Casino'");
    expect(tree.read('libs/brands/sea-star/src/lib/config.ts', 'utf-8')).toContain("name: 'Sea Star\\'s Casino',");
    expect(spec).toContain("editProfilePath: '/account'");
    expect(spec).toContain("verifyPath: '/account/verification'");
    const settings = tree.read(DEV_BACKEND_BRANDS, 'utf-8') ?? '';
    expect(settings).toContain(
      "  'sea-star': {\n    theme: 'sea-star',\n    navigationSystem: 'panel',\n    brandName: 'Sea Star\\'s Casino',",
    );
    expect(settings).toContain("pageUrls: { editProfile: '/account', verify: '/account/verification' },");
    expect(settings).toContain("racesChannelUrl: 'https://t.me/sea_star_casino_races_dev',");
  });

  it('adds the path alias beside the other brand libs, leaving every other alias as it was', async () => {
    await brandGenerator(tree, { name: 'aurora' });
    const paths = readJson(tree, TSCONFIG_BASE).compilerOptions.paths as Record<string, string[]>;
    expect(paths['@casino/brand-aurora']).toEqual(['./libs/brands/aurora/src/index.ts']);
    expect(Object.keys(paths)).toEqual([
      '@casino/brand-app',
      '@casino/brand-aurora',
      '@casino/brand-curacao',
      '@casino/brand-royale',
      '@casino/brand-server',
    ]);
    await brandGenerator(tree, { name: 'zenith' });
    expect(Object.keys(readJson(tree, TSCONFIG_BASE).compilerOptions.paths)).toEqual([
      '@casino/brand-app',
      '@casino/brand-aurora',
      '@casino/brand-curacao',
      '@casino/brand-royale',
      '@casino/brand-zenith',
      '@casino/brand-server',
    ]);
    expect(tree.read('e2e/zenith/playwright.config.ts', 'utf-8')).toContain('port: 4405');
  });

  it("adds the brand's settings to the dev backend after the last brand, with its name and the next origin", async () => {
    await brandGenerator(tree, { name: 'aurora' });
    const settings = tree.read(DEV_BACKEND_BRANDS, 'utf-8') ?? '';
    expect(settings).toContain(
      [
        "  royale: {\n    theme: 'royale',\n    casinoOrigin: 'http://localhost:3002',\n  },",
        '  aurora: {',
        "    theme: 'aurora',",
        "    navigationSystem: 'basic',",
        "    brandName: 'Aurora Casino',",
      ].join('\n'),
    );
    expect(settings).toContain(
      "    casinoOrigin: 'http://localhost:3003',\n    ...devGoogle('aurora'),\n    excludedCountryCodeList: 'US',\n  },\n};\n",
    );
    expect(settings).not.toContain('pageUrls');
  });

  it("fits the workspace's real shared files", async () => {
    for (const file of [TSCONFIG_BASE, DEV_BACKEND_BRANDS])
      tree.write(file, readFileSync(join(workspaceRoot, file), 'utf-8'));
    await brandGenerator(tree, { name: 'zz-test' });
    expect(readJson(tree, TSCONFIG_BASE).compilerOptions.paths['@casino/brand-zz-test']).toEqual([
      './libs/brands/zz-test/src/index.ts',
    ]);
    expect(tree.read(DEV_BACKEND_BRANDS, 'utf-8')).toMatch(
      /\n {2}'zz-test': \{\n(?: {4}.*\n)+ {2}\},\n\};\nexport const DEFAULT_BRAND/,
    );
  });

  it('refuses an id that is not one, and a brand that exists', async () => {
    await expect(brandGenerator(tree, { name: 'Aurora' })).rejects.toThrow(/not a brand id/);
    await expect(brandGenerator(tree, { name: 'aurora', navigation: 'side' as 'panel' })).rejects.toThrow(
      /basic or panel/,
    );
    await brandGenerator(tree, { name: 'aurora' });
    await expect(brandGenerator(tree, { name: 'aurora' })).rejects.toThrow(/already exists/);
  });
});

function listFiles(tree: Tree, dir: string): string[] {
  return tree.children(dir).flatMap((child) => {
    const path = `${dir}/${child}`;
    return tree.isFile(path) ? [path] : listFiles(tree, path);
  });
}
