import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Fewer script files per page, from what the bundler itself kept.
 *
 * Left to itself, the bundler gives every set of routes that shares a module a chunk of its own: /casino preloaded 50
 * files, 44 of them under 2 KiB gzip (Button, Spinner and Link each apart), because the root and the routes are all
 * entries of the client build and the bundler cannot know that the root is loaded with every route. Over HTTP/1.1's six
 * connections on a slow phone network each file costs a round trip, and Lighthouse's simulation counts them all.
 *
 * A first, unwritten client build (the probe) reports its chunks; `planChunkGroups` turns them into three groups the
 * real build then uses:
 *
 * - `shell`: every module of the chunks the root and the client entry load. The root is on every page, so a route that
 *   needs any of them has them already; one chunk instead of about twenty. Taken from the probe's chunks (after
 *   tree-shaking), not from the import graph, which through the libraries' index files would reach code only other
 *   routes use (tried: 63 KiB more on the home).
 * - `page-common`: the chunks most routes load (`COMMON_SHARE` of them): the data layer (TanStack Query, the contract's
 *   schemas, the API client), which the home does not use.
 * - `page-parts`: chunks under `SMALL_CHUNK_BYTES` gzip that routes share and that import nothing but the shell: a page
 *   may fetch a few KiB it does not run rather than a dozen tiny files.
 *
 * A chunk a route only imports lazily stays apart (it is not fetched with the page). The groups cannot import each
 * other in a circle: `page-parts` imports only the shell (and `vendor`), `page-common` the shell, `page-parts`,
 * `vendor` and `tanstack-query`.
 *
 * Curacao's home fetches 8 files instead of 28 and /casino 15 instead of 50, every page a few KiB smaller, and /casino's
 * time to interactive on slow 4G went from about 10 s to about 6 s (issue #16's notes). A build of the four brands
 * takes about 25 s longer for the probes. `CASINO_CHUNK_GROUPS=0` on a build leaves the bundler's own chunks.
 */

/** A chunk as the probe sees it (the fields of Rolldown's output chunk it needs). */
export interface ProbeChunk {
  fileName: string;
  /** The chunk's own modules, in the bundler's ids. */
  moduleIds: string[];
  /** Files this chunk imports statically. */
  imports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** The module the chunk stands for, when it is an entry. */
  facadeModuleId: string | null;
  /** Gzip size of the chunk's code. */
  gzipBytes: number;
}

export interface ChunkGroupPlan {
  shell: string[];
  pageCommon: string[];
  pageParts: string[];
}

/** A chunk smaller than this (gzip) that routes share joins `page-parts`. */
export const SMALL_CHUNK_BYTES = 1500;
/** A chunk loaded by at least this share of the routes joins `page-common`. */
export const COMMON_SHARE = 0.6;

/** The app's own entry modules (root, routes, client entry): they stay the entries React Router's manifest names. */
const APP_MODULE = /[\\/]apps[\\/][^\\/]+[\\/]app[\\/]/;
const ROOT_OR_CLIENT_ENTRY = /[\\/]app[\\/](root|entry\.client)\.[jt]sx?(\?|$)/;

function staticClosure(start: string[], byFile: Map<string, ProbeChunk>): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}

export function planChunkGroups(chunks: ProbeChunk[]): ChunkGroupPlan {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const modulesOf = (files: Iterable<string>) =>
    [...files]
      .flatMap((file) => byFile.get(file)?.moduleIds ?? [])
      .filter((id) => !id.includes('?') && !APP_MODULE.test(id))
      .sort();

  const shellRoots = chunks.filter(
    (chunk) => chunk.isEntry && chunk.facadeModuleId && ROOT_OR_CLIENT_ENTRY.test(chunk.facadeModuleId),
  );
  if (shellRoots.length === 0)
    throw new Error('chunk groups: the probe found neither the root route nor the client entry');
  const shell = staticClosure(
    shellRoots.map((chunk) => chunk.fileName),
    byFile,
  );

  const routes = chunks.filter((chunk) => chunk.isEntry && !shell.has(chunk.fileName));
  // What the routes fetch with their page: their static imports (a lazy chunk is fetched later, if at all).
  const share = new Map<string, number>();
  for (const route of routes)
    for (const file of staticClosure([route.fileName], byFile)) share.set(file, (share.get(file) ?? 0) + 1);
  const shared = (chunk: ProbeChunk) =>
    !chunk.isEntry && !chunk.isDynamicEntry && !shell.has(chunk.fileName) && (share.get(chunk.fileName) ?? 0) >= 2;

  const parts = new Set(
    chunks.filter((chunk) => shared(chunk) && chunk.gzipBytes < SMALL_CHUNK_BYTES).map((chunk) => chunk.fileName),
  );
  // Only parts that need nothing but the shell and each other: a page that fetches `page-parts` fetches nothing more.
  for (let changed = true; changed;) {
    changed = false;
    for (const file of parts) {
      if ((byFile.get(file)?.imports ?? []).some((imported) => !shell.has(imported) && !parts.has(imported))) {
        parts.delete(file);
        changed = true;
      }
    }
  }
  const common = chunks
    .filter(
      (chunk) =>
        shared(chunk) && !parts.has(chunk.fileName) && (share.get(chunk.fileName) ?? 0) >= COMMON_SHARE * routes.length,
    )
    .map((chunk) => chunk.fileName);

  return {
    shell: modulesOf(shell),
    pageCommon: modulesOf(common),
    pageParts: modulesOf(parts),
  };
}

/** The probe's plugin: plans the groups from the client build's chunks and writes the plan to `file`. */
export function chunkProbe(file: string): Plugin {
  return {
    name: 'casino-chunk-probe',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks: ProbeChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          moduleIds: output.moduleIds,
          imports: output.imports,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facadeModuleId: output.facadeModuleId,
          gzipBytes: zlib.gzipSync(output.code).length,
        });
      }
      fs.writeFileSync(file, JSON.stringify(planChunkGroups(chunks)));
    },
  };
}

/** The groups of a plan, for `codeSplitting.groups`, after the app's own fixed groups. */
export function chunkGroupsOf(plan: ChunkGroupPlan) {
  const member = (ids: string[]) => {
    const set = new Set(ids);
    return (id: string) => set.has(id);
  };
  // The bundler puts a group's modules' dependencies in the group too, groups in this order. `page-parts` comes before
  // `page-common`, so a part keeps a module it needs that a common chunk needs too (the API client's `ApiError`, which
  // auth's error messages and the client itself both import): taken by `page-common` first, it made `page-parts` import
  // `page-common`, and the home, which loads the parts, loaded the data layer with them (180 KiB against its 170).
  return [
    { name: 'shell', test: member(plan.shell) },
    { name: 'page-parts', test: member(plan.pageParts) },
    { name: 'page-common', test: member(plan.pageCommon) },
  ];
}

/**
 * Runs the probe: a client build of the app in `root`, not written, in a process of its own. Returns the plan. Runs once
 * per app and process: React Router loads the config again in the same build, and finds the plan through the environment.
 */
export function probeChunkGroups(root: string): ChunkGroupPlan {
  const [plannedRoot, plannedFile] = (process.env['CASINO_CHUNK_PLAN'] ?? '').split('\n');
  if (plannedRoot === root && plannedFile) return JSON.parse(fs.readFileSync(plannedFile, 'utf8')) as ChunkGroupPlan;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-chunks-'));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'plan.json');
  const vite = path.join(
    path.dirname(createRequire(path.join(root, 'package.json')).resolve('vite/package.json')),
    'bin',
    'vite.js',
  );
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    env: { ...process.env, CASINO_CHUNK_PROBE: file },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.env['CASINO_CHUNK_PLAN'] = `${root}\n${file}`;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ChunkGroupPlan;
}
