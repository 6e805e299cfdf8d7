import { formatFiles, generateFiles, joinPathFragments, logger, type GeneratorCallback, type Tree } from '@nx/devkit';
import {
  addDomainScope,
  addPathAlias,
  assertKebab,
  camelCase,
  ESLINT_CONFIG,
  findArrayLiteral,
  pascalCase,
  quote,
  titleCase,
} from '../lib/workspaceFiles';
import { pageGenerator } from '../page/generator';
import type { DomainGeneratorSchema } from './schema';

/** The scopes that are not domains (eslint.config.mjs's depConstraints). */
const RESERVED_SCOPES = ['shared', 'apps', 'brands', 'e2e', 'tools'];

/** The domains the boundary rules know (`const domains = [...]` of eslint.config.mjs). */
function knownDomains(tree: Tree): string[] {
  const source = tree.read(ESLINT_CONFIG, 'utf-8') ?? '';
  return (
    findArrayLiteral(source, ESLINT_CONFIG, 'domains')?.elements.map((e) => ('text' in e ? String(e.text) : '')) ?? []
  );
}

/**
 * `nx g @casino/tools:domain <name> [--ui]`: `libs/<name>/feature` (type:feature, scope:<name>: public API, the
 * `<name>-keys.ts` key factory, a first page with its story and tests, by the page generator), with `--ui`
 * `libs/<name>/ui` (type:ui: a first presentational part with its story and test), the domain's README, the libs'
 * path aliases and the domain's scope in the boundary rules (itself and scope:shared; the apps may use it).
 */
export async function domainGenerator(tree: Tree, schema: DomainGeneratorSchema): Promise<GeneratorCallback> {
  const name = schema.name.trim();
  assertKebab('domain', name);
  if (tree.exists(`libs/${name}`)) throw new Error(`domain: libs/${name} already exists`);
  if (RESERVED_SCOPES.includes(name))
    throw new Error(`domain: "${name}" is a scope of the workspace's own (scope:${name}), not a domain`);
  if (knownDomains(tree).includes(name)) throw new Error(`domain: the boundary rules already have a domain "${name}"`);
  const ui = schema.ui ?? false;
  const title = schema.title?.trim() || titleCase(name);
  const titleAr = schema.titleAr?.trim() || title;
  const page = schema.page?.trim() || name;
  const path = schema.path?.trim() || `/${page}`;
  const lead = `${title}.`;
  const values = {
    name,
    ui,
    title,
    page,
    path,
    camel: camelCase(name),
    pascal: pascalCase(name),
    titleLiteral: quote(title),
    leadLiteral: quote(lead),
    titleArLiteral: quote(titleAr),
    leadArLiteral: quote(`${titleAr}.`),
    titleJsx: `{${quote(title)}}`,
    leadJsx: `{${quote(lead)}}`,
    tmpl: '',
  };
  const files = joinPathFragments(__dirname, 'files');
  generateFiles(tree, joinPathFragments(files, 'feature'), `libs/${name}/feature`, values);
  addPathAlias(tree, `@casino/${name}-feature`, `./libs/${name}/feature/src/index.ts`);
  if (ui) {
    generateFiles(tree, joinPathFragments(files, 'ui'), `libs/${name}/ui`, values);
    addPathAlias(tree, `@casino/${name}-ui`, `./libs/${name}/ui/src/index.ts`);
  }
  generateFiles(tree, joinPathFragments(files, 'readme'), `libs/${name}`, values);
  addDomainScope(tree, name);
  const pageDone = await pageGenerator(tree, {
    name: page,
    project: `${name}-feature`,
    path,
    audience: schema.audience,
    title,
    titleAr,
    description: lead,
    descriptionAr: `${titleAr}.`,
  });
  await formatFiles(tree);
  return () => {
    pageDone();
    logger.info(
      [
        `Domain ${name}: libs/${name}/feature${ui ? ` and libs/${name}/ui` : ''} (scope:${name}, in the boundary rules of ${ESLINT_CONFIG}).`,
        `  Add pages with: npx nx g @casino/tools:page <name> --project=${name}-feature`,
        `  and endpoints with: npx nx g @casino/tools:endpoint <name> --project=${name}-feature [--mutation]`,
      ].join('\n'),
    );
  };
}

export default domainGenerator;
