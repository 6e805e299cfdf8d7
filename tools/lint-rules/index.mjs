// The workspace's own ESLint rules, as one plugin (`casino/...` in eslint.config.mjs).
import { noColourLiterals } from './no-colour-literals.mjs';
import { noCssFunctions } from './no-css-functions.mjs';

export default { rules: { 'no-colour-literals': noColourLiterals, 'no-css-functions': noCssFunctions } };
