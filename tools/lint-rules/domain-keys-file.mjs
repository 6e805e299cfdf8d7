/**
 * `casino/domain-keys-file`: a domain's query keys are one factory in one file of its api folder,
 * `<domain>-keys.ts` exporting `<domain>Keys` (`lobby-keys.ts` / `lobbyKeys`, `responsible-gaming-keys.ts` /
 * `responsibleGamingKeys`; for a platform lib, `libs/shared/reference-data`: `reference-data-keys.ts` /
 * `referenceDataKeys`). Fails a keys file with another name (`keys.ts`, `rg-keys.ts`, `bonus-keys.ts`) and a key
 * factory exported from any other file or under another name. See docs/data-and-pages.md.
 */
import { apiFileOf, camelCase, pathOf } from './apiFiles.mjs';

/** @type {import('eslint').Rule.RuleModule} */
export const domainKeysFile = {
  meta: {
    type: 'problem',
    docs: { description: "A domain's query keys live in `<domain>-keys.ts` as `<domain>Keys`." },
    messages: {
      fileName: "A domain's query keys live in one file named '{{expected}}' (this is '{{name}}').",
      factoryName: "The key factory of '{{domain}}' is '{{expected}}' (this is '{{name}}').",
    },
    schema: [],
  },
  create(context) {
    const api = apiFileOf(pathOf(context));
    if (!api) return {};
    const expectedFile = `${api.domain}-keys`;
    const expectedFactory = `${camelCase(api.domain)}Keys`;
    const base = api.name.replace(/\.[cm]?[jt]sx?$/, '');
    const isKeysFile = /(^|-)keys$/.test(base);
    return {
      Program(node) {
        if (isKeysFile && base !== expectedFile)
          context.report({ node, messageId: 'fileName', data: { expected: `${expectedFile}.ts`, name: api.name } });
      },
      'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator'(node) {
        if (node.id.type !== 'Identifier' || !/Keys$/.test(node.id.name)) return;
        // A keys file of another name is reported once, on the file.
        if (base !== expectedFile) {
          if (!isKeysFile)
            context.report({ node, messageId: 'fileName', data: { expected: `${expectedFile}.ts`, name: api.name } });
        } else if (node.id.name !== expectedFactory)
          context.report({
            node,
            messageId: 'factoryName',
            data: { domain: api.domain, expected: expectedFactory, name: node.id.name },
          });
      },
    };
  },
};
