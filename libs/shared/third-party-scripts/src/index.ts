export * from './lib/injectSnippets';
export * from './lib/ThirdPartyScripts';
