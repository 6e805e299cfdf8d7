import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/renderWithTheme';
import { baseTheme } from '../theme/baseTheme';
import { DescriptionList } from './DescriptionList';

function Terms({ layout }: { layout?: 'grid' | 'rows' | 'inline' }) {
  return (
    <DescriptionList layout={layout} data-testid="terms">
      <div>
        <dt>Wagering</dt>
        <dd>35×</dd>
      </div>
      <div>
        <dt>Expires</dt>
        <dd>in 7 days</dd>
      </div>
    </DescriptionList>
  );
}

describe('DescriptionList', () => {
  it('is a list of terms and details with no margins of the browser’s, the details bold and unindented', () => {
    renderWithTheme(<Terms />);
    const list = screen.getByTestId('terms');
    expect(list.tagName).toBe('DL');
    expect(list).toHaveStyle({ margin: '0px', display: 'grid' });
    expect(screen.getAllByRole('term')).toHaveLength(2);
    expect(screen.getByText('35×')).toHaveStyle({ margin: '0px', fontWeight: '700' });
  });

  it('in rows, lines each detail up at the end of its term’s row, the groups falling into the two columns', () => {
    renderWithTheme(<Terms layout="rows" />);
    expect(screen.getByTestId('terms')).toHaveStyle({ gridTemplateColumns: 'minmax(0, 1fr) minmax(0, auto)' });
    expect(screen.getByText('Wagering').parentElement).toHaveStyle({ display: 'contents' });
    expect(screen.getByText('in 7 days')).toHaveStyle({ textAlign: 'end' });
  });

  it('inline, puts each detail beside its term, after the widest term', () => {
    renderWithTheme(<Terms layout="inline" />);
    expect(screen.getByTestId('terms')).toHaveStyle({ gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)' });
  });

  it('draws fine print with the details at the terms’ small size and the body’s weight when asked', () => {
    renderWithTheme(
      <DescriptionList layout="inline" size="sm" detailWeight="regular">
        <dt>Wagering</dt>
        <dd>35×</dd>
      </DescriptionList>,
    );
    expect(screen.getByText('35×')).toHaveStyle({ fontSize: baseTheme.typography.size.sm, fontWeight: '400' });
  });
});
