// The workspace's own ESLint rules, as one plugin (`casino/...` in eslint.config.mjs).
import { domainKeysFile } from './domain-keys-file.mjs';
import { noAwaitedRereads } from './no-awaited-rereads.mjs';
import { noColourLiterals } from './no-colour-literals.mjs';
import { noCssFunctions } from './no-css-functions.mjs';
import { noForeignQueryRoots } from './no-foreign-query-roots.mjs';
import { noTransportErrorCodes } from './no-transport-error-codes.mjs';
import { oneEndpointPerFile } from './one-endpoint-per-file.mjs';

export default {
  rules: {
    'no-colour-literals': noColourLiterals,
    'no-css-functions': noCssFunctions,
    // The data layer's conventions (docs/data-and-pages.md)
    'one-endpoint-per-file': oneEndpointPerFile,
    'domain-keys-file': domainKeysFile,
    'no-foreign-query-roots': noForeignQueryRoots,
    'no-awaited-rereads': noAwaitedRereads,
    'no-transport-error-codes': noTransportErrorCodes,
  },
};
