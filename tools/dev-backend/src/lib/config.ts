import { existsSync } from 'node:fs';
import path from 'node:path';

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
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): DevBackendEnv {
  const root = findWorkspaceRoot();
  const rawDb = env['DEV_BACKEND_DB'] ?? '.dev-backend-data';
  return {
    port: Number(env['DEV_BACKEND_PORT'] ?? 3100),
    db: rawDb === 'memory' ? 'memory' : path.resolve(root, rawDb),
    production: env['NODE_ENV'] === 'production',
  };
}
