// Two processes of one brand behind a local load balancer, under load, while one of them is restarted (issue #16).
// The balancer is the simplest a deployment would have: round robin over the processes whose /readyz says ready,
// retrying a request on the other process when a connection is refused. Prints the errors the visitors saw (none).
//
//   npm run bench:many                               # curaçao, 50 connections, 30 s, a restart at 10 s
//   npm run bench:many -- --brand panel --no-build
import autocannon from 'autocannon';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { brands, buildBrands, freePort, startBackend, startBrand, type BrandId, type Running } from './processes';

const { values } = parseArgs({
  options: {
    brand: { type: 'string', default: 'curacao' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '30' },
    'no-build': { type: 'boolean', default: false },
  },
});
const brand = (brands as readonly string[]).includes(values.brand) ? (values.brand as BrandId) : 'curacao';

interface Upstream {
  port: number;
  ready: boolean;
}

/** Round robin over ready upstreams; a refused connection is retried on the next one (GET and HEAD only). */
function loadBalancer(upstreams: Upstream[]) {
  let next = 0;
  const poll = setInterval(() => {
    for (const upstream of upstreams) {
      const probe = request({ host: '127.0.0.1', port: upstream.port, path: '/readyz', timeout: 1_000 }, (res) => {
        upstream.ready = res.statusCode === 200;
        res.resume();
      });
      probe.on('error', () => (upstream.ready = false));
      probe.on('timeout', () => probe.destroy());
      probe.end();
    }
  }, 200);
  const pick = (exclude: Set<Upstream>) => {
    for (let i = 0; i < upstreams.length; i++) {
      const upstream = upstreams[(next + i) % upstreams.length];
      if (upstream && upstream.ready && !exclude.has(upstream)) {
        next = (next + i + 1) % upstreams.length;
        return upstream;
      }
    }
    return undefined;
  };
  const forward = (req: IncomingMessage, res: ServerResponse, tried: Set<Upstream>) => {
    const upstream = pick(tried);
    if (!upstream) {
      res.writeHead(503).end('no upstream ready');
      return;
    }
    tried.add(upstream);
    const proxied = request(
      { host: '127.0.0.1', port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    proxied.on('error', () => {
      upstream.ready = false;
      if (!res.headersSent && (req.method === 'GET' || req.method === 'HEAD')) forward(req, res, tried);
      else res.destroy();
    });
    req.pipe(proxied);
  };
  const server = createServer((req, res) => forward(req, res, new Set()));
  const stop = () => {
    clearInterval(poll);
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { server, stop };
}

async function main() {
  if (!values['no-build']) await buildBrands([brand]);
  const started: Running[] = [];
  const backend = await startBackend();
  started.push(backend);
  const ports = [await freePort(), await freePort()] as const;
  const processes: Running[] = [
    await startBrand(brand, backend.url, { port: ports[0] }),
    await startBrand(brand, backend.url, { port: ports[1] }),
  ];
  const upstreams: Upstream[] = ports.map((port) => ({ port, ready: true }));
  const balancer = loadBalancer(upstreams);
  const port = await freePort();
  await new Promise<void>((resolve) => balancer.server.listen(port, '127.0.0.1', () => resolve()));
  const seconds = Number(values.duration);
  try {
    const load = autocannon({
      url: `http://127.0.0.1:${port}/`,
      connections: Number(values.connections),
      duration: seconds,
      headers: { 'accept-encoding': 'gzip', cookie: 'cookieConsent=true' },
    });
    // A third of the way in, the first process is restarted (a deploy): SIGTERM, it finishes what it has, exits, starts again.
    await new Promise((resolve) => setTimeout(resolve, (seconds * 1_000) / 3));
    const restartAt = Date.now();
    await processes[0]?.stop();
    console.log(`process 1 stopped gracefully after ${Date.now() - restartAt} ms`);
    processes[0] = await startBrand(brand, backend.url, { port: ports[0] });
    console.log(`process 1 back and ready ${Date.now() - restartAt} ms after the restart began`);
    const result = await load;
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      `${brand}: 2 processes behind a round-robin balancer, ${values.connections} connections, ${seconds} s, one restarted: ${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ${errors} errors`,
    );
    process.exitCode = errors === 0 ? 0 : 1;
  } finally {
    await balancer.stop();
    await Promise.all([...processes, ...started].map((s) => s.stop()));
  }
}

await main();
