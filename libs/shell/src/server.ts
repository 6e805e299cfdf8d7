// Server-only entry of the shell: root loader and actions (they read bundled translations and cookies).
export { loadShellData, setLocaleAction, localeCookie, serverApi, isCrawler } from './lib/server/shellLoader.server';
export { pageLoader, catchAllLoader } from './lib/server/pageLoaders.server';
