import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/renderWithTheme';
import { baseTheme } from '../theme/baseTheme';
import { Section } from './Section';

describe('Section', () => {
  it('is a region named by its heading, the heading at the level asked, the children a gap apart', () => {
    renderWithTheme(
      <Section heading="Top games" level={3} gap="lg" data-testid="section">
        <p>One</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Top games' });
    expect(region.tagName).toBe('SECTION');
    expect(screen.getByRole('heading', { level: 3, name: 'Top games' })).toBeInTheDocument();
    expect(region).toHaveStyle({ display: 'flex', flexDirection: 'column', gap: baseTheme.space.lg, margin: '0px' });
  });

  it('puts its actions in the heading’s row and its description under the heading', () => {
    renderWithTheme(
      <Section heading="Promotions" description="New every week" actions={<a href="/promotions">See all</a>} />,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Promotions' });
    const row = heading.parentElement?.parentElement;
    expect(row).toContainElement(screen.getByRole('link', { name: 'See all' }));
    expect(row).toHaveStyle({ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap' });
    // The description follows the heading in reading order, in the muted tone.
    expect(heading.nextElementSibling).toHaveTextContent('New every week');
    expect(heading.nextElementSibling?.tagName).toBe('P');
  });

  it('takes a heading id a page can send focus to, and as a div or article is no region of its own', () => {
    renderWithTheme(
      <Section heading="Your bonuses" headingId="bonuses-heading" as="div">
        <p>None yet</p>
      </Section>,
    );
    expect(screen.getByRole('heading', { name: 'Your bonuses' })).toHaveAttribute('id', 'bonuses-heading');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
