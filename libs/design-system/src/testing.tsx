// Test-only entry: what tests of any lib (and the one shared brand test) use to render the way the app does.
export { renderWithTheme, type ThemedRenderOptions } from './lib/testing/renderWithTheme';
export { describeBrand, type BrandLibExports } from './lib/testing/describeBrand';
