/**
 * `casino/no-foreign-query-roots`: a query key of another domain is never written as a literal. Each domain's keys
 * start with its root, its name (`['cashier', 'wallet']`); a root another domain must invalidate (the cashier
 * invalidates `['rewards']` after a deposit) is written once in `queryRoots` (`@casino/query`,
 * libs/shared/query/src/lib/queryRoots.ts) and imported, by its own keys file too. Fails, in the libs' and apps' code
 * (tests excepted), an array literal starting with another domain's root, and one starting with a shared root anywhere
 * but in `queryRoots`: a renamed root would leave the copy invalidating nothing.
 */
import { readFileSync } from 'node:fs';
import { domainRoots, isTestOrStory, libDomainOf, pathOf, QUERY_ROOTS_FILE } from './apiFiles.mjs';

/** The roots `queryRoots` holds (`rewards: ['rewards']`), read from its source. */
function sharedRoots() {
  try {
    const source = readFileSync(new URL(`../../${QUERY_ROOTS_FILE}`, import.meta.url), 'utf8');
    return new Set([...source.matchAll(/\[\s*'([a-z0-9-]+)'\s*\]/g)].map((m) => m[1]));
  } catch {
    return new Set();
  }
}

/** @type {import('eslint').Rule.RuleModule} */
export const noForeignQueryRoots = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Another domain's query root is imported from queryRoots (@casino/query), never copied as a literal.",
    },
    messages: {
      foreign:
        "'{{root}}' is the query root of the {{root}} domain: import it from queryRoots of @casino/query (add it there if it is missing), never copy it as a literal.",
      shared:
        "'{{root}}' is a shared query root: build this key from queryRoots.{{name}} of @casino/query instead of writing the root again.",
    },
    schema: [],
  },
  create(context) {
    const file = pathOf(context);
    if (!/\/(libs|apps)\//.test(file) || isTestOrStory(file) || file.endsWith(QUERY_ROOTS_FILE)) return {};
    const own = libDomainOf(file);
    const shared = sharedRoots();
    const roots = new Set(domainRoots);
    return {
      ArrayExpression(node) {
        const first = node.elements[0];
        if (!first || first.type !== 'Literal' || typeof first.value !== 'string' || !roots.has(first.value)) return;
        const root = first.value;
        if (root !== own) context.report({ node, messageId: 'foreign', data: { root } });
        else if (shared.has(root))
          context.report({
            node,
            messageId: 'shared',
            data: { root, name: root.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase()) },
          });
      },
    };
  },
};
