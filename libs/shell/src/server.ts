// Server-only entry of the shell: root loader and actions (they read bundled translations and cookies).
export { loadShellData, setLocaleAction, localeCookie, isCrawler } from './lib/server/shellLoader.server';
