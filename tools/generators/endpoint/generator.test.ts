import { addProjectConfiguration, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { domainGenerator } from '../domain/generator';
import { CONTRACT_DIR, DEV_BACKEND_DIR } from '../lib/workspaceFiles';
import {
  createScratchWorkspace,
  skipFormattingInVirtualTrees,
  workspaceRoot,
  type CommandResult,
  type ScratchWorkspace,
} from '../testing/scratchWorkspace';
import { CONTRACT_INDEX, DEV_BACKEND_SERVER, ENDPOINT_REGISTRY, endpointGenerator } from './generator';

/** The workspace's real files an endpoint is written into, for the referral lib. */
const REAL = [
  ENDPOINT_REGISTRY,
  CONTRACT_INDEX,
  `${CONTRACT_DIR}/lib/referral.ts`,
  `${DEV_BACKEND_DIR}/routes/social.ts`,
  DEV_BACKEND_SERVER,
  'libs/referral/feature/src/index.ts',
  'libs/referral/feature/src/api/referral-keys.ts',
];

function seed(tree: Tree) {
  for (const file of REAL) tree.write(file, readFileSync(join(workspaceRoot, file), 'utf-8'));
  addProjectConfiguration(tree, 'referral-feature', {
    root: 'libs/referral/feature',
    tags: ['type:feature', 'scope:referral'],
  });
  addProjectConfiguration(tree, 'site', { root: 'libs/shared/site', tags: ['type:util', 'scope:shared'] });
}

const read = (tree: Tree, file: string) => tree.read(file, 'utf-8') ?? '';

describe('endpoint generator', () => {
  skipFormattingInVirtualTrees({ beforeAll, afterAll });
  let tree: Tree;
  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
    seed(tree);
  });

  it("spreads a domain's shared query root in its new key (rewards' queryRoots.rewards), never copying it as a literal", async () => {
    tree.write(
      'libs/rewards/feature/src/api/rewards-keys.ts',
      "import { queryRoots } from '@casino/query';\n\nexport const rewardsKeys = {\n  all: () => queryRoots.rewards,\n  userBonuses: () => [...queryRoots.rewards, 'user-bonuses'] as const,\n};\n",
    );
    tree.write('libs/rewards/feature/src/index.ts', '');
    addProjectConfiguration(tree, 'rewards-feature', {
      root: 'libs/rewards/feature',
      tags: ['type:feature', 'scope:rewards'],
    });
    await endpointGenerator(tree, { name: 'get-quest-board', project: 'rewards-feature', backendRoutes: 'social' });
    expect(read(tree, 'libs/rewards/feature/src/api/rewards-keys.ts')).toContain(
      "  questBoard: () => [...queryRoots.rewards, 'quest-board'] as const,\n};",
    );
  });

  it("writes a query's contract entry with its zod schemas, in the registry beside its area's endpoints", async () => {
    await endpointGenerator(tree, {
      name: 'get-referral-history',
      project: 'referral-feature',
      auth: 'required',
      backendRoutes: 'social',
    });
    const contract = read(tree, `${CONTRACT_DIR}/lib/referral.ts`);
    expect(contract).toContain(
      [
        'export const referralHistoryData = z.object({',
        '  items: z.array(z.object({ id: idSchema, name: z.string() })),',
        '});',
        'export type ReferralHistoryData = z.infer<typeof referralHistoryData>;',
        '',
        'export const getReferralHistory = {',
        "  method: 'GET',",
        "  path: '/api/referral/referral-history',",
        '  response: ok(referralHistoryData),',
        "  auth: 'required',",
      ].join('\n'),
    );
    expect(contract).toMatch(/^import \{ [^}]*\bidSchema\b[^}]* \} from '\.\/common';$/m);
    expect(read(tree, ENDPOINT_REGISTRY)).toContain(
      "export { getReferral, claimReferral, trackReferralVisit, getReferralHistory } from './referral';",
    );
    // An area the contract had: its index is as it was.
    expect(read(tree, CONTRACT_INDEX)).toBe(readFileSync(join(workspaceRoot, CONTRACT_INDEX), 'utf-8'));
  });

  it("writes the query's file (fetcher, options under the domain's key, hook), its handler from the contract and its test", async () => {
    await endpointGenerator(tree, {
      name: 'get-referral-history',
      project: 'referral-feature',
      auth: 'required',
      backendRoutes: 'social',
    });
    const file = read(tree, 'libs/referral/feature/src/api/get-referral-history.ts');
    expect(file).toContain(
      'export function getReferralHistory(api: ApiClient, { signal }: { signal?: AbortSignal } = {}) {\n  return api.call(endpoints.getReferralHistory, { signal });',
    );
    expect(file).toContain('queryKey: referralKeys.referralHistory()');
    expect(file).toContain('enabled: signedIn');
    expect(read(tree, 'libs/referral/feature/src/api/referral-keys.ts')).toContain(
      "  referralHistory: () => ['referral', 'referral-history'] as const,\n};",
    );
    expect(read(tree, 'libs/referral/feature/src/lib/testing/getReferralHistoryHandler.ts')).toContain(
      'mockEndpoint(endpoints.getReferralHistory, answer)',
    );
    expect(read(tree, 'libs/referral/feature/src/api/get-referral-history.test.tsx')).toContain(
      "it('asks nothing for a guest'",
    );
    expect(read(tree, 'libs/referral/feature/src/index.ts')).toContain(
      "export { getReferralHistory, referralHistoryQueryOptions, useReferralHistory } from './api/get-referral-history';\n",
    );
  });

  it('writes a mutation that re-reads the domain without waiting, and no query key', async () => {
    const keysBefore = read(tree, 'libs/referral/feature/src/api/referral-keys.ts');
    await endpointGenerator(tree, {
      name: 'claim-referral-bonus',
      project: 'referral-feature',
      mutation: true,
      backendRoutes: 'social',
    });
    const file = read(tree, 'libs/referral/feature/src/api/claim-referral-bonus.ts');
    expect(file).toContain('onSettled: () => invalidateInBackground(queryClient, referralKeys.all()),');
    expect(file).not.toMatch(/await|return queryClient|Promise\.all/);
    expect(read(tree, `${CONTRACT_DIR}/lib/referral.ts`)).toContain(
      "export const claimReferralBonusBody = z.object({ id: idSchema });\n\n/** Claim referral bonus: the backend answers `data: null` when it has made the change. Designed here. */\nexport const claimReferralBonus = {\n  method: 'POST',",
    );
    expect(read(tree, 'libs/referral/feature/src/api/referral-keys.ts')).toBe(keysBefore);
  });

  it("adds the dev backend's route from the contract to a routes file it has, with its test", async () => {
    await endpointGenerator(tree, {
      name: 'get-referral-history',
      project: 'referral-feature',
      auth: 'required',
      backendRoutes: 'social',
    });
    const routes = read(tree, `${DEV_BACKEND_DIR}/routes/social.ts`);
    expect(routes).toMatch(
      /\n {2}route\(app, ctx, getReferralHistory, async \(\) => \(\{ items: \[\{ id: 1, name: 'Referral history 1' \}\] \}\)\);\n\}\n/,
    );
    expect(routes).toMatch(/import \{[^}]*\bgetReferralHistory\b[^}]*\} from '@casino\/api-contract';/);
    expect(read(tree, DEV_BACKEND_SERVER)).toBe(readFileSync(join(workspaceRoot, DEV_BACKEND_SERVER), 'utf-8'));
    const test = read(tree, `${DEV_BACKEND_DIR}/get-referral-history.test.ts`);
    expect(test).toContain("player = await h.login('player@demo.test');");
    expect(test).toContain("it('refuses a caller without a token'");
  });

  it('starts a new area: its contract file (in the index), its routes file (registered in the server)', async () => {
    await endpointGenerator(tree, { name: 'get-missions', project: 'referral-feature', area: 'missions' });
    expect(read(tree, `${CONTRACT_DIR}/lib/missions.ts`)).toMatch(
      /^import \* as z from 'zod\/mini';\nimport \{ idSchema, ok, type Endpoint \} from '\.\/common';\n/,
    );
    expect(read(tree, CONTRACT_INDEX)).toContain("export * from './lib/missions';\nexport * from './lib/endpoints';\n");
    expect(read(tree, ENDPOINT_REGISTRY)).toMatch(/\nexport \{ getMissions \} from '\.\/missions';\n$/);
    expect(read(tree, `${DEV_BACKEND_DIR}/routes/missions.ts`)).toContain(
      'export function registerMissionsRoutes(app: FastifyInstance, ctx: Ctx): void {',
    );
    const server = read(tree, DEV_BACKEND_SERVER);
    expect(server).toContain("import { registerMissionsRoutes } from './routes/missions';");
    expect(server).toContain('  registerSocialRoutes(app, ctx);\n  registerMissionsRoutes(app, ctx);\n');
  });

  it('refuses an endpoint the registry has, a query that is not a GET and a lib that makes no calls', async () => {
    await expect(endpointGenerator(tree, { name: 'get-referral', project: 'referral-feature' })).rejects.toThrow(
      /already has "getReferral"/,
    );
    await expect(
      endpointGenerator(tree, { name: 'get-x', project: 'referral-feature', method: 'POST' }),
    ).rejects.toThrow(/a query is a GET/);
    await expect(endpointGenerator(tree, { name: 'get-x', project: 'site' })).rejects.toThrow(
      /neither a feature nor a data-access lib/,
    );
  });
});

/**
 * The generator's output in a copy of the workspace on disk: a query in an existing domain (into the files it has) and a
 * mutation in a new one (new contract and routes files), type-checked, linted and tested with the workspace's own tools.
 */
describe('generated endpoints in a scratch copy of the workspace', () => {
  let scratch: ScratchWorkspace;
  let written: string[] = [];
  let typecheck: CommandResult;
  let featureTests: CommandResult;
  let backendTests: CommandResult;
  let lint: CommandResult;
  let format: CommandResult;
  beforeAll(async () => {
    scratch = createScratchWorkspace();
    await endpointGenerator(scratch.tree, {
      name: 'get-referral-history',
      project: 'referral-feature',
      auth: 'required',
      backendRoutes: 'social',
    });
    await domainGenerator(scratch.tree, { name: 'zz-missions' });
    await endpointGenerator(scratch.tree, { name: 'get-zz-missions', project: 'zz-missions-feature' });
    await endpointGenerator(scratch.tree, { name: 'claim-zz-mission', project: 'zz-missions-feature', mutation: true });
    written = scratch.flush();
    typecheck = scratch.typecheckProjects([
      'libs/shared/api-contract',
      'tools/dev-backend',
      'libs/referral/feature',
      'libs/zz-missions/feature',
    ]);
    featureTests = scratch.run('vitest', ['run', '--config', 'libs/zz-missions/feature/vitest.config.ts', 'src/api']);
    const referralTests = scratch.run('vitest', [
      'run',
      '--config',
      'libs/referral/feature/vitest.config.ts',
      'src/api/get-referral-history.test.tsx',
    ]);
    featureTests = {
      status: featureTests.status || referralTests.status,
      output: `${featureTests.output}\n${referralTests.output}`,
    };
    backendTests = scratch.run('vitest', [
      'run',
      '--root',
      'tools/dev-backend',
      'src/get-referral-history.test.ts',
      'src/get-zz-missions.test.ts',
      'src/claim-zz-mission.test.ts',
    ]);
    lint = scratch.lint(written.filter((file) => /\.(tsx?|mjs)$/.test(file)));
    format = scratch.formatCheck(written);
  }, 300_000);
  afterAll(() => scratch?.dispose());

  it('type-checks: the contract, the dev backend and both feature libs', () => {
    expect(typecheck.status, typecheck.output).toBe(0);
  });

  it("passes the hooks' tests against the handlers built from the contract", () => {
    expect(featureTests.status, featureTests.output).toBe(0);
    expect(featureTests.output).toMatch(/get-referral-history\.test\.tsx/);
    expect(featureTests.output).toMatch(/claim-zz-mission\.test\.tsx/);
    expect(featureTests.output).toMatch(/get-zz-missions\.test\.tsx/);
  });

  it("passes the dev backend's tests of the new routes (answers checked against the contract)", () => {
    expect(backendTests.status, backendTests.output).toBe(0);
    expect(backendTests.output).toMatch(/3 passed/);
  });

  it('is formatted as the workspace formats (when it configures Prettier)', () => {
    expect(format.status, format.output).toBe(0);
  });

  it("lints clean with the workspace's rules, warnings included", () => {
    expect(written).toEqual(
      expect.arrayContaining([
        'libs/zz-missions/feature/src/api/claim-zz-mission.ts',
        `${DEV_BACKEND_DIR}/routes/zz-missions.ts`,
      ]),
    );
    expect(lint.status, lint.output).toBe(0);
  });
});
