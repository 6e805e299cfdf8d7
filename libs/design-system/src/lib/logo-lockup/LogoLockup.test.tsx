import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing';
import { LogoLockup } from './LogoLockup';

const mark = <svg aria-hidden="true" data-testid="mark" />;

describe('LogoLockup', () => {
  it('shows the mark and the brand name', () => {
    renderWithTheme(<LogoLockup mark={mark} brandName="Royale Casino" />);
    expect(screen.getByTestId('mark')).toBeInTheDocument();
    expect(screen.getByText('Royale Casino')).toBeVisible();
  });

  it('keeps the name for screen readers when compact', () => {
    renderWithTheme(<LogoLockup mark={mark} brandName="Royale Casino" compact />);
    const name = screen.getByText('Royale Casino');
    expect(getComputedStyle(name).position).toBe('absolute');
    expect(getComputedStyle(name).width).toBe('1px');
  });
});
