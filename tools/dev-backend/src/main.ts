import { readEnv } from './lib/config';
import { createDevBackend } from './server';

const env = readEnv();
const started = Date.now();
const backend = await createDevBackend({ db: env.db, devControls: !env.production, logger: false, games: env.games });
const url = await backend.listen(env.port, process.env['DEV_BACKEND_HOST'] ?? '0.0.0.0');
console.log(
  `[dev-backend] listening on ${url} (db: ${env.db === 'memory' ? 'in memory' : env.db}, dev controls ${env.production ? 'off' : 'on'}, ${Date.now() - started} ms)`,
);

const shutdown = async (signal: string) => {
  console.log(`[dev-backend] ${signal}: closing`);
  await backend.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
