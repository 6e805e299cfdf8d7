export { setLocaleAction as action } from '@casino/shell/server';
