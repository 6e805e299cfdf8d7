import { ESLint } from 'eslint';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Proves the data layer's rules bite (tools/lint-rules, docs/data-and-pages.md): each probe that breaks a convention
 * fails lint with that rule's message, and a file that keeps it passes. Probes are linted as text at a path inside a
 * real api folder (the rules read the folder's other files from disk); nothing is written.
 */
const RULES = [
  'one-endpoint-per-file',
  'domain-keys-file',
  'no-foreign-query-roots',
  'no-awaited-rereads',
  'no-transport-error-codes',
].map((r) => `casino/${r}`);
const workspaceRoot = join(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: workspaceRoot, ruleFilter: ({ ruleId }) => RULES.includes(ruleId) });
// The first lint loads the workspace's config, plugins and Nx's project graph (seconds): once, before the tests.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: join(workspaceRoot, 'libs/lobby/feature/src/api/warm-up.ts') });
}, 60_000);

/** The messages of one rule for a probe at a path. */
async function errors(rule: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(workspaceRoot, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === `casino/${rule}`).map((m) => m.message);
}

const head =
  "import { endpoints } from '@casino/api-contract';\nimport type { ApiClient } from '@casino/api-client';\n";

describe('one endpoint per api file (casino/one-endpoint-per-file)', () => {
  const rule = 'one-endpoint-per-file';

  it('fails a file that calls two endpoints, naming the file the second one belongs in', async () => {
    const two = `${head}export const getA = (api: ApiClient) => api.call(endpoints.getCashback, {});\nexport const claimA = (api: ApiClient) => api.call(endpoints.claimReferral, { body: {} });\n`;
    expect(await errors(rule, 'libs/tournaments/feature/src/api/probe-two.ts', two)).toEqual([
      expect.stringMatching(/second endpoint \(claimReferral, after getCashback\).*'claim-referral\.ts'/),
    ]);
  });

  it('fails a second file of the folder calling an endpoint that already has its file', async () => {
    const again = `${head}export const getWinnersAgain = (api: ApiClient) => api.call(endpoints.getWinners, { query: { type: 'top', limit: 3 } });\n`;
    expect(await errors(rule, 'libs/lobby/feature/src/api/top-winners.ts', again)).toEqual([
      expect.stringMatching(/endpoints\.getWinners is also called in get-winners\.ts/),
    ]);
  });

  it('fails an api file whose name is not kebab-case', async () => {
    const one = `${head}export const getX = (api: ApiClient) => api.call(endpoints.getCashback, {});\n`;
    expect(await errors(rule, 'libs/tournaments/feature/src/api/getCashback.ts', one)).toEqual([
      expect.stringMatching(/not kebab-case/),
    ]);
  });

  it('passes one endpoint in its own kebab-case file, a file composing fetchers, and leaves tests and other folders alone', async () => {
    const one = `${head}export const getCashback = (api: ApiClient) => api.call(endpoints.getCashback, {});\n`;
    expect(await errors(rule, 'libs/tournaments/feature/src/api/get-cashback.ts', one)).toEqual([]);
    const composed =
      "import { getWinners } from './get-winners';\nimport { getJackpots } from './get-jackpots';\nexport const both = (api: never) => [getWinners(api, 'top'), getJackpots(api)];\n";
    expect(await errors(rule, 'libs/lobby/feature/src/api/home-feed.ts', composed)).toEqual([]);
    const two = `${head}export const a = [endpoints.getWinners, endpoints.getJackpots];\n`;
    expect(await errors(rule, 'libs/lobby/feature/src/api/get-winners.test.ts', two)).toEqual([]);
    expect(await errors(rule, 'libs/lobby/feature/src/lib/home/probe.ts', two)).toEqual([]);
  });
});

describe('one <domain>-keys.ts per api folder (casino/domain-keys-file)', () => {
  const rule = 'domain-keys-file';
  const factory = (name: string) => `export const ${name} = { all: () => ['lobby'] as const };\n`;

  it('fails a keys file named otherwise (keys.ts, an abbreviation, a part of the domain)', async () => {
    expect(await errors(rule, 'libs/lobby/feature/src/api/keys.ts', factory('lobbyKeys'))).toEqual([
      expect.stringMatching(/one file named 'lobby-keys\.ts' \(this is 'keys\.ts'\)/),
    ]);
    expect(await errors(rule, 'libs/responsible-gaming/feature/src/api/rg-keys.ts', factory('rgKeys'))).toEqual([
      expect.stringMatching(/'responsible-gaming-keys\.ts'/),
    ]);
    expect(await errors(rule, 'libs/rewards/feature/src/api/bonus-keys.ts', factory('bonusKeys'))).toEqual([
      expect.stringMatching(/'rewards-keys\.ts'/),
    ]);
  });

  it('fails a key factory exported from another file, or under another name than <domain>Keys', async () => {
    expect(await errors(rule, 'libs/rewards/feature/src/api/get-cashback.ts', factory('calendarKeys'))).toEqual([
      expect.stringMatching(/'rewards-keys\.ts' \(this is 'get-cashback\.ts'\)/),
    ]);
    expect(
      await errors(rule, 'libs/responsible-gaming/feature/src/api/responsible-gaming-keys.ts', factory('rgKeys')),
    ).toEqual([
      expect.stringMatching(/factory of 'responsible-gaming' is 'responsibleGamingKeys' \(this is 'rgKeys'\)/),
    ]);
  });

  it("passes the domain's keys file and factory, in a domain lib and in a platform lib", async () => {
    expect(await errors(rule, 'libs/lobby/feature/src/api/lobby-keys.ts', factory('lobbyKeys'))).toEqual([]);
    expect(
      await errors(
        rule,
        'libs/responsible-gaming/feature/src/api/responsible-gaming-keys.ts',
        factory('responsibleGamingKeys'),
      ),
    ).toEqual([]);
    expect(
      await errors(rule, 'libs/shared/reference-data/src/api/reference-data-keys.ts', factory('referenceDataKeys')),
    ).toEqual([]);
  });
});

describe('cross-domain query roots from one shared place (casino/no-foreign-query-roots)', () => {
  const rule = 'no-foreign-query-roots';

  it("fails another domain's root copied as a literal, in its keys or inline", async () => {
    const copied = "export const REWARDS_ROOT = ['rewards'] as const;\n";
    expect(await errors(rule, 'libs/cashier/feature/src/api/cashier-keys.ts', copied)).toEqual([
      expect.stringMatching(/'rewards' is the query root of the rewards domain: import it from queryRoots/),
    ]);
    const inline =
      "export const again = (qc: { invalidateQueries: (o: object) => void }) => qc.invalidateQueries({ queryKey: ['lobby', 'games'] });\n";
    expect(await errors(rule, 'libs/tournaments/feature/src/lib/probe.ts', inline)).toHaveLength(1);
  });

  it('fails a shared root written again as a literal, even by the domain that owns it', async () => {
    const own = "export const rewardsKeys = { all: () => ['rewards'] as const };\n";
    expect(await errors(rule, 'libs/rewards/feature/src/api/rewards-keys.ts', own)).toEqual([
      expect.stringMatching(/shared query root: build this key from queryRoots\.rewards/),
    ]);
  });

  it('passes keys built from queryRoots, a domain writing its own root, and tests', async () => {
    const imported =
      "import { queryRoots } from '@casino/query';\nexport const keys = { all: () => queryRoots.rewards, cashback: () => [...queryRoots.rewards, 'cashback'] as const };\n";
    expect(await errors(rule, 'libs/cashier/feature/src/api/cashier-keys.ts', imported)).toEqual([]);
    expect(
      await errors(
        rule,
        'libs/cashier/feature/src/api/cashier-keys.ts',
        "export const cashierKeys = { all: () => ['cashier'] as const };\n",
      ),
    ).toEqual([]);
    expect(
      await errors(rule, 'libs/cashier/feature/src/api/create-deposit.test.ts', "export const seen = ['rewards'];\n"),
    ).toEqual([]);
  });
});

describe('mutations never wait for their re-read (casino/no-awaited-rereads)', () => {
  const rule = 'no-awaited-rereads';
  const hook = (callbacks: string) => `import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInBackground } from '@casino/query';
import { useRefreshUser, useRefreshUserQuietly } from '@casino/session';
export function useClaim() {
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUserQuietly();
  const strictRefresh = useRefreshUser();
  void [invalidateInBackground, strictRefresh];
  return useMutation({ mutationFn: async () => 1, ${callbacks} });
}
`;
  const file = 'libs/rewards/feature/src/api/claim-probe.ts';

  it('fails a callback that returns invalidateQueries or refetchQueries, alone, in Promise.all or behind a condition', async () => {
    expect(
      await errors(rule, file, hook("onSuccess: () => queryClient.invalidateQueries({ queryKey: ['x'] })")),
    ).toEqual([expect.stringMatching(/onSuccess returns a re-read \(invalidateQueries\)/)]);
    expect(
      await errors(rule, file, hook('onSettled: () => Promise.all([queryClient.refetchQueries(), refreshUser()])')),
    ).toEqual([expect.stringMatching(/onSettled returns a re-read \(refetchQueries\)/)]);
    expect(
      await errors(
        rule,
        file,
        hook('onSettled: (d) => { if (d) return queryClient.invalidateQueries(); return undefined; }'),
      ),
    ).toHaveLength(1);
  });

  it("fails a callback that awaits a re-read, or returns the player's re-read", async () => {
    expect(await errors(rule, file, hook('onSuccess: async () => { await queryClient.invalidateQueries(); }'))).toEqual(
      [expect.stringMatching(/onSuccess awaits a re-read/)],
    );
    expect(await errors(rule, file, hook('onSettled: () => refreshUser()'))).toEqual([
      expect.stringMatching(/returns a re-read \(refreshUser\(\)\)/),
    ]);
    expect(await errors(rule, file, hook('onSettled: refreshUser'))).toHaveLength(1);
  });

  it('fails refreshUser().catch(...) written by hand, in any lib file', async () => {
    const byHand =
      "import { useRefreshUser } from '@casino/session';\nexport function useX() {\n  const refresh = useRefreshUser();\n  return () => void refresh().catch(() => undefined);\n}\n";
    expect(await errors(rule, 'libs/account/feature/src/lib/probe.ts', byHand)).toEqual([
      expect.stringMatching(/useRefreshUserQuietly\(\)/),
    ]);
  });

  it('passes re-reads started in the background, and leaves other callbacks, files and tests alone', async () => {
    expect(
      await errors(
        rule,
        file,
        hook("onSettled: () => {\n    invalidateInBackground(queryClient, ['x']);\n    void refreshUser();\n  }"),
      ),
    ).toEqual([]);
    expect(
      await errors(
        rule,
        file,
        hook('onSuccess: () => void Promise.all([queryClient.invalidateQueries(), refreshUser()])'),
      ),
    ).toEqual([]);
    expect(await errors(rule, file, hook('onMutate: async () => { await queryClient.cancelQueries(); }'))).toEqual([]);
    expect(
      await errors(
        rule,
        'libs/rewards/feature/src/lib/probe.ts',
        hook("onSuccess: () => queryClient.invalidateQueries({ queryKey: ['x'] })"),
      ),
    ).toEqual([]);
    expect(
      await errors(rule, 'libs/rewards/feature/src/api/claim-probe.test.ts', hook('onSettled: () => refreshUser()')),
    ).toEqual([]);
  });
});

describe('one isTransportFailure (casino/no-transport-error-codes)', () => {
  const rule = 'no-transport-error-codes';

  it('fails an error mapper listing the transport codes itself', async () => {
    const listed =
      "import { isApiError } from '@casino/api-client';\nexport const message = (e: unknown) => (isApiError(e) && (e.code === 'NETWORK_ERROR' || e.code === 'TIMEOUT') ? 'network' : 'generic');\n";
    expect(await errors(rule, 'libs/referral/feature/src/lib/page/claimError.ts', listed)).toEqual([
      expect.stringMatching(/'NETWORK_ERROR' is a transport failure's code: ask isTransportFailure/),
      expect.stringMatching(/'TIMEOUT'/),
    ]);
    const cases =
      "export function m(code: string) {\n  switch (code) {\n    case 'TIMEOUT':\n      return 1;\n    default:\n      return 0;\n  }\n}\n";
    expect(await errors(rule, 'apps/curacao/app/probe.ts', cases)).toHaveLength(1);
  });

  it('passes a mapper asking isTransportFailure, the api client that defines the codes, and tests', async () => {
    const asks =
      "import { isTransportFailure } from '@casino/api-client';\nexport const message = (e: unknown) => (isTransportFailure(e) ? 'network' : 'generic');\n";
    expect(await errors(rule, 'libs/referral/feature/src/lib/page/claimError.ts', asks)).toEqual([]);
    expect(
      await errors(
        rule,
        'libs/shared/api-client/src/lib/ApiError.ts',
        "export const codes = ['TIMEOUT', 'NETWORK_ERROR'];\n",
      ),
    ).toEqual([]);
    expect(
      await errors(rule, 'libs/referral/feature/src/lib/page/claimError.test.ts', "export const code = 'TIMEOUT';\n"),
    ).toEqual([]);
  });
});
