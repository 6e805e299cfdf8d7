import { applyChangesToString, ChangeType, type StringChange, type Tree } from '@nx/devkit';
import * as ts from 'typescript';
import { findObjectLiteral, propertyNames, quote } from '../lib/workspaceFiles';

/** The page registry: every page of the site, declared once (key, path, audience, route module). */
export const PAGE_REGISTRY = 'libs/shared/site/src/lib/pages.ts';
/** The registry's name in that file (`sitePages`; `pageRegistry` in an earlier draft). */
const REGISTRY_NAMES = ['sitePages', 'pageRegistry'];

/** A page as the registry holds it. */
export interface RegistryEntry {
  key: string;
  path: string;
  audience: 'anyone' | 'player';
  /** The route module's specifier, a subpath the lib's package.json exports (`@casino/quests-feature/routes/quests`). */
  module: string;
  /** The group comment a page of a lib with no page yet starts (`Quests (libs/quests/feature)`). */
  group: string;
}

function readRegistry(tree: Tree): { source: string; registry: ts.ObjectLiteralExpression } {
  const source = tree.read(PAGE_REGISTRY, 'utf-8');
  const registry =
    source === null
      ? undefined
      : REGISTRY_NAMES.map((name) => findObjectLiteral(source, PAGE_REGISTRY, name)).find(Boolean);
  if (source === null || !registry)
    throw new Error(`page: no \`const sitePages = {...}\` (the page registry) in ${PAGE_REGISTRY}`);
  return { source, registry };
}

/** The page keys the registry has. */
export function existingPageKeys(tree: Tree): string[] {
  return propertyNames(readRegistry(tree).registry);
}

/** The `module` string of a registry entry (`{ path, audience, module }`), if it has one. */
function moduleOf(property: ts.ObjectLiteralElementLike): string | undefined {
  if (!ts.isPropertyAssignment(property) || !ts.isObjectLiteralExpression(property.initializer)) return undefined;
  const module = property.initializer.properties.find(
    (p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'module',
  );
  return module && ts.isPropertyAssignment(module) && ts.isStringLiteral(module.initializer)
    ? module.initializer.text
    : undefined;
}

/**
 * Declares a page in the registry, on its lib's lines: after the last page whose module the same lib exports, else as a
 * new group (a comment naming the lib, then the entry) after the last entry. Every brand's route table, the `*` route
 * and the page loaders' audience read it from there.
 */
export function declarePage(tree: Tree, page: RegistryEntry): void {
  const { source, registry } = readRegistry(tree);
  if (propertyNames(registry).includes(page.key))
    throw new Error(`page: the registry already has a page "${page.key}"`);
  const entry = `  ${page.key}: { path: ${quote(page.path)}, audience: ${quote(page.audience)}, module: ${quote(page.module)} },\n`;
  const packagePrefix = page.module.slice(0, page.module.indexOf('/routes/') + '/routes/'.length);
  const sameLib = registry.properties.filter((p) => moduleOf(p)?.startsWith(packagePrefix));
  const changes: StringChange[] = [];
  const last = registry.properties[registry.properties.length - 1];
  if (last && !registry.properties.hasTrailingComma)
    changes.push({ type: ChangeType.Insert, index: last.getEnd(), text: ',' });
  const anchor = sameLib[sameLib.length - 1];
  if (anchor) {
    // After the line that ends the lib's last entry (and its trailing comma).
    const lineEnd = source.indexOf('\n', anchor.getEnd());
    changes.push({ type: ChangeType.Insert, index: lineEnd + 1, text: entry });
  } else {
    // A new group: before the trailing pages without a module (the shell's placeholders), else after the last entry.
    const properties = [...registry.properties];
    let firstPlaceholder = properties.length;
    while (
      firstPlaceholder > 0 &&
      moduleOf(properties[firstPlaceholder - 1] as ts.ObjectLiteralElementLike) === undefined
    )
      firstPlaceholder -= 1;
    const before =
      firstPlaceholder > 0 && firstPlaceholder < properties.length ? properties[firstPlaceholder] : undefined;
    if (before) {
      const comments = ts.getLeadingCommentRanges(source, before.getFullStart()) ?? [];
      const start = comments[0]?.pos ?? before.getStart();
      const lineStart = source.lastIndexOf('\n', start) + 1;
      changes.push({ type: ChangeType.Insert, index: lineStart, text: `  // ${page.group}\n${entry}\n` });
    } else {
      const closing = registry.getEnd() - 1;
      const lineStart = source.lastIndexOf('\n', closing) + 1;
      changes.push({ type: ChangeType.Insert, index: lineStart, text: `\n  // ${page.group}\n${entry}` });
    }
  }
  tree.write(PAGE_REGISTRY, applyChangesToString(source, changes));
}
