// Server-only entry: the manifest and icon resource route (node:zlib renders the icons).
export { pwaLoader, type PwaBrand } from './lib/pwaLoader.server';
export {
  brandIconColours,
  brandIconPng,
  renderBrandIcon,
  parseHexColour,
  type BrandIconColours,
} from './lib/brandIcon.server';
export { encodePng } from './lib/encodePng.server';
