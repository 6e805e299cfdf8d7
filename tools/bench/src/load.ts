// Load test of one brand's home (issue #16): 100 connections for 60 s as a guest, then as a signed-in player, against
// the production build and the dev backend. Prints requests/s, latency and errors, and the server's memory before and
// after (after a warm-up, and a short rest after the load): both runs error-free and memory flat (within 10%).
//
//   npm run bench:load                               # curaçao, 100 connections, 60 s each
//   npm run bench:load -- --brand royale --duration 20 --no-build
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brands, buildBrands, demoToken, startBackend, startBrand, type BrandId, type Running } from './processes';

const { values } = parseArgs({
  options: {
    brand: { type: 'string', default: 'curacao' },
    connections: { type: 'string', default: '100' },
    duration: { type: 'string', default: '60' },
    'no-build': { type: 'boolean', default: false },
  },
});
const brand = (brands as readonly string[]).includes(values.brand) ? (values.brand as BrandId) : 'curacao';
const connections = Number(values.connections);
const duration = Number(values.duration);

/** Resident memory of a process, in MiB (Linux). */
function rssMiB(pid: number | undefined): number {
  if (!pid) return 0;
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
}

const rest = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const heapProbe = fileURLToPath(new URL('./heapProbe.cjs', import.meta.url));

/** The server's heap in use after a full garbage collection, in MiB (`heapProbe.cjs` answers SIGUSR2). */
function liveHeapMiB(server: Running): Promise<number> {
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('the heap probe did not answer')), 10_000);
    const onData = (chunk: Buffer) => {
      const match = /\[heap-probe\] (\d+)/.exec(chunk.toString());
      if (!match) return;
      clearTimeout(timeout);
      server.child.stderr?.off('data', onData);
      resolve(Math.round(Number(match[1]) / 1048576));
    };
    server.child.stderr?.on('data', onData);
    server.child.kill('SIGUSR2');
  });
}

async function run(url: string, cookie: string, seconds: number) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip', cookie },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

async function main() {
  if (!values['no-build']) await buildBrands([brand]);
  const started: Running[] = [];
  let failed = false;
  try {
    const backend = await startBackend();
    started.push(backend);
    const server = await startBrand(brand, backend.url, { nodeArgs: ['--expose-gc', '--require', heapProbe] });
    started.push(server);
    const pid = server.child.pid;
    const token = await demoToken(backend.url);
    const guest = 'cookieConsent=true';
    const player = `cookieConsent=true; accessToken=${token}`;
    // Warm-up: code compiled, caches filled, the heap at its working size: the same load as the runs below. At 100
    // connections a signed-in page's working size (480 to 540 MiB resident here, with 60 MiB of it live) takes some
    // 30 s of that load to reach; a shorter warm-up read the rest of the climb as growth.
    await run(`${server.url}/`, guest, 10);
    await run(`${server.url}/`, player, 40);
    await rest(10_000);
    const before = rssMiB(pid);
    const heapBefore = await liveHeapMiB(server);
    console.log(
      `${brand}: ${connections} connections, ${duration} s per run; memory after warm-up ${before} MiB (heap in use after a full GC ${heapBefore} MiB)`,
    );
    for (const [name, cookie] of [
      ['guest home', guest],
      ['signed-in home', player],
    ] as const) {
      const r = await run(`${server.url}/`, cookie, duration);
      const ok = r.errors === 0 && r.non2xx === 0;
      if (!ok) failed = true;
      console.log(
        `${name.padEnd(16)} ${r.rps.toFixed(0).padStart(5)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  ${r.total} requests, ${r.errors} errors, ${r.non2xx} non-2xx  memory now ${rssMiB(pid)} MiB`,
      );
    }
    await rest(15_000);
    const after = rssMiB(pid);
    const growth = before ? (after - before) / before : 0;
    const flat = Math.abs(growth) <= 0.1;
    if (!flat) failed = true;
    const heapAfter = await liveHeapMiB(server);
    console.log(
      `memory after a 15 s rest: ${after} MiB (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}% of ${before} MiB): ${flat ? 'flat' : 'not flat'}`,
    );
    console.log(
      `heap in use after a full GC: ${heapBefore} MiB before, ${heapAfter} MiB after (a leak grows this one)`,
    );
  } finally {
    await Promise.all(started.map((s) => s.stop()));
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
