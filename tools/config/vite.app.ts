import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { pageModulesPlugin } from './brand-routes.ts';
import { chunkGroupsOf, chunkProbe, probeChunkGroups } from './chunkGroups.ts';
import { precompressAssets } from './precompress.ts';
import { workspaceAliases } from './workspaceAliases.ts';
import { workspaceExportsPlugin } from './workspacePackages.ts';

const reactRouterDist = new URL('../../node_modules/react-router/dist/production/', import.meta.url).pathname;
const reactRouterProductionAliases = [
  { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
];

/**
 * Vite config of a brand app (React Router framework mode). The server build's entry is the app's
 * `server.ts`, so `build/server/index.js` is the production server itself. In `dev`, Vite proxies
 * `/api` and `/socket.io` to the backend like the production server does.
 */
export function brandAppViteConfig({ dirname, brandId }: { dirname: string; brandId: string }) {
  const apiUrl = process.env['CASINO_API_URL'] ?? 'http://localhost:3100';
  // `react-router dev` renders without the brand server: loaders learn the brand from here (`brandIdOf`).
  process.env['CASINO_BRAND_ID'] ??= brandId;
  const proxyOptions = {
    target: apiUrl,
    changeOrigin: true,
    headers: { 'x-casino-brand': brandId },
  };
  return defineConfig(({ command, isSsrBuild }) => {
    const probe = process.env['CASINO_CHUNK_PROBE'];
    // A production client build first runs the probe (chunkGroups.ts) for its plan; the probe itself, the server build
    // and the dev server do not. CASINO_CHUNK_GROUPS=0 builds without the groups (the bundler's own chunks).
    const plan =
      process.env['CASINO_CHUNK_GROUPS'] !== '0' && command === 'build' && !isSsrBuild && !probe
        ? probeChunkGroups(dirname)
        : undefined;
    return {
      root: dirname,
      cacheDir: `../../node_modules/.vite/apps/${brandId}`,
      // The `*` route's page modules, made from the page registry; the route modules found through their libs' exports.
      plugins: [
        reactRouter(),
        pageModulesPlugin(),
        workspaceExportsPlugin(),
        ...(probe ? [chunkProbe(probe)] : []),
        ...(command === 'build' && !isSsrBuild && !probe ? [precompressAssets()] : []),
      ],
      oxc: { jsx: { importSource: '@casino/design-system' } },
      // React Router's package resolves to its development build in every condition (remix-run/react-router#14102): its
      // dev-only warnings run in production and ship in the vendor chunk. The browser's build takes the production
      // build (the same code with ENABLE_DEV_WARNINGS off). The server build leaves React Router to Node, which resolves
      // it as the package says: one copy there, shared with @react-router/express.
      resolve: {
        alias: [...workspaceAliases(), ...(command === 'build' && !isSsrBuild ? reactRouterProductionAliases : [])],
      },
      build: {
        rollupOptions: isSsrBuild
          ? { input: './server.ts' }
          : {
              output: {
                codeSplitting: {
                  groups: [
                    {
                      // What every page runs (React, the router, Emotion): one chunk, not a spread of pieces that
                      // moves with every new lazy chunk of a feature.
                      name: 'vendor',
                      test: /node_modules[\\/](react|react-dom|scheduler|react-router|@emotion|stylis|hoist-non-react-statics|@babel[\\/]runtime|cookie|set-cookie-parser)[\\/]/,
                    },
                    // Without the plan, the translation helpers every page uses (the translator, useTranslation, money,
                    // dates, reused Intl formatters, the translations file the page hydrates with and the root data's
                    // view of it) make one small chunk rather than one per helper; with it, the shell has them.
                    ...(plan
                      ? []
                      : [
                          {
                            name: 'translate',
                            test: /libs[\\/]shared[\\/](translate[\\/]src[\\/]|i18n[\\/]src[\\/]lib[\\/]documentTranslations|page[\\/]src[\\/]lib[\\/]rootData)/,
                          },
                        ]),
                    {
                      // TanStack Query's client core in one chunk: every page needs it, and letting each new lazy chunk
                      // re-split it (queries here, mutations there) costs bytes and moves budgets with unrelated
                      // changes. Observers only some pages use (infinite lists, several queries at once, streams) stay
                      // with them.
                      name: 'tanstack-query',
                      test: /node_modules[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/](?!infiniteQueryObserver|queriesObserver|streamedQuery)[^\\/]+\.js$/,
                    },
                    // The shell, what most pages share and the small parts pages share, as the probe planned them.
                    ...(plan ? chunkGroupsOf(plan) : []),
                  ],
                },
              },
            },
        sourcemap: process.env['CASINO_SOURCEMAP'] === '1',
        // The probe only reports its chunks.
        write: !probe,
      },
      server: {
        host: 'localhost',
        port: Number(process.env['PORT'] ?? 4200),
        strictPort: true,
        proxy: { '/api': proxyOptions, '/socket.io': { ...proxyOptions, ws: true } },
      },
    };
  });
}
