export * from './lib/injectSnippets';
export * from './lib/ThirdPartyScripts';
export { getScripts } from './api/get-scripts';
