import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/renderWithTheme';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its words for a screen reader and out of sight', () => {
    renderWithTheme(
      <button type="button">
        ★<VisuallyHidden>Add to favourites</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: /Add to favourites/ })).toBeInTheDocument();
    expect(screen.getByText('Add to favourites')).toHaveStyle({ position: 'absolute', width: '1px' });
  });

  it('on phones only, stays in sight where the phone breakpoint does not apply', () => {
    renderWithTheme(<VisuallyHidden onPhones>Account</VisuallyHidden>);
    // jsdom matches no media query: the desktop look, words beside the icon.
    expect(screen.getByText('Account')).not.toHaveStyle({ position: 'absolute' });
  });
});
