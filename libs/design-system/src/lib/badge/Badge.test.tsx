import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing';
import { baseTheme } from '../theme/baseTheme';
import { Badge, type BadgeTone } from './Badge';

describe('Badge', () => {
  it('carries its status as text, read together with what it labels', () => {
    renderWithTheme(
      <h3>
        Welcome bonus <Badge tone="success">Claimed</Badge>
      </h3>,
    );
    expect(screen.getByRole('heading', { name: 'Welcome bonus Claimed' })).toBeInTheDocument();
  });

  it('keeps its icon out of the accessible text', () => {
    renderWithTheme(
      <p>
        <Badge tone="accent" icon={<svg data-testid="star" />}>
          New
        </Badge>
      </p>,
    );
    expect(screen.getByTestId('star').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('New')).toHaveTextContent(/^New$/);
  });

  it.each<[BadgeTone, string, string]>([
    ['info', baseTheme.color.info, baseTheme.color.onInfo],
    ['success', baseTheme.color.success, baseTheme.color.onSuccess],
    ['warning', baseTheme.color.warning, baseTheme.color.onWarning],
    ['danger', baseTheme.color.danger, baseTheme.color.onDanger],
    ['accent', baseTheme.color.accent, baseTheme.color.onAccent],
    ['neutral', baseTheme.color.surfaceRaised, baseTheme.color.text],
  ])('shows the %s tone in the theme colours made to be read together', (tone, background, color) => {
    renderWithTheme(<Badge tone={tone}>Pending</Badge>);
    expect(screen.getByText('Pending')).toHaveStyle({ backgroundColor: background, color });
  });
});
