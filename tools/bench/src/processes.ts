// Starting and stopping the servers a benchmark measures: the dev backend, brand production servers, the bare page.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';

export const workspaceRoot = new URL('../../../', import.meta.url).pathname;
export type BrandId = string;

/** A mid-range Android phone's Chrome, as players' phones ask (a client without a User-Agent is served the crawler's render). */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
/** Every brand with an app (`apps/<brand>` beside `libs/brands/<brand>`), so a generated brand is measured too. */
export const brands: readonly BrandId[] = readdirSync(`${workspaceRoot}libs/brands`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`${workspaceRoot}apps/${entry.name}/react-router.config.ts`))
  .map((entry) => entry.name)
  .sort();

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface Running {
  url: string;
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

function track(child: ChildProcess, url: string, port: number, name: string): Running {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.on('exit', (code, signal) => {
    if (code && code !== 0 && signal === null) console.error(`[${name}] exited with ${code}\n${output.slice(-2_000)}`);
  });
  return {
    url,
    port,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        // A graceful stop first; whatever still runs after 5 s is killed.
        const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A command run at a lower priority (`nice`, which execs it: signals still reach the server). For benchmarks of the
 * browser: on a player's phone the servers are not on the same CPU, so here they must not take the renderer's turn.
 */
function niced(niceness: number | undefined, command: string, args: string[]): [string, string[]] {
  return niceness && process.platform !== 'win32'
    ? ['nice', ['-n', String(niceness), command, ...args]]
    : [command, args];
}

/** The dev backend, in memory, on its own port. */
export async function startBackend({
  env = {},
  niceness,
}: { env?: Record<string, string>; niceness?: number } = {}): Promise<Running> {
  const port = await freePort();
  // tsx itself, not through npx: a stop signal reaches the server rather than a wrapper.
  const child = spawn(
    ...niced(niceness, `${workspaceRoot}node_modules/.bin/tsx`, [
      '--tsconfig',
      'tools/dev-backend/tsconfig.json',
      'tools/dev-backend/src/main.ts',
    ]),
    {
      cwd: workspaceRoot,
      env: {
        ...process.env,
        DEV_BACKEND_PORT: String(port),
        DEV_BACKEND_DB: 'memory',
        DEV_BACKEND_HOST: '127.0.0.1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/core/casino/settings2`);
  return track(child, url, port, 'dev-backend');
}

/** A brand's production server (its build must exist: `npx nx run-many -t build`). */
export async function startBrand(
  brand: BrandId,
  backendUrl: string,
  {
    port,
    nodeArgs = [],
    env = {},
    niceness,
    root = workspaceRoot,
  }: {
    port?: number;
    nodeArgs?: string[];
    env?: Record<string, string>;
    niceness?: number;
    /** Another checkout whose `apps/<brand>/build` to run (an earlier build kept for comparison). */
    root?: string;
  } = {},
): Promise<Running> {
  const listenPort = port ?? (await freePort());
  const child = spawn(...niced(niceness, 'node', [...nodeArgs, `apps/${brand}/build/server/index.js`]), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(listenPort),
      NODE_ENV: 'production',
      CASINO_PUBLIC_ORIGIN: `http://localhost:${listenPort}`,
      CASINO_API_URL: backendUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${listenPort}`;
  await waitFor(`${url}/healthz`);
  return track(child, url, listenPort, brand);
}

/**
 * The bare React Router page (`tools/bench/bare-app`, built by `buildBareApp`): its pages compressed by the compression
 * package as they stream (`stream`), or each compressed whole in one call (`whole`, as the brand server sends a page).
 */
export async function startBare({
  compression = 'stream',
}: { compression?: 'stream' | 'whole' } = {}): Promise<Running> {
  const port = await freePort();
  const child = spawn('node', ['tools/bench/bare-app/server.mjs'], {
    cwd: workspaceRoot,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production', BARE_COMPRESSION: compression },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url);
  return track(child, url, port, 'bare');
}

export function run(command: string, args: string[], cwd = workspaceRoot): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

export function buildBareApp(): Promise<void> {
  return run(
    'npx',
    ['react-router', 'build', '--config', 'bench.vite.config.ts'],
    `${workspaceRoot}tools/bench/bare-app`,
  );
}

export function buildBrands(list: readonly BrandId[]): Promise<void> {
  return run('npx', ['nx', 'run-many', '-t', 'build', '-p', ...list, '--outputStyle=static']);
}

/** A demo player's token, for signed-in pages. */
export async function demoToken(backendUrl: string, email = 'player@demo.test'): Promise<string> {
  const response = await fetch(`${backendUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo#2024' }),
  });
  const body = (await response.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}
