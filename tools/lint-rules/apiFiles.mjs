// Where the data layer's rules look: the api folders of the libs (`libs/<domain>/<type>/src/api/*.ts`,
// `libs/shared/<lib>/src/api/*.ts`) and the libs' product code. Shared by the rules below; no rule of its own.
import { existsSync, readdirSync } from 'node:fs';

const TEST_OR_STORY = /\.(test|spec|stories)\.[cm]?[jt]sx?$/;

/** The file's path with forward slashes. */
export const pathOf = (context) => context.filename.replaceAll('\\', '/');

/** A test or a story: they may seed caches and name codes as they please. */
export const isTestOrStory = (file) => TEST_OR_STORY.test(file);

/**
 * An api file of a lib, tests excepted: its domain (`lobby` for libs/lobby/feature, `reference-data` for
 * libs/shared/reference-data), its file name and its folder; otherwise null.
 */
export function apiFileOf(file) {
  const match = /\/libs\/(?:shared\/([^/]+)|([^/]+)\/[^/]+)\/src\/api\/([^/]+\.[cm]?[jt]sx?)$/.exec(file);
  if (!match || isTestOrStory(file)) return null;
  const name = match[3];
  return {
    domain: match[1] ?? match[2],
    shared: Boolean(match[1]),
    name,
    dir: file.slice(0, file.length - name.length),
  };
}

/** The domain a file of `libs/<domain>/...` belongs to (`shared` for the platform libs), or null outside libs. */
export function libDomainOf(file) {
  return /\/libs\/([^/]+)\//.exec(file)?.[1] ?? null;
}

/** `responsible-gaming` -> `responsibleGaming`. */
export const camelCase = (kebab) => kebab.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

/** `getAllBonus` -> `get-all-bonus`. */
export const kebabCase = (camel) => camel.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const libsDir = new URL('../../libs/', import.meta.url);

/** The domains (libs/<domain> with a feature lib); each one's query root is its name (`['rewards']`). */
export const domainRoots = readdirSync(libsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/feature`, libsDir)))
  .map((entry) => entry.name);

/** The file that holds the roots one domain invalidates in another's cache (`queryRoots` of `@casino/query`). */
export const QUERY_ROOTS_FILE = 'libs/shared/query/src/lib/queryRoots.ts';
