import {
  applyChangesToString,
  ChangeType,
  generateFiles,
  joinPathFragments,
  logger,
  names,
  updateJson,
  type GeneratorCallback,
  type Tree,
} from '@nx/devkit';
import * as ts from 'typescript';
import type { BrandGeneratorSchema } from './schema';

/** Where the shared lists live that a brand must be written into (everything else finds the brands by itself). */
export const TSCONFIG_BASE = 'tsconfig.base.json';
export const DEV_BACKEND_BRANDS = 'tools/dev-backend/src/data/reference.ts';
/** Where each brand's Kubernetes overlay lives (`npm run check:k8s` renders and validates every one). */
export const K8S_BRANDS = 'deploy/k8s/brands';
/** The first brand's e2e server port; each brand's suite has its own (and its dev backend that port + 100). */
export const FIRST_E2E_PORT = 4401;
/** The dev brands' made-up `casinoOrigin`s start here (3000 is the first brand's). */
const FIRST_CASINO_ORIGIN_PORT = 3000;

export interface NormalizedBrandOptions {
  name: string;
  navigation: 'basic' | 'panel';
  displayName: string;
  className: string;
  propertyName: string;
  port: number;
  editProfilePath: string;
  verifyPath: string;
}

const BRAND_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const titleCase = (id: string) =>
  id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** The next port after every brand suite's (`brandE2eConfig({ brandId, port })` in `e2e/<brand>/playwright.config.ts`). */
export function nextE2ePort(tree: Tree): number {
  const ports = tree.exists('e2e')
    ? tree
        .children('e2e')
        .map((dir) => `e2e/${dir}/playwright.config.ts`)
        .filter((file) => tree.exists(file))
        .map((file) => Number(/\bport:\s*(\d+)/.exec(tree.read(file, 'utf-8') ?? '')?.[1]))
        .filter((port) => Number.isInteger(port))
    : [];
  return ports.length ? Math.max(...ports) + 1 : FIRST_E2E_PORT;
}

export function normalizeOptions(tree: Tree, options: BrandGeneratorSchema): NormalizedBrandOptions {
  const name = options.name.trim();
  if (!BRAND_ID.test(name))
    throw new Error(
      `brand: "${name}" is not a brand id (lower case letters, digits and dashes, starting with a letter)`,
    );
  const navigation = options.navigation ?? 'basic';
  if (navigation !== 'basic' && navigation !== 'panel')
    throw new Error(`brand: --navigation must be basic or panel, not "${navigation}"`);
  for (const root of [`apps/${name}`, `libs/brands/${name}`, `e2e/${name}`, `${K8S_BRANDS}/${name}`]) {
    if (tree.exists(root)) throw new Error(`brand: ${root} already exists`);
  }
  const { className, propertyName } = names(name);
  return {
    name,
    navigation,
    displayName: options.displayName?.trim() || `${titleCase(name)} Casino`,
    className,
    propertyName,
    port: nextE2ePort(tree),
    // The panel layout keeps the account pages under /account (the dev backend's settings move them there too).
    editProfilePath: navigation === 'panel' ? '/account' : '/profile/edit-profile',
    verifyPath: navigation === 'panel' ? '/account/verification' : '/profile/verify',
  };
}

/** Adds `@casino/brand-<name>` beside the other brand libs' aliases (in name order), keeping every other entry where it is. */
export function addBrandPathAlias(tree: Tree, name: string): void {
  const alias = `@casino/brand-${name}`;
  const target = `./libs/brands/${name}/src/index.ts`;
  updateJson(tree, TSCONFIG_BASE, (json: { compilerOptions?: { paths?: Record<string, string[]> } }) => {
    const paths = json.compilerOptions?.paths ?? {};
    const entries = Object.entries(paths).filter(([key]) => key !== alias);
    const isBrandLib = ([, value]: [string, string[]]) => value[0]?.startsWith('./libs/brands/') ?? false;
    const brandIndexes = entries.flatMap((entry, index) => (isBrandLib(entry) ? [index] : []));
    const after = brandIndexes.find((index) => (entries[index]?.[0] ?? '') > alias);
    const at = after ?? (brandIndexes.length ? (brandIndexes[brandIndexes.length - 1] ?? 0) + 1 : entries.length);
    entries.splice(at, 0, [alias, [target]]);
    json.compilerOptions = { ...json.compilerOptions, paths: Object.fromEntries(entries) };
    return json;
  });
}

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The brand's entry in the dev backend's `BRANDS` (settings merged over the contract's defaults). */
export function devBackendSettingsEntry(options: NormalizedBrandOptions, casinoOriginPort: number): string {
  const key = /^[a-z][a-z0-9]*$/.test(options.name) ? options.name : `'${options.name}'`;
  const lines = [
    `  ${key}: {`,
    `    theme: '${options.name}',`,
    `    navigationSystem: '${options.navigation}',`,
    `    brandName: ${quote(options.displayName)},`,
    `    pwaPromptEnabled: true,`,
    `    onboardingTourEnabled: true,`,
    `    racesChannelUrl: 'https://t.me/${options.name.replace(/-/g, '_')}_casino_races_dev',`,
    `    ghostModeEnabled: true,`,
    `    chatEnabled: true,`,
    `    casinoOrigin: 'http://localhost:${casinoOriginPort}',`,
    `    ...devGoogle('${options.name}'),`,
    `    excludedCountryCodeList: 'US',`,
  ];
  if (options.navigation === 'panel')
    lines.push(`    pageUrls: { editProfile: '/account', verify: '/account/verification' },`);
  lines.push('  },');
  return `${lines.join('\n')}\n`;
}

/** Writes the brand's settings into the dev backend's `BRANDS` object literal, after the last brand. */
export function addDevBackendSettings(tree: Tree, options: NormalizedBrandOptions): boolean {
  const source = tree.read(DEV_BACKEND_BRANDS, 'utf-8');
  if (source === null) return false;
  const file = ts.createSourceFile(DEV_BACKEND_BRANDS, source, ts.ScriptTarget.Latest, true);
  let brands: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'BRANDS' &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      brands = node.initializer;
    }
    if (!brands) ts.forEachChild(node, visit);
  };
  visit(file);
  if (!brands) throw new Error(`brand: no \`BRANDS\` object literal in ${DEV_BACKEND_BRANDS}`);
  const known = brands.properties.map((p) =>
    p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : '',
  );
  if (known.includes(options.name)) return true;
  const origins = [...brands.getText(file).matchAll(/casinoOrigin:\s*'http:\/\/localhost:(\d+)'/g)].map((m) =>
    Number(m[1]),
  );
  const port = origins.length ? Math.max(...origins) + 1 : FIRST_CASINO_ORIGIN_PORT;
  // Insert at the start of the line that holds the closing brace, so the entry lands after the last brand's.
  const closing = brands.getEnd() - 1;
  const lineStart = source.lastIndexOf('\n', closing) + 1;
  const last = brands.properties[brands.properties.length - 1];
  const needsComma = last && !brands.properties.hasTrailingComma;
  const changes = [
    { type: ChangeType.Insert as const, index: lineStart, text: devBackendSettingsEntry(options, port) },
  ];
  if (needsComma) changes.unshift({ type: ChangeType.Insert as const, index: last.getEnd(), text: ',' });
  tree.write(DEV_BACKEND_BRANDS, applyChangesToString(source, changes));
  return true;
}

/**
 * `nx g @casino/tools:brand <name> --navigation=basic|panel`: the brand's SSR app (`apps/<name>`), its brand lib
 * (`libs/brands/<name>`: a placeholder palette that passes the contrast checks, the config, a logo drawn from the
 * palette, the shared brand test), its e2e suite (`e2e/<name>`: the next free port, the shared journeys) and its
 * Kubernetes overlay (`deploy/k8s/brands/<name>`); then the two lists that must name it: the lib's path alias and the
 * dev backend's settings of the brand.
 */
export async function brandGenerator(tree: Tree, schema: BrandGeneratorSchema): Promise<GeneratorCallback> {
  const options = normalizeOptions(tree, schema);
  // The display name as a single-quoted TypeScript string (a name like "Sea Star's Casino" must not end the literal).
  const substitutions = { ...options, displayNameLiteral: quote(options.displayName), tmpl: '' };
  const files = joinPathFragments(__dirname, 'files');
  generateFiles(tree, joinPathFragments(files, 'app'), `apps/${options.name}`, substitutions);
  generateFiles(tree, joinPathFragments(files, 'brand'), `libs/brands/${options.name}`, substitutions);
  generateFiles(tree, joinPathFragments(files, 'e2e'), `e2e/${options.name}`, substitutions);
  // Its Kubernetes overlay over the shared base (deploy/k8s/base): namespace, image, public origin, ingress host.
  generateFiles(tree, joinPathFragments(files, 'k8s'), `${K8S_BRANDS}/${options.name}`, substitutions);
  addBrandPathAlias(tree, options.name);
  const settingsWritten = addDevBackendSettings(tree, options);
  return () => {
    logger.info(
      [
        `Brand ${options.name} (${options.displayName}, navigation ${options.navigation}):`,
        `  fill its palette in libs/brands/${options.name}/src/lib/theme.ts (the logo and favicon follow it),`,
        settingsWritten
          ? `  its dev settings are in ${DEV_BACKEND_BRANDS} (brandName "${options.displayName}"),`
          : `  add its settings to your backend (brandName "${options.displayName}"),`,
        `  then: npx nx build ${options.name} && npx playwright test -c e2e/${options.name}/playwright.config.ts (port ${options.port}),`,
        `  and set its public origin, image and host in ${K8S_BRANDS}/${options.name} (npm run check:k8s validates it).`,
      ].join('\n'),
    );
  };
}

export default brandGenerator;
