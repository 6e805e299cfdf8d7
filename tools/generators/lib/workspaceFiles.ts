import { applyChangesToString, ChangeType, readJson, updateJson, type StringChange, type Tree } from '@nx/devkit';
import * as ts from 'typescript';

/** The shared files a domain, a page or an endpoint is written into (besides its own lib's). */
export const TSCONFIG_BASE = 'tsconfig.base.json';
export const ESLINT_CONFIG = 'eslint.config.mjs';
export const LOCALES_DIR = 'libs/shared/i18n/src/locales';
export const CONTRACT_DIR = 'libs/shared/api-contract/src';
export const DEV_BACKEND_DIR = 'tools/dev-backend/src';

/** A domain, page or endpoint name: lower case words joined by dashes (`loyalty-shop`). */
export const KEBAB_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export const camelCase = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
export const pascalCase = (kebab: string) => camelCase(kebab).replace(/^./, (c) => c.toUpperCase());
export const titleCase = (kebab: string) =>
  kebab
    .split('-')
    .map((word, i) => (i === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');

/** A single-quoted TypeScript string literal of `text`. */
export const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export function assertKebab(kind: string, name: string): void {
  if (!KEBAB_NAME.test(name))
    throw new Error(
      `${kind}: "${name}" is not a name here (lower case letters, digits and dashes, starting with a letter)`,
    );
}

type Paths = Record<string, string[]>;
const pathsOf = (tree: Tree): Paths =>
  readJson<{ compilerOptions?: { paths?: Paths } }>(tree, TSCONFIG_BASE).compilerOptions?.paths ?? {};

/** Whether tsconfig.base.json has the path alias. */
export function hasPathAlias(tree: Tree, alias: string): boolean {
  return tree.exists(TSCONFIG_BASE) && alias in pathsOf(tree);
}

/**
 * Adds a path alias to tsconfig.base.json after the aliases that share its prefix (`@casino/quests-feature` after
 * `@casino/quests-...`; else at the end), every other entry where it was.
 */
export function addPathAlias(tree: Tree, alias: string, target: string): void {
  updateJson(tree, TSCONFIG_BASE, (json: { compilerOptions?: { paths?: Paths } }) => {
    const entries = Object.entries(json.compilerOptions?.paths ?? {}).filter(([key]) => key !== alias);
    const prefix = alias
      .split('/')
      .slice(0, 2)
      .join('/')
      .replace(/-(feature|ui)$/, '');
    let at = entries.length;
    entries.forEach(([key], index) => {
      if (key.startsWith(prefix)) at = index + 1;
    });
    entries.splice(at, 0, [alias, [target]]);
    json.compilerOptions = { ...json.compilerOptions, paths: Object.fromEntries(entries) };
    return json;
  });
}

/** A source file as TypeScript reads it, in the kind its name says (.mjs, .tsx, .ts). */
function sourceFileOf(source: string, fileName: string): ts.SourceFile {
  const kind = fileName.endsWith('.mjs')
    ? ts.ScriptKind.JS
    : fileName.endsWith('.tsx')
      ? ts.ScriptKind.TSX
      : ts.ScriptKind.TS;
  return ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
}

/** The literal a `const <name> = ...` declaration of a source file starts with (through `as`, `satisfies`, parentheses). */
function findDeclaredLiteral<T extends ts.Expression>(
  source: string,
  fileName: string,
  name: string,
  isLiteral: (node: ts.Node) => node is T,
): T | undefined {
  let found: T | undefined;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer) {
      let init: ts.Expression = node.initializer;
      while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init) || ts.isParenthesizedExpression(init))
        init = init.expression;
      if (isLiteral(init)) found = init;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFileOf(source, fileName));
  return found;
}

/** The array literal a `const <name> = [...]` declaration of a source file starts with. */
export function findArrayLiteral(
  source: string,
  fileName: string,
  name: string,
): ts.ArrayLiteralExpression | undefined {
  return findDeclaredLiteral(source, fileName, name, ts.isArrayLiteralExpression);
}

/**
 * Adds `'<domain>'` to the domain scopes of the boundary rules (`const domains = [...]` in eslint.config.mjs): each scope
 * there may depend on itself and `scope:shared` only, and the apps may depend on it. Returns false when it was there.
 */
export function addDomainScope(tree: Tree, domain: string): boolean {
  const source = tree.read(ESLINT_CONFIG, 'utf-8');
  if (source === null) throw new Error(`domain: no ${ESLINT_CONFIG}`);
  const domains = findArrayLiteral(source, ESLINT_CONFIG, 'domains');
  if (!domains)
    throw new Error(
      `domain: no \`const domains = [...]\` (the domain scopes of the boundary rules) in ${ESLINT_CONFIG}`,
    );
  const names = domains.elements.map((e) => (ts.isStringLiteral(e) ? e.text : ''));
  if (names.includes(domain)) return false;
  const last = domains.elements[domains.elements.length - 1];
  const change: StringChange = last
    ? { type: ChangeType.Insert, index: last.getEnd(), text: `, ${quote(domain)}` }
    : { type: ChangeType.Insert, index: domains.getStart() + 1, text: quote(domain) };
  tree.write(ESLINT_CONFIG, applyChangesToString(source, [change]));
  return true;
}

/** The domain scope of a project (`scope:<domain>` of its project.json), e.g. `referral` for `referral-feature`. */
export function scopeOf(tags: string[] | undefined): string | undefined {
  return tags?.find((tag) => tag.startsWith('scope:'))?.slice('scope:'.length);
}

/**
 * Adds keys to a flat JSON translation file right after the last key starting with `after` (else at the end), keeping
 * the file's order and format (two spaces, a final newline). Existing keys keep their text.
 */
export function addTranslations(tree: Tree, file: string, entries: Record<string, string>, after: string): void {
  const current = readJson<Record<string, string>>(tree, file);
  const keys = Object.keys(current);
  let at = keys.length;
  keys.forEach((key, index) => {
    if (key.startsWith(after)) at = index + 1;
  });
  const added = Object.entries(entries).filter(([key]) => !(key in current));
  const ordered = [
    ...keys.slice(0, at).map((k) => [k, current[k]]),
    ...added,
    ...keys.slice(at).map((k) => [k, current[k]]),
  ];
  tree.write(file, `${JSON.stringify(Object.fromEntries(ordered), null, 2)}\n`);
}

/** The files under `dir` of a tree, recursively (workspace-relative). */
export function listFiles(tree: Tree, dir: string): string[] {
  return tree.children(dir).flatMap((child) => {
    const path = `${dir}/${child}`;
    return tree.isFile(path) ? [path] : listFiles(tree, path);
  });
}

/** The object literal a `const <name> = {...}` (possibly `as const satisfies ...`) declaration of a source file starts with. */
export function findObjectLiteral(
  source: string,
  fileName: string,
  name: string,
): ts.ObjectLiteralExpression | undefined {
  return findDeclaredLiteral(source, fileName, name, ts.isObjectLiteralExpression);
}

/** The property names of an object literal (identifiers and string keys). */
export function propertyNames(object: ts.ObjectLiteralExpression): string[] {
  return object.properties.map((p) =>
    p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : '',
  );
}

/**
 * Adds `lines` (whole lines, each ending in a newline, indented as the entries) as the last entries of the object literal
 * `const <name> = {...}` of a file. Returns false when the object already has `key`.
 */
export function addObjectEntry(tree: Tree, file: string, name: string, key: string, lines: string): boolean {
  const source = tree.read(file, 'utf-8');
  if (source === null) throw new Error(`no ${file}`);
  const object = findObjectLiteral(source, file, name);
  if (!object) throw new Error(`no \`const ${name} = {...}\` in ${file}`);
  if (propertyNames(object).includes(key)) return false;
  const closing = object.getEnd() - 1;
  const lineStart = source.lastIndexOf('\n', closing) + 1;
  const changes: StringChange[] = [{ type: ChangeType.Insert, index: lineStart, text: lines }];
  const last = object.properties[object.properties.length - 1];
  if (last && !object.properties.hasTrailingComma)
    changes.unshift({ type: ChangeType.Insert, index: last.getEnd(), text: ',' });
  tree.write(file, applyChangesToString(source, changes));
  return true;
}

/** Adds an `export ... from` line to a lib's public API (`src/index.ts`), once. */
export function addExportLine(tree: Tree, file: string, line: string): void {
  const source = tree.read(file, 'utf-8') ?? '';
  if (source.split('\n').includes(line)) return;
  tree.write(file, `${source}${source === '' || source.endsWith('\n') ? '' : '\n'}${line}\n`);
}

/**
 * Makes a module's source import `names` (and `typeNames` as `type` imports) from `specifier`: into its existing named
 * import of that module, else as a new import after the last one. Returns the new source.
 */
export function ensureNamedImports(
  source: string,
  fileName: string,
  specifier: string,
  names: string[],
  typeNames: string[] = [],
): string {
  const file = sourceFileOf(source, fileName);
  const imports = file.statements.filter(ts.isImportDeclaration);
  const existing = imports.find(
    (i) =>
      ts.isStringLiteral(i.moduleSpecifier) &&
      i.moduleSpecifier.text === specifier &&
      !i.importClause?.isTypeOnly &&
      i.importClause?.namedBindings &&
      ts.isNamedImports(i.importClause.namedBindings),
  );
  const wanted = [...names.map((n) => ({ n, text: n })), ...typeNames.map((n) => ({ n, text: `type ${n}` }))];
  if (existing) {
    const bindings = existing.importClause?.namedBindings as ts.NamedImports;
    const have = new Set(bindings.elements.map((e) => e.name.text));
    const missing = wanted.filter((w) => !have.has(w.n)).map((w) => w.text);
    if (!missing.length) return source;
    const last = bindings.elements[bindings.elements.length - 1];
    const change: StringChange = last
      ? { type: ChangeType.Insert, index: last.getEnd(), text: `, ${missing.join(', ')}` }
      : { type: ChangeType.Insert, index: bindings.getStart() + 1, text: ` ${missing.join(', ')} ` };
    return applyChangesToString(source, [change]);
  }
  const line = `import { ${wanted.map((w) => w.text).join(', ')} } from '${specifier}';\n`;
  const after = imports[imports.length - 1];
  if (!after) return `${line}${source}`;
  const lineEnd = source.indexOf('\n', after.getEnd());
  return applyChangesToString(source, [{ type: ChangeType.Insert, index: lineEnd + 1, text: line }]);
}

/** Whether any file of `dir` (recursively, `.ts` files) declares `export const|type|interface|function <name>`. */
export function declaresExport(tree: Tree, dir: string, name: string): boolean {
  const pattern = new RegExp(`export (const|type|interface|function|class) ${name}\\b`);
  return listFiles(tree, dir).some((file) => file.endsWith('.ts') && pattern.test(tree.read(file, 'utf-8') ?? ''));
}
