/**
 * `casino/no-transport-error-codes`: the codes of a call that got no answer (`'TIMEOUT'`, `'NETWORK_ERROR'`) are
 * listed once, in `@casino/api-client` (libs/shared/api-client); an error mapper asks `isTransportFailure(error)`
 * instead of naming them. Applies to the libs' and apps' code, tests and stories excepted (they build such errors).
 */
import { isTestOrStory, pathOf } from './apiFiles.mjs';

const TRANSPORT_CODES = new Set(['TIMEOUT', 'NETWORK_ERROR']);

/** @type {import('eslint').Rule.RuleModule} */
export const noTransportErrorCodes = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Transport failures are recognised by isTransportFailure (@casino/api-client), never by listing their codes.',
    },
    messages: {
      code: "'{{code}}' is a transport failure's code: ask isTransportFailure(error) from @casino/api-client rather than listing the codes here.",
    },
    schema: [],
  },
  create(context) {
    const file = pathOf(context);
    if (!/\/(libs|apps)\//.test(file) || /\/libs\/shared\/api-client\//.test(file) || isTestOrStory(file)) return {};
    return {
      Literal(node) {
        if (typeof node.value === 'string' && TRANSPORT_CODES.has(node.value))
          context.report({ node, messageId: 'code', data: { code: node.value } });
      },
    };
  },
};
