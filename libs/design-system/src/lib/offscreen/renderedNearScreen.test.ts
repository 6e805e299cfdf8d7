import { describe, expect, it } from 'vitest';
import { renderedNearScreen } from './renderedNearScreen';

describe('renderedNearScreen', () => {
  it('lets the browser skip the part off screen and hold the estimate, then the size the part last had', () => {
    const { styles } = renderedNearScreen('12rem');
    expect(styles).toMatch(/content-visibility:\s*auto;/);
    // `auto` keeps the size the part had when last shown: scrolling back past it does not move the page.
    expect(styles).toMatch(/contain-intrinsic-block-size:\s*auto 12rem;/);
  });
});
