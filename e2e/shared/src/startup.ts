import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Spec section 8: no settings, no site. The production server exits with code 911. */
export function startupChecks(brandId: string) {
  test(`${brandId}: the server exits with code 911 when settings cannot be loaded`, async () => {
    const testInfo = test.info();
    test.skip(testInfo.project.name !== 'desktop', 'checked once per brand');
    const workspaceRoot = testInfo.config.metadata['workspaceRoot'] as string;
    const deadBackend = `http://127.0.0.1:${await freePort()}`;
    const child = spawn('node', [`apps/${brandId}/build/server/index.js`], {
      cwd: workspaceRoot,
      env: {
        ...process.env,
        PORT: String(await freePort()),
        CASINO_PUBLIC_ORIGIN: 'http://localhost',
        CASINO_API_URL: deadBackend,
        CASINO_SETTINGS_WAIT_MS: '0',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    // The server calls process.exit(911); POSIX exit statuses are 8 bits, so a parent sees 911 & 0xff = 143.
    expect(code).toBe(911 & 0xff);
    expect(stderr).toContain('Exiting with code 911');
  });

  test(`${brandId}: in production the server refuses to start without its public origin, and says so`, async () => {
    const testInfo = test.info();
    test.skip(testInfo.project.name !== 'desktop', 'checked once per brand');
    const workspaceRoot = testInfo.config.metadata['workspaceRoot'] as string;
    const { CASINO_PUBLIC_ORIGIN: _inherited, ...env } = process.env;
    const child = spawn('node', [`apps/${brandId}/build/server/index.js`], {
      cwd: workspaceRoot,
      env: {
        ...env,
        PORT: String(await freePort()),
        CASINO_API_URL: `http://127.0.0.1:${await freePort()}`,
        CASINO_SETTINGS_WAIT_MS: '0',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    // Before it waits for settings: a canonical URL built from a visitor's Host header would be theirs to choose.
    expect(code).toBe(1);
    expect(stderr).toContain('CASINO_PUBLIC_ORIGIN is not set: in production');
  });
}
