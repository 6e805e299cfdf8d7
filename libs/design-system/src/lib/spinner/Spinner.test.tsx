import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces progress with its label', () => {
    renderWithTheme(<Spinner label="Loading games" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
  });

  it('is silent for screen readers without a label', () => {
    renderWithTheme(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByTestId('spinner')).toHaveAttribute('aria-hidden', 'true');
  });
});
