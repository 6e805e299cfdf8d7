// A CPU profile of one brand's server under the benchmark's load, summarised by self time (where the time goes).
//   npx tsx tools/bench/src/profile.ts --brand curacao --seconds 10 [--signed-in] [--path /casino]
import autocannon from 'autocannon';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brands, demoToken, PHONE_USER_AGENT, startBackend, startBrand, type BrandId } from './processes';

const { values } = parseArgs({
  options: {
    brand: { type: 'string', default: 'curacao' },
    path: { type: 'string', default: '/' },
    seconds: { type: 'string', default: '10' },
    'signed-in': { type: 'boolean', default: false },
    top: { type: 'string', default: '40' },
  },
});
const brand = (brands as readonly string[]).includes(values.brand) ? (values.brand as BrandId) : 'curacao';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

const dir = mkdtempSync(join(tmpdir(), 'ssr-profile-'));
const backend = await startBackend();
const server = await startBrand(brand, backend.url, { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
const headers: Record<string, string> = {
  'accept-encoding': 'gzip',
  cookie: 'cookieConsent=true',
  'user-agent': PHONE_USER_AGENT,
};
if (values['signed-in']) headers['cookie'] += `; accessToken=${await demoToken(backend.url)}`;
const result = await autocannon({
  url: `${server.url}${values.path}`,
  connections: 50,
  duration: Number(values.seconds),
  headers,
});
console.log(`${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms`);
await server.stop();
await backend.stop();

const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error('no profile written');
const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { nodes: ProfileNode[] };
const total = profile.nodes.reduce((n, node) => n + (node.hitCount ?? 0), 0);
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
for (const node of profile.nodes) {
  const hits = node.hitCount ?? 0;
  if (!hits) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url
    .replace(/^file:\/\//, '')
    .replace(/.*node_modules\//, 'nm:')
    .replace(/.*\/apps\//, 'apps/');
  const key = `${functionName || '(anonymous)'} ${where}:${lineNumber}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + hits);
  const pkg = url.includes('node_modules/')
    ? url.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')
    : url.includes('/build/server/')
      ? 'the app build'
      : url
        ? 'node internals'
        : functionName || '(vm)';
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + hits);
}
const show = (map: Map<string, number>, n: number) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`)
    .join('\n');
console.log(
  `\nSelf time by package:\n${show(byPackage, 15)}\n\nSelf time by function:\n${show(byFunction, Number(values.top))}`,
);
console.log(`\nprofile: ${join(dir, file)} (open in Chrome DevTools)`);
