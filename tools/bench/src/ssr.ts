// SSR throughput of each brand's home against a bare React Router 7 page of similar markup, same machine, same load.
// Not a test: it prints figures and the targets of the speed issue (#16) beside them.
//
//   npm run bench:ssr                                  # every brand, guest and signed in, 50 connections, 15 s, 3 rounds
//   npm run bench:ssr -- --brands curacao --duration 10 --rounds 2 --no-build
import autocannon from 'autocannon';
import { parseArgs } from 'node:util';
import { brands, buildBareApp, buildBrands, demoToken, startBackend, startBare, startBrand, type BrandId, type Running } from './processes';

const { values } = parseArgs({
  options: {
    brands: { type: 'string', default: brands.join(',') },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '15' },
    rounds: { type: 'string', default: '3' },
    build: { type: 'boolean', default: true },
    'no-build': { type: 'boolean', default: false },
  },
});
const selected = values.brands.split(',').filter((b): b is BrandId => (brands as readonly string[]).includes(b));
const connections = Number(values.connections);
const duration = Number(values.duration);
const rounds = Number(values.rounds);

/** Targets on this machine (issue #16): at least 60% of the bare page's throughput, p99 within 1.5 times its p99. */
const MIN_THROUGHPUT_RATIO = 0.6;
const MAX_P99_RATIO = 1.5;

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string> = {}, seconds = duration): Promise<Sample> {
  const result = await autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'gzip', ...headers } });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main() {
  if (values.build && !values['no-build']) {
    await buildBrands(selected);
    await buildBareApp();
  }
  const started: Running[] = [];
  try {
    const backend = await startBackend();
    started.push(backend);
    const bare = await startBare();
    started.push(bare);
    const token = await demoToken(backend.url);
    const targets: Array<{ name: string; url: string; headers?: Record<string, string> }> = [{ name: 'bare React Router page', url: `${bare.url}/` }];
    for (const brand of selected) {
      const server = await startBrand(brand, backend.url);
      started.push(server);
      targets.push({ name: `${brand} guest home`, url: `${server.url}/`, headers: { cookie: 'cookieConsent=true' } });
      targets.push({ name: `${brand} signed-in home`, url: `${server.url}/`, headers: { cookie: `cookieConsent=true; accessToken=${token}` } });
    }
    // Warm up every server (JIT, caches) before measuring.
    for (const target of targets) await load(target.url, target.headers, 3);

    const samples = new Map<string, Sample[]>(targets.map((t) => [t.name, []]));
    for (let round = 1; round <= rounds; round++) {
      // Alternating: each round runs every target once, so drift (thermal, other load) spreads over all of them.
      for (const target of targets) {
        const sample = await load(target.url, target.headers);
        samples.get(target.name)?.push(sample);
        console.log(`round ${round} ${target.name.padEnd(26)} ${sample.rps.toFixed(0).padStart(6)} req/s  p50 ${String(sample.p50).padStart(5)} ms  p99 ${String(sample.p99).padStart(5)} ms  errors ${sample.errors}  non-2xx ${sample.non2xx}`);
      }
    }

    const bareSamples = samples.get(targets[0]?.name ?? '') ?? [];
    const bareRps = median(bareSamples.map((s) => s.rps));
    const bareP99 = median(bareSamples.map((s) => s.p99));
    console.log(`\nMedian of ${rounds} rounds, ${connections} connections, ${duration} s each (targets: throughput >= ${MIN_THROUGHPUT_RATIO * 100}% of the bare page, p99 <= ${MAX_P99_RATIO} x its p99)`);
    console.log(`${'page'.padEnd(26)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'ratio'.padStart(6)} ${'p99 x'.padStart(6)}  verdict`);
    let failed = false;
    for (const target of targets) {
      const list = samples.get(target.name) ?? [];
      const rps = median(list.map((s) => s.rps));
      const p50 = median(list.map((s) => s.p50));
      const p99 = median(list.map((s) => s.p99));
      const ratio = bareRps ? rps / bareRps : 0;
      const p99Ratio = bareP99 ? p99 / bareP99 : 0;
      const errors = list.reduce((n, s) => n + s.errors + s.non2xx, 0);
      const isBare = target === targets[0];
      const ok = isBare || (ratio >= MIN_THROUGHPUT_RATIO && p99Ratio <= MAX_P99_RATIO && errors === 0);
      if (!ok) failed = true;
      console.log(
        `${target.name.padEnd(26)} ${rps.toFixed(0).padStart(7)} ${String(p50).padStart(7)} ${String(p99).padStart(7)} ${ratio.toFixed(2).padStart(6)} ${p99Ratio.toFixed(2).padStart(6)}  ${isBare ? 'baseline' : ok ? 'meets the targets' : `misses the targets${errors ? ` (${errors} errors)` : ''}`}`,
      );
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    await Promise.all(started.map((s) => s.stop()));
  }
}

await main();
