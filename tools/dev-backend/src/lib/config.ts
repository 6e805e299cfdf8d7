import { existsSync } from 'node:fs';
import path from 'node:path';
import { GAME_COUNT, MAX_GAME_COUNT } from '../data/catalog';

/** Walks up from `start` to the folder holding nx.json (the workspace root). */
export function findWorkspaceRoot(start = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    if (existsSync(path.join(dir, 'nx.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

export interface DevBackendEnv {
  port: number;
  /** 'memory' or a directory path. */
  db: string;
  production: boolean;
  /** Games a seed creates (`DEV_BACKEND_GAMES`, default 2,200). */
  games: number;
}

/** `DEV_BACKEND_GAMES`: how many games to seed (default 2,200); anything but a whole number in range stops the start. */
export function gameCountFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env['DEV_BACKEND_GAMES']?.trim();
  if (!raw) return GAME_COUNT;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < 1 || n > MAX_GAME_COUNT) {
    throw new Error(`DEV_BACKEND_GAMES must be a whole number from 1 to ${MAX_GAME_COUNT}, got "${raw}"`);
  }
  return n;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): DevBackendEnv {
  const root = findWorkspaceRoot();
  const rawDb = env['DEV_BACKEND_DB'] ?? '.dev-backend-data';
  return {
    port: Number(env['DEV_BACKEND_PORT'] ?? 3100),
    db: rawDb === 'memory' ? 'memory' : path.resolve(root, rawDb),
    production: env['NODE_ENV'] === 'production',
    games: gameCountFromEnv(env),
  };
}
