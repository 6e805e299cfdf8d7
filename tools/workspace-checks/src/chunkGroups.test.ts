import { describe, expect, it } from 'vitest';
// The workspace's build config is not a project of its own; this is its test.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { chunkGroupsOf, planChunkGroups, SMALL_CHUNK_BYTES, type ProbeChunk } from '../../config/chunkGroups';

/**
 * The build's chunk plan (tools/config/chunkGroups.ts): from a probe build's chunks, which modules go into the shell,
 * the chunk most pages share, and the chunk of small shared parts. A made-up bundle: a root and a client entry, four
 * routes, and the chunks the bundler split between them.
 */
const big = SMALL_CHUNK_BYTES * 10;
const small = SMALL_CHUNK_BYTES - 1;

function chunk(fileName: string, fields: Partial<ProbeChunk> = {}): ProbeChunk {
  return {
    fileName,
    moduleIds: [`/work/libs/${fileName.replace('.js', '')}.ts`],
    imports: [],
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    gzipBytes: big,
    ...fields,
  };
}

function route(name: string, imports: string[]): ProbeChunk {
  const id = `/work/apps/brand/app/routes/${name}.tsx?client-route-module`;
  return chunk(`${name}.js`, { isEntry: true, facadeModuleId: id, moduleIds: [id], imports });
}

const bundle: ProbeChunk[] = [
  chunk('entry.client.js', {
    isEntry: true,
    facadeModuleId: '/work/apps/brand/app/entry.client.tsx',
    moduleIds: ['/work/apps/brand/app/entry.client.tsx'],
    imports: ['vendor.js', 'hydrate.js'],
  }),
  chunk('root.js', {
    isEntry: true,
    facadeModuleId: '/work/apps/brand/app/root.tsx?client-route-module',
    moduleIds: ['/work/apps/brand/app/root.tsx?client-route-module', '/work/apps/brand/app/root.tsx'],
    imports: ['vendor.js', 'Button.js', 'Layout.js'],
  }),
  chunk('vendor.js', { moduleIds: ['/work/node_modules/react/index.js'] }),
  chunk('hydrate.js', { gzipBytes: small }),
  chunk('Button.js', { gzipBytes: small }),
  chunk('Layout.js', { imports: ['Button.js'] }),
  // The data layer, loaded by three of the four routes.
  chunk('query.js', { imports: ['schemas.js'] }),
  chunk('schemas.js'),
  // Small pieces routes share: one needs only the shell, one needs the data layer, one is lazy.
  chunk('PageErrorBoundary.js', { gzipBytes: small, imports: ['Button.js'] }),
  chunk('queryOptions.js', { gzipBytes: small, imports: ['query.js'] }),
  chunk('Carousel.js', { gzipBytes: small, isDynamicEntry: true }),
  // Used by one route only.
  chunk('GameGrid.js', { gzipBytes: small }),
  route('home', ['PageErrorBoundary.js', 'Button.js']),
  route('casino', ['PageErrorBoundary.js', 'query.js', 'queryOptions.js', 'GameGrid.js']),
  route('promotions', ['query.js', 'queryOptions.js']),
  route('deposit', ['query.js', 'queryOptions.js', 'PageErrorBoundary.js']),
];

const ids = (...names: string[]) => names.map((name) => `/work/libs/${name}.ts`).sort();

describe('planChunkGroups', () => {
  const plan = planChunkGroups(bundle);

  it('puts everything the root and the client entry load into the shell, except their own entry modules', () => {
    expect(plan.shell).toEqual([...ids('Button', 'Layout', 'hydrate'), '/work/node_modules/react/index.js'].sort());
  });

  it('puts the chunks most routes load into page-common, with the small pieces that need them', () => {
    expect(plan.pageCommon).toEqual(ids('query', 'queryOptions', 'schemas'));
  });

  it('puts small chunks routes share into page-parts only when they need nothing beyond the shell', () => {
    expect(plan.pageParts).toEqual(ids('PageErrorBoundary'));
  });

  it('leaves a lazy chunk and a chunk only one route loads where the bundler put them', () => {
    const grouped = [...plan.shell, ...plan.pageCommon, ...plan.pageParts];
    expect(grouped).not.toContain('/work/libs/Carousel.ts');
    expect(grouped).not.toContain('/work/libs/GameGrid.ts');
  });

  it('fails the build rather than plan without a root', () => {
    expect(() =>
      planChunkGroups(bundle.filter((c) => c.fileName !== 'root.js' && c.fileName !== 'entry.client.js')),
    ).toThrow(/root route/);
  });
});

describe('chunkGroupsOf', () => {
  // The bundler puts a group's modules' dependencies into the group, in the groups' order: were page-common first, a
  // module both a part and a common chunk need went to page-common, and every page that loads the parts (the home)
  // loaded the data layer too (2 December 2026: the home's initial JavaScript 180 KiB against its 170).
  it('lists page-parts before page-common, so the parts keep what they need and import nothing but the shell', () => {
    const groups = chunkGroupsOf({ shell: ['a'], pageCommon: ['b'], pageParts: ['c'] }).map((group) => group.name);
    expect(groups).toEqual(['shell', 'page-parts', 'page-common']);
  });
});
