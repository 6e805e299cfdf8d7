import nx from '@nx/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { readdirSync } from 'node:fs';
import casino from './tools/lint-rules/index.mjs';

/**
 * Layer rules of ARCHITECTURE.md. Every project carries a `type:` and a `scope:` tag
 * (brand projects also `brand:<name>`). There is deliberately no `*` source tag: a project
 * without tags may depend on nothing, which makes a forgotten tag a lint error.
 */
// Every brand lib's folder (libs/brands/<brand>): a brand added by `nx g @casino/tools:brand` is fenced in by itself.
const brands = readdirSync(new URL('./libs/brands', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
  .map((entry) => entry.name);
/** Domain scopes: each may use itself and scope:shared, nothing else (add explicit allowances here, not silencing). */
const domains = [
  'lobby',
  'auth',
  'geo',
  'consent',
  'rewards',
  'bonuses',
  'cashier',
  'account',
  'responsible-gaming',
  'tournaments',
  'referral',
  'chat',
  'onboarding',
  'pwa',
];

export const depConstraints = [
  // layers
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: [
      'type:composition',
      'type:shell',
      'type:feature',
      'type:data-access',
      'type:ui',
      'type:design-system',
      'type:brand',
      'type:util',
    ],
  },
  // What every brand app composes the same way (root loader, modals, overlays); the app hands in its brand.
  {
    sourceTag: 'type:composition',
    onlyDependOnLibsWithTags: [
      'type:shell',
      'type:feature',
      'type:data-access',
      'type:ui',
      'type:design-system',
      'type:util',
    ],
  },
  // The shell composes shared ui (the page-ui messages: 404, error, coming soon) but never a feature.
  {
    sourceTag: 'type:shell',
    onlyDependOnLibsWithTags: ['type:ui', 'type:design-system', 'type:data-access', 'type:util'],
  },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:design-system', 'type:util'],
  },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:design-system', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:design-system', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:brand', onlyDependOnLibsWithTags: ['type:design-system', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:e2e', 'type:util'] },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:util'] },
  // scopes
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:brands', onlyDependOnLibsWithTags: ['scope:brands', 'scope:shared'] },
  {
    sourceTag: 'scope:apps',
    onlyDependOnLibsWithTags: ['scope:apps', 'scope:brands', 'scope:shared', ...domains.map((d) => `scope:${d}`)],
  },
  ...domains.map((domain) => ({
    sourceTag: `scope:${domain}`,
    onlyDependOnLibsWithTags: [`scope:${domain}`, 'scope:shared'],
  })),
  { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:e2e', 'scope:shared'] },
  { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:tools', 'scope:shared'] },
  // a brand is reachable only from its own app (and its own e2e)
  ...brands.map((brand) => ({
    sourceTag: `brand:${brand}`,
    notDependOnLibsWithTags: brands.filter((other) => other !== brand).map((other) => `brand:${other}`),
  })),
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  ...nx.configs['flat/react'],
  {
    ignores: [
      '**/dist',
      '**/build',
      '**/.react-router',
      '**/storybook-static',
      '**/test-output',
      '**/node_modules',
      '**/playwright-report',
      '**/test-results',
      '**/.nx',
      '**/vite.config.*.timestamp*',
      '**/vitest.config.*.timestamp*',
      '.dev-backend-data',
      // Scratch files (gitignored) and the brand generator's templates (code of the brand they generate), for the
      // lint of the whole workspace in one run (workspace-checks:lint-workspace).
      'tmp',
      'tools/generators/brand/files',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          banTransitiveDependencies: true,
          // React Router's virtual module of the server build (imported only by each app's server.ts), and the `*`
          // route's page modules made from the page registry (tools/config/brand-routes.ts)
          allow: ['virtual:react-router/server-build', 'virtual:casino/page-modules'],
          depConstraints,
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests render UI the way the app does, with real translations: a ui or design-system test may use the
    // i18n data-access lib. Written here as an allowance, never as a disable comment in the test. A lib's test-only
    // entry (`src/testing.tsx`, imported by tests alone) is held to the same rule as the tests.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/src/testing.ts', '**/src/testing.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          banTransitiveDependencies: true,
          allow: [],
          depConstraints: depConstraints.map((c) =>
            c.sourceTag === 'type:ui'
              ? { ...c, onlyDependOnLibsWithTags: [...c.onlyDependOnLibsWithTags, 'type:data-access'] }
              : c,
          ),
        },
      ],
    },
  },
  {
    // Build and test configuration is not part of any layer: it may load shared config from tools/.
    files: [
      '**/vite.config.ts',
      '**/vitest.config.ts',
      '**/playwright.config.ts',
      '**/react-router.config.ts',
      '**/eslint.config.mjs',
      '**/app/routes.ts',
    ],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Colours come from the brands' palettes through theme tokens (tools/lint-rules/no-colour-literals.mjs decides
    // which files it judges: libs, apps and Storybook, tests excepted).
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    plugins: { casino },
    rules: { 'casino/no-colour-literals': 'error' },
  },
  {
    // Styles are module-level constants that the brand's stylesheet holds (tools/lint-rules/no-css-functions.mjs decides
    // which files it judges: libs, apps and Storybook, tests and stories excepted).
    files: ['**/*.tsx'],
    plugins: { casino },
    rules: { 'casino/no-css-functions': 'error' },
  },
  {
    // The data layer's conventions (docs/data-and-pages.md); each rule in tools/lint-rules decides which files it
    // judges: the libs' api folders (one endpoint per file, one `<domain>-keys.ts`, mutations that never wait for their
    // re-read), the libs' and apps' code (no copied query root of another domain, no transport error codes listed
    // outside @casino/api-client), tests and stories excepted.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { casino },
    rules: {
      'casino/one-endpoint-per-file': 'error',
      'casino/domain-keys-file': 'error',
      'casino/no-foreign-query-roots': 'error',
      'casino/no-awaited-rereads': 'error',
      'casino/no-transport-error-codes': 'error',
    },
  },
  {
    // Accessibility findings are errors here, not the preset's warnings.
    files: ['**/*.tsx', '**/*.jsx'],
    rules: { ...jsxA11y.flatConfigs.recommended.rules, 'react-hooks/exhaustive-deps': 'error' },
  },
];
