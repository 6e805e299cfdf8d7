import {
  formatFiles,
  generateFiles,
  joinPathFragments,
  logger,
  readProjectConfiguration,
  updateJson,
  type GeneratorCallback,
  type Tree,
} from '@nx/devkit';
import {
  addExportLine,
  addTranslations,
  assertKebab,
  camelCase,
  LOCALES_DIR,
  pascalCase,
  quote,
  scopeOf,
  titleCase,
} from '../lib/workspaceFiles';
import { declarePage, existingPageKeys } from './registry';
import type { PageGeneratorSchema } from './schema';

export interface NormalizedPageOptions {
  name: string;
  key: string;
  pascal: string;
  project: string;
  projectRoot: string;
  /** The lib's package name (`@casino/quests-feature`). */
  packageName: string;
  domain: string;
  path: string;
  /** The path with every `:param` filled with an example value, for the tests. */
  examplePath: string;
  player: boolean;
  title: string;
  description: string;
  titleAr: string;
  descriptionAr: string;
}

export function normalizePageOptions(tree: Tree, options: PageGeneratorSchema): NormalizedPageOptions {
  const name = options.name.trim();
  assertKebab('page', name);
  const project = readProjectConfiguration(tree, options.project);
  const tags = project.tags ?? [];
  if (!tags.includes('type:feature'))
    throw new Error(
      `page: ${options.project} is not a feature lib (type:feature): pages live in a domain's feature lib`,
    );
  const projectRoot = project.root;
  const packageJson = `${projectRoot}/package.json`;
  if (!tree.exists(packageJson))
    throw new Error(`page: ${projectRoot} has no package.json (its exports name the route modules)`);
  const packageName = (JSON.parse(tree.read(packageJson, 'utf-8') ?? '{}') as { name?: string }).name ?? '';
  const key = camelCase(name);
  if (existingPageKeys(tree).includes(key)) throw new Error(`page: the site already has a page "${key}"`);
  const file = `${projectRoot}/src/routes/${name}.tsx`;
  if (tree.exists(file)) throw new Error(`page: ${file} already exists`);
  const path = (options.path ?? `/${name}`).trim();
  if (!/^\/[A-Za-z0-9_\-/:.]*$/.test(path)) throw new Error(`page: "${path}" is not a URL path`);
  const audience = options.audience ?? 'anyone';
  if (audience !== 'anyone' && audience !== 'player')
    throw new Error(`page: --audience must be anyone or player, not "${audience}"`);
  const title = options.title?.trim() || titleCase(name);
  const description = options.description?.trim() || `${title}.`;
  return {
    name,
    key,
    pascal: pascalCase(name),
    project: options.project,
    projectRoot,
    packageName,
    domain: scopeOf(tags) ?? name,
    path,
    examplePath: path.replace(/:([A-Za-z]+)/g, 'example-$1'),
    player: audience === 'player',
    title,
    description,
    titleAr: options.titleAr?.trim() || title,
    descriptionAr: options.descriptionAr?.trim() || description,
  };
}

/** Template values: the texts as TypeScript literals (a quote in a title must not end the string). */
function substitutions(options: NormalizedPageOptions) {
  const brand = 'Curaçao Casino';
  return {
    ...options,
    titleLiteral: quote(options.title),
    titleArLiteral: quote(options.titleAr),
    descriptionLiteral: quote(options.description),
    descriptionComment: options.description.replace(/\*\//g, '* /').replace(/\n/g, ' '),
    titleBrandLiteral: quote(`${options.title} | ${brand}`),
    titleArBrandLiteral: quote(`${options.titleAr} | ${brand}`),
    storyTitleLiteral: quote(`${titleCase(options.domain)}/${options.title}`),
    tmpl: '',
  };
}

/**
 * `nx g @casino/tools:page <name> --project=<feature lib>`: the route module `src/routes/<name>.tsx` (loader, meta,
 * shouldRevalidate, error boundary) with its page (`src/lib/<name>/<Name>Page.tsx`: the translated title and
 * description), a story, the page's and the route's tests; the route in the lib's package.json exports; the page in the
 * site's registry; `page.<key>.title` and `page.<key>.description` in English and Arabic.
 */
/** The brand app's package, whose dependencies name every lib with a page module. */
export const BRAND_APP_PACKAGE = 'libs/brand-app/package.json';

export async function pageGenerator(tree: Tree, schema: PageGeneratorSchema): Promise<GeneratorCallback> {
  const options = normalizePageOptions(tree, schema);
  generateFiles(tree, joinPathFragments(__dirname, 'files'), options.projectRoot, substitutions(options));
  const specifier = `${options.packageName}/routes/${options.name}`;
  // Every route module of the lib is a subpath of its package (`./routes/*`): brand route tables find them there.
  updateJson(tree, `${options.projectRoot}/package.json`, (json: { exports?: Record<string, string> }) => {
    const exports = json.exports ?? { '.': './src/index.ts' };
    if (!exports['./routes/*'] && !exports[`./routes/${options.name}`]) exports['./routes/*'] = './src/routes/*.tsx';
    json.exports = exports;
    return json;
  });
  // The brand app lazily imports every page module through a virtual module Nx cannot read: its package.json names
  // each lib it reaches, so the project graph (and `nx affected`) keeps the edge, and brandRoutes.test.ts holds it.
  if (tree.exists(BRAND_APP_PACKAGE)) {
    updateJson(tree, BRAND_APP_PACKAGE, (json: { dependencies?: Record<string, string> }) => {
      const dependencies = {
        ...json.dependencies,
        [options.packageName]: json.dependencies?.[options.packageName] ?? '*',
      };
      json.dependencies = Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b)));
      return json;
    });
  }
  addExportLine(
    tree,
    `${options.projectRoot}/src/index.ts`,
    `export { ${options.pascal}Page } from './lib/${options.name}/${options.pascal}Page';`,
  );
  declarePage(tree, {
    key: options.key,
    path: options.path,
    audience: options.player ? 'player' : 'anyone',
    module: specifier,
    group: `${titleCase(options.domain)} (${options.projectRoot})`,
  });
  const texts = (title: string, description: string) => ({
    [`page.${options.key}.title`]: title,
    [`page.${options.key}.description`]: description,
  });
  addTranslations(tree, `${LOCALES_DIR}/en.json`, texts(options.title, options.description), 'page.');
  addTranslations(tree, `${LOCALES_DIR}/ar.json`, texts(options.titleAr, options.descriptionAr), 'page.');
  await formatFiles(tree);
  return () => {
    logger.info(
      [
        `Page ${options.key} at ${options.path} (${specifier}), for ${options.player ? 'players' : 'anyone'}:`,
        `  its content in ${options.projectRoot}/src/lib/${options.name}/${options.pascal}Page.tsx, its server prefetch in the route's loader;`,
        options.titleAr === options.title
          ? `  translate page.${options.key}.title and .description in ${LOCALES_DIR}/ar.json (they are the English for now).`
          : `  its texts are in ${LOCALES_DIR}/en.json and ar.json.`,
      ].join('\n'),
    );
  };
}

export default pageGenerator;
