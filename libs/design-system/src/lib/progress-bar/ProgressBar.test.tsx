import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('tells assistive technology what it measures, how far along as a percentage, and the value in words', () => {
    renderWithTheme(
      <ProgressBar value={120} max={500} label="Instant withdrawals today" valueText="€120.00 of €500.00 used" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Instant withdrawals today' });
    expect(bar).toHaveAttribute('aria-valuenow', '24');
    expect(bar).toHaveAttribute('aria-valuetext', '€120.00 of €500.00 used');
  });

  it('keeps values beyond the ends at 0 and 100 percent', () => {
    renderWithTheme(
      <>
        <ProgressBar value={700} max={500} label="over" />
        <ProgressBar value={-3} label="under" />
        <ProgressBar value={5} max={0} label="no max" />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'over' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('progressbar', { name: 'under' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('progressbar', { name: 'no max' })).toHaveAttribute('aria-valuenow', '0');
  });
});
