import { addProjectConfiguration, readJson, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listFiles, LOCALES_DIR } from '../lib/workspaceFiles';
import {
  createScratchWorkspace,
  skipFormattingInVirtualTrees,
  workspaceRoot,
  type CommandResult,
  type ScratchWorkspace,
} from '../testing/scratchWorkspace';
import { BRAND_APP_PACKAGE, pageGenerator } from './generator';
import { PAGE_REGISTRY } from './registry';

const LIB = 'libs/referral/feature';
/** The workspace's real files a page of the referral lib is written into. */
const REAL = [
  PAGE_REGISTRY,
  `${LOCALES_DIR}/en.json`,
  `${LOCALES_DIR}/ar.json`,
  `${LIB}/package.json`,
  `${LIB}/src/index.ts`,
  BRAND_APP_PACKAGE,
];

function seed(tree: Tree) {
  for (const file of REAL) tree.write(file, readFileSync(join(workspaceRoot, file), 'utf-8'));
  addProjectConfiguration(tree, 'referral-feature', { root: LIB, tags: ['type:feature', 'scope:referral'] });
  addProjectConfiguration(tree, 'referral-ui', { root: 'libs/referral/ui', tags: ['type:ui', 'scope:referral'] });
}

const read = (tree: Tree, file: string) => tree.read(file, 'utf-8') ?? '';

describe('page generator', () => {
  skipFormattingInVirtualTrees({ beforeAll, afterAll });
  let tree: Tree;
  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
    seed(tree);
  });

  it('writes the route module (loader, meta, error boundary), its page, a story and the tests', async () => {
    await pageGenerator(tree, { name: 'referral-rules', project: 'referral-feature' });
    expect(
      listFiles(tree, `${LIB}/src`)
        .filter((file) => !REAL.includes(file))
        .sort(),
    ).toEqual([
      `${LIB}/src/lib/referral-rules/ReferralRulesPage.stories.tsx`,
      `${LIB}/src/lib/referral-rules/ReferralRulesPage.test.tsx`,
      `${LIB}/src/lib/referral-rules/ReferralRulesPage.tsx`,
      `${LIB}/src/routes/referral-rules.test.ts`,
      `${LIB}/src/routes/referral-rules.tsx`,
    ]);
    const route = read(tree, `${LIB}/src/routes/referral-rules.tsx`);
    for (const line of [
      'export const loader = definePageLoader();',
      'export const meta = pageMeta;',
      'export const ErrorBoundary = PageErrorBoundary;',
      'export default function ReferralRulesRoute() {',
    ]) {
      expect(route).toContain(line);
    }
    expect(read(tree, `${LIB}/src/lib/referral-rules/ReferralRulesPage.tsx`)).toContain(
      "t(pageTitleKey('referralRules'))",
    );
    expect(read(tree, `${LIB}/src/index.ts`)).toMatch(
      /\nexport \{ ReferralRulesPage \} from '\.\/lib\/referral-rules\/ReferralRulesPage';\n$/,
    );
    for (const file of listFiles(tree, LIB)) expect(read(tree, file), file).not.toMatch(/<%|%>|TODO/);
  });

  it("declares the page once, in the registry among its lib's pages, with its path and audience", async () => {
    await pageGenerator(tree, {
      name: 'referral-rules',
      project: 'referral-feature',
      path: '/profile2/referral/rules',
      audience: 'player',
    });
    expect(read(tree, PAGE_REGISTRY)).toContain(
      "  referral: { path: '/profile2/referral', audience: 'player', module: '@casino/referral-feature/routes/referral' },\n" +
        "  referralRules: { path: '/profile2/referral/rules', audience: 'player', module: '@casino/referral-feature/routes/referral-rules' },\n",
    );
    // The lib's `./routes/*` export covers the new route module: its package.json is as it was.
    expect(read(tree, `${LIB}/package.json`)).toBe(readFileSync(join(workspaceRoot, `${LIB}/package.json`), 'utf-8'));
  });

  it('adds the title and description in English and Arabic after the other pages’ keys, the rest of each file as it was', async () => {
    await pageGenerator(tree, {
      name: 'referral-rules',
      project: 'referral-feature',
      title: 'Referral rules',
      description: 'How a referral counts.',
      titleAr: 'قواعد الإحالة',
      descriptionAr: 'كيف تُحتسب الإحالة.',
    });
    const en = readJson<Record<string, string>>(tree, `${LOCALES_DIR}/en.json`);
    const ar = readJson<Record<string, string>>(tree, `${LOCALES_DIR}/ar.json`);
    expect([en['page.referralRules.title'], en['page.referralRules.description']]).toEqual([
      'Referral rules',
      'How a referral counts.',
    ]);
    expect([ar['page.referralRules.title'], ar['page.referralRules.description']]).toEqual([
      'قواعد الإحالة',
      'كيف تُحتسب الإحالة.',
    ]);
    const keys = Object.keys(en);
    const lastPageKey = Math.max(
      ...keys.map((key, i) => (key.startsWith('page.') && !key.startsWith('page.referralRules') ? i : -1)),
    );
    expect(keys.indexOf('page.referralRules.title')).toBe(lastPageKey + 1);
    const original = JSON.parse(readFileSync(join(workspaceRoot, `${LOCALES_DIR}/en.json`), 'utf-8')) as Record<
      string,
      string
    >;
    expect(Object.fromEntries(Object.entries(en).filter(([key]) => !key.startsWith('page.referralRules.')))).toEqual(
      original,
    );
  });

  it('starts a group for the first page of a lib, before the placeholder pages', async () => {
    addProjectConfiguration(tree, 'quests-feature', {
      root: 'libs/quests/feature',
      tags: ['type:feature', 'scope:quests'],
    });
    tree.write(
      'libs/quests/feature/package.json',
      JSON.stringify({ name: '@casino/quests-feature', exports: { '.': './src/index.ts' } }),
    );
    await pageGenerator(tree, { name: 'quests', project: 'quests-feature' });
    expect(read(tree, PAGE_REGISTRY)).toContain(
      "  // Quests (libs/quests/feature)\n  quests: { path: '/quests', audience: 'anyone', module: '@casino/quests-feature/routes/quests' },\n\n  // Information pages",
    );
    expect(readJson(tree, 'libs/quests/feature/package.json').exports).toEqual({
      '.': './src/index.ts',
      './routes/*': './src/routes/*.tsx',
    });
    // The brand app reaches the new lib's pages: its dependencies say so (once), in order.
    const dependencies = Object.keys(readJson(tree, BRAND_APP_PACKAGE).dependencies);
    expect(dependencies).toContain('@casino/quests-feature');
    expect(dependencies).toEqual([...dependencies].sort((a, b) => a.localeCompare(b)));
    await pageGenerator(tree, { name: 'quest-history', project: 'quests-feature' });
    expect(Object.keys(readJson(tree, BRAND_APP_PACKAGE).dependencies)).toEqual(dependencies);
  });

  it('refuses a page key the registry has, a lib that is not a feature and a bad name', async () => {
    await expect(pageGenerator(tree, { name: 'referral', project: 'referral-feature' })).rejects.toThrow(
      /already has a page "referral"/,
    );
    await expect(pageGenerator(tree, { name: 'rules', project: 'referral-ui' })).rejects.toThrow(/not a feature lib/);
    await expect(pageGenerator(tree, { name: 'Rules', project: 'referral-feature' })).rejects.toThrow(/not a name/);
  });
});

/**
 * A generated page in a copy of the workspace on disk: it type-checks against the registry (its page key exists only if
 * the entry does), lints, passes its tests, and every brand's route table serves it.
 */
describe('a generated page in a scratch copy of the workspace', () => {
  let scratch: ScratchWorkspace;
  let written: string[] = [];
  let typecheck: CommandResult;
  let tests: CommandResult;
  let lint: CommandResult;
  let format: CommandResult;
  let routes: CommandResult;
  beforeAll(async () => {
    scratch = createScratchWorkspace();
    await pageGenerator(scratch.tree, {
      name: 'referral-rules',
      project: 'referral-feature',
      path: '/profile2/referral/rules',
      audience: 'player',
      title: 'Referral rules',
      titleAr: 'قواعد الإحالة',
    });
    written = scratch.flush();
    typecheck = scratch.typecheckProjects([LIB, 'libs/shared/site']);
    tests = scratch.run('vitest', ['run', '--config', `${LIB}/vitest.config.ts`, 'referral-rules']);
    lint = scratch.lint(written.filter((file) => /\.(tsx?|mjs)$/.test(file)));
    format = scratch.formatCheck(written);
    routes = scratch.run('tsx', [
      '-e',
      "import { brandRoutes } from './tools/config/brand-routes.ts'; console.log(JSON.stringify(brandRoutes('basic')));",
    ]);
  }, 240_000);
  afterAll(() => scratch?.dispose());

  it('type-checks with the registry it is declared in', () => {
    expect(typecheck.status, typecheck.output).toBe(0);
  });

  it('passes its tests: a guest is sent to log in (the registry’s audience), the head names it in both languages', () => {
    expect(tests.status, tests.output).toBe(0);
    expect(tests.output).toMatch(/referral-rules\.test\.ts/);
    expect(tests.output).toMatch(/ReferralRulesPage\.test\.tsx/);
  });

  it('is formatted as the workspace formats (when it configures Prettier)', () => {
    expect(format.status, format.output).toBe(0);
  });

  it("lints clean with the workspace's rules, warnings included", () => {
    expect(lint.status, lint.output).toBe(0);
  });

  it("is a route of every brand's route table, served by its route module", () => {
    expect(routes.status, routes.output).toBe(0);
    const table = JSON.parse(routes.output.trim().split('\n').pop() ?? '[]') as Array<{
      id?: string;
      path?: string;
      file?: string;
    }>;
    expect(table.find((route) => route.id === 'referralRules')).toMatchObject({
      path: 'profile2/referral/rules',
      file: `../../../${LIB}/src/routes/referral-rules.tsx`,
    });
  });
});
