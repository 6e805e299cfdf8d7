/**
 * `casino/one-endpoint-per-file`: an api file (`libs/<domain>/<type>/src/api/*.ts`, `libs/shared/<lib>/src/api/*.ts`,
 * tests excepted) calls one contract endpoint: its fetcher, query options and hook, or its mutation, live together in
 * one file named after the endpoint in kebab-case (`get-favorites.ts` for `endpoints.getFavorites`), and no other file
 * of the folder calls that endpoint (a second query over it goes beside the first, reusing its fetcher). A file that
 * composes calls (a mutation over two endpoints, a prefetch of several) imports their fetchers and names no endpoint
 * itself. File names are kebab-case. See docs/data-and-pages.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { apiFileOf, isTestOrStory, kebabCase, pathOf } from './apiFiles.mjs';

const KEBAB_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.server)?\.[cm]?[jt]sx?$/;

/** Which other files of the folder call `endpoints.<name>` (read from disk: the folder's other api files). */
function otherCallers(dir, self, name) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  const call = new RegExp(`\\bendpoints\\.${name}\\b`);
  return entries.filter(
    (entry) =>
      entry !== self &&
      /\.[cm]?[jt]sx?$/.test(entry) &&
      !isTestOrStory(entry) &&
      call.test(readFileSync(dir + entry, 'utf8')),
  );
}

/** @type {import('eslint').Rule.RuleModule} */
export const oneEndpointPerFile = {
  meta: {
    type: 'problem',
    docs: {
      description: 'One endpoint per api file, named after it in kebab-case; no other file of the folder calls it.',
    },
    messages: {
      second:
        "This api file calls a second endpoint ({{endpoint}}, after {{first}}): one endpoint per file, named after it ('{{file}}'): fetcher, query options and hook, or mutation.",
      elsewhere:
        'endpoints.{{endpoint}} is also called in {{other}}: one file per endpoint; put this query beside the first and reuse its fetcher.',
      fileName: "Api file '{{name}}' is not kebab-case: name it after its endpoint ('get-x.ts' for endpoints.getX).",
    },
    schema: [],
  },
  create(context) {
    const api = apiFileOf(pathOf(context));
    if (!api) return {};
    const seen = new Map();
    return {
      Program(node) {
        if (!KEBAB_FILE.test(api.name)) context.report({ node, messageId: 'fileName', data: { name: api.name } });
      },
      MemberExpression(node) {
        if (
          node.computed ||
          node.object.type !== 'Identifier' ||
          node.object.name !== 'endpoints' ||
          node.property.type !== 'Identifier'
        )
          return;
        const endpoint = node.property.name;
        if (seen.has(endpoint)) return;
        seen.set(endpoint, node);
        if (seen.size > 1) {
          const first = seen.keys().next().value;
          context.report({ node, messageId: 'second', data: { endpoint, first, file: `${kebabCase(endpoint)}.ts` } });
        }
        const others = otherCallers(api.dir, api.name, endpoint);
        if (others.length > 0)
          context.report({ node, messageId: 'elsewhere', data: { endpoint, other: others.join(', ') } });
      },
    };
  },
};
