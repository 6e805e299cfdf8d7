import { readJson, readProjectConfiguration, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ESLINT_CONFIG, findArrayLiteral, listFiles, LOCALES_DIR, TSCONFIG_BASE } from '../lib/workspaceFiles';
import { PAGE_REGISTRY } from '../page/registry';
import {
  createScratchWorkspace,
  skipFormattingInVirtualTrees,
  workspaceRoot,
  type CommandResult,
  type ScratchWorkspace,
} from '../testing/scratchWorkspace';
import { domainGenerator } from './generator';

/** The workspace's real shared files a domain is written into. */
const SHARED = [TSCONFIG_BASE, ESLINT_CONFIG, PAGE_REGISTRY, `${LOCALES_DIR}/en.json`, `${LOCALES_DIR}/ar.json`];

function seed(tree: Tree) {
  for (const file of SHARED) tree.write(file, readFileSync(join(workspaceRoot, file), 'utf-8'));
}

const domainsOf = (tree: Tree) =>
  findArrayLiteral(tree.read(ESLINT_CONFIG, 'utf-8') ?? '', ESLINT_CONFIG, 'domains')?.elements.map((e) =>
    'text' in e ? String(e.text) : '',
  ) ?? [];

describe('domain generator', () => {
  skipFormattingInVirtualTrees({ beforeAll, afterAll });
  let tree: Tree;
  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
    seed(tree);
  });

  it('writes the feature lib tagged as every domain feature, its public API, keys file, first page, story and tests', async () => {
    await domainGenerator(tree, { name: 'quests' });
    expect(readProjectConfiguration(tree, 'quests-feature').tags).toEqual(['type:feature', 'scope:quests']);
    expect(readJson(tree, 'libs/quests/feature/package.json')).toMatchObject({
      name: '@casino/quests-feature',
      exports: { '.': './src/index.ts', './routes/*': './src/routes/*.tsx' },
    });
    expect(listFiles(tree, 'libs/quests/feature/src').sort()).toEqual([
      'libs/quests/feature/src/api/quests-keys.ts',
      'libs/quests/feature/src/index.ts',
      'libs/quests/feature/src/lib/quests/QuestsPage.stories.tsx',
      'libs/quests/feature/src/lib/quests/QuestsPage.test.tsx',
      'libs/quests/feature/src/lib/quests/QuestsPage.tsx',
      'libs/quests/feature/src/routes/quests.test.ts',
      'libs/quests/feature/src/routes/quests.tsx',
    ]);
    expect(tree.read('libs/quests/feature/src/index.ts', 'utf-8')).toBe(
      "export { questsKeys } from './api/quests-keys';\nexport { QuestsPage } from './lib/quests/QuestsPage';\n",
    );
    expect(tree.read('libs/quests/feature/src/api/quests-keys.ts', 'utf-8')).toContain(
      "all: () => ['quests'] as const,",
    );
    expect(tree.exists('libs/quests/ui')).toBe(false);
    expect(tree.read('libs/quests/README.md', 'utf-8')).toContain(
      'npx nx g @casino/tools:page <name> --project=quests-feature',
    );
    for (const file of [...listFiles(tree, 'libs/quests'), ...SHARED])
      expect(tree.read(file, 'utf-8'), file).not.toMatch(/<%|%>|TODO/);
  });

  it('with --ui also writes the ui lib (type:ui, same scope) with a presentational part, its story and test', async () => {
    await domainGenerator(tree, { name: 'loyalty-shop', ui: true });
    expect(readProjectConfiguration(tree, 'loyalty-shop-ui').tags).toEqual(['type:ui', 'scope:loyalty-shop']);
    expect(listFiles(tree, 'libs/loyalty-shop/ui/src').sort()).toEqual([
      'libs/loyalty-shop/ui/src/index.ts',
      'libs/loyalty-shop/ui/src/lib/LoyaltyShopHeader.stories.tsx',
      'libs/loyalty-shop/ui/src/lib/LoyaltyShopHeader.test.tsx',
      'libs/loyalty-shop/ui/src/lib/LoyaltyShopHeader.tsx',
    ]);
    const paths = readJson(tree, TSCONFIG_BASE).compilerOptions.paths as Record<string, string[]>;
    expect(paths['@casino/loyalty-shop-feature']).toEqual(['./libs/loyalty-shop/feature/src/index.ts']);
    expect(paths['@casino/loyalty-shop-ui']).toEqual(['./libs/loyalty-shop/ui/src/index.ts']);
  });

  it('adds the domain to the scopes of the boundary rules, the rest of the config as it was', async () => {
    const before = tree.read(ESLINT_CONFIG, 'utf-8') ?? '';
    await domainGenerator(tree, { name: 'quests' });
    expect(domainsOf(tree)).toEqual([...domainsOf(createSeeded()), 'quests']);
    const after = tree.read(ESLINT_CONFIG, 'utf-8') ?? '';
    expect(after.replace(", 'quests'", '')).toBe(before);
  });

  it('declares the first page in the registry with its title and description in English and Arabic', async () => {
    await domainGenerator(tree, { name: 'quests', title: 'Quests', titleAr: 'المهام', audience: 'player' });
    expect(tree.read(PAGE_REGISTRY, 'utf-8')).toContain(
      "  // Quests (libs/quests/feature)\n  quests: { path: '/quests', audience: 'player', module: '@casino/quests-feature/routes/quests' },\n",
    );
    expect(readJson(tree, `${LOCALES_DIR}/en.json`)).toMatchObject({
      'page.quests.title': 'Quests',
      'page.quests.description': 'Quests.',
    });
    expect(readJson(tree, `${LOCALES_DIR}/ar.json`)).toMatchObject({
      'page.quests.title': 'المهام',
      'page.quests.description': 'المهام.',
    });
  });

  it('refuses a name that is not one, a domain the boundary rules have, and a folder that exists', async () => {
    await expect(domainGenerator(tree, { name: 'Quests' })).rejects.toThrow(/not a name/);
    await expect(domainGenerator(tree, { name: 'cashier' })).rejects.toThrow(/already/);
    await expect(domainGenerator(tree, { name: 'tools' })).rejects.toThrow(/not a domain/);
    tree.write('libs/quests/README.md', '# taken\n');
    await expect(domainGenerator(tree, { name: 'quests' })).rejects.toThrow(/already exists/);
  });
});

function createSeeded(): Tree {
  const fresh = createTreeWithEmptyWorkspace();
  seed(fresh);
  return fresh;
}

/**
 * The generator's output in a copy of the workspace on disk, checked by the workspace's own targets: what a team gets
 * from `nx g @casino/tools:domain` type-checks, lints (the boundary rules included) and passes its tests as written.
 */
describe('a generated domain in a scratch copy of the workspace', () => {
  let scratch: ScratchWorkspace;
  let written: string[] = [];
  let typecheck: CommandResult;
  let tests: CommandResult;
  let lint: CommandResult;
  let format: CommandResult;
  let probe: CommandResult;
  beforeAll(async () => {
    scratch = createScratchWorkspace();
    await domainGenerator(scratch.tree, { name: 'zz-quests', ui: true, audience: 'player' });
    written = scratch.flush();
    typecheck = scratch.typecheckProjects(['libs/zz-quests/feature', 'libs/zz-quests/ui']);
    tests = scratch.runTargets(['test'], ['zz-quests-feature', 'zz-quests-ui']);
    lint = scratch.lint(written.filter((file) => /\.(tsx?|mjs)$/.test(file)));
    format = scratch.formatCheck(written);
    // Another domain's ui lib is of a layer a feature may use, but of a scope this one may not.
    const probeFile = 'libs/zz-quests/feature/src/lib/probe.ts';
    writeFileSync(
      join(scratch.root, probeFile),
      "import { WithdrawQuote } from '@casino/cashier-ui';\nexport const probe = WithdrawQuote;\n",
    );
    probe = scratch.lint([probeFile]);
  }, 240_000);
  afterAll(() => scratch?.dispose());

  it('type-checks (both libs, against the shared files it changed)', () => {
    expect(typecheck.status, typecheck.output).toBe(0);
  });

  it('passes its own tests: the page, its route module, the ui part', () => {
    expect(tests.status, tests.output).toBe(0);
    expect(tests.output).toMatch(/QuestsPage|quests\.test/);
  });

  it('is formatted as the workspace formats (when it configures Prettier)', () => {
    expect(format.status, format.output).toBe(0);
  });

  it("lints clean with the workspace's rules, warnings included", () => {
    expect(written).toEqual(
      expect.arrayContaining(['libs/zz-quests/feature/src/routes/zz-quests.tsx', ESLINT_CONFIG, PAGE_REGISTRY]),
    );
    expect(lint.status, lint.output).toBe(0);
  });

  it("is fenced in by its scope: another domain's lib is a boundary error", () => {
    expect(probe.status).not.toBe(0);
    expect(probe.output).toMatch(/scope:zz-quests.*can only depend on libs tagged with/s);
  });
});
