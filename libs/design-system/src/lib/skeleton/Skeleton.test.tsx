import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing';
import { Skeleton, SkeletonText } from './Skeleton';

/** The CSS text of every rule Emotion wrote, media rules included. */
function writtenCss(): string {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .map((rule) => rule.cssText)
    .join('\n');
}

describe('Skeleton', () => {
  it('is invisible to screen readers, so loading placeholders are not read out', () => {
    renderWithTheme(
      <div aria-busy="true">
        <h2>Live casino</h2>
        <Skeleton variant="rect" height="10rem" data-testid="tile" />
        <SkeletonText lines={2} data-testid="text" />
      </div>,
    );
    expect(screen.getByTestId('tile')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('text')).toHaveAttribute('aria-hidden', 'true');
    // Nothing but the heading is exposed.
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('draws the requested shape and size; a circle is as wide as it is tall', () => {
    renderWithTheme(
      <>
        <Skeleton variant="circle" height="3rem" data-testid="avatar" />
        <Skeleton variant="rect" width={200} height={120} data-testid="banner" />
      </>,
    );
    expect(screen.getByTestId('avatar')).toHaveStyle({ inlineSize: '3rem', blockSize: '3rem', borderRadius: '50%' });
    expect(screen.getByTestId('banner')).toHaveStyle({ inlineSize: '200px', blockSize: '120px' });
  });

  it('SkeletonText draws the number of lines asked for, the last one shorter', () => {
    renderWithTheme(<SkeletonText lines={4} data-testid="text" />);
    const lines = screen.getByTestId('text').querySelectorAll('[data-skeleton="text"]');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toHaveStyle({ inlineSize: '60%' });
    expect(lines[0]).toHaveStyle({ inlineSize: '100%' });
  });

  it('shimmers, except for players who ask for reduced motion', () => {
    renderWithTheme(<Skeleton data-testid="line" />);
    const className = screen.getByTestId('line').getAttribute('class') ?? '';
    const css = writtenCss();
    expect(css).toMatch(new RegExp(`\\.${className}\\s*\\{[^}]*animation:[^;}]*infinite`));
    const reducedMotion = css.split('@media (prefers-reduced-motion: reduce)').slice(1).join('');
    expect(reducedMotion).toMatch(new RegExp(`\\.${className}\\s*\\{[^}]*animation:\\s*none`));
  });
});
