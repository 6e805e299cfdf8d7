// Route module of the language switcher's form (`POST /set-locale`).
export { setLocaleAction as action } from '../lib/server/shellLoader.server';
