export { HomePage } from './lib/HomePage';
