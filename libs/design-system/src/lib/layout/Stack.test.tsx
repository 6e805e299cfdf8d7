import { css } from '@emotion/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/renderWithTheme';
import { baseTheme } from '../theme/baseTheme';
import type { ThemeTokens } from '../theme/tokens';
import { Inline, Stack } from './Stack';

/** A brand whose spacing differs from the base theme's, to show the gaps come from the theme in use. */
const roomyTheme: ThemeTokens = {
  ...baseTheme,
  id: 'roomy',
  space: { ...baseTheme.space, md: '1.75rem', sm: '0.75rem' },
};

describe('Stack', () => {
  it('puts its children one under another, the theme’s gap apart, with no margin of its own', () => {
    renderWithTheme(
      <Stack data-testid="stack" gap="md">
        <p>One</p>
        <p>Two</p>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack.tagName).toBe('DIV');
    expect(stack).toHaveStyle({ display: 'flex', flexDirection: 'column', gap: baseTheme.space.md, margin: '0px' });
  });

  it('takes its gap from the brand’s spacing scale, so a brand changes its rhythm in one place', () => {
    renderWithTheme(<Stack data-testid="stack" gap="md" />, { theme: roomyTheme });
    expect(screen.getByTestId('stack')).toHaveStyle({ gap: '1.75rem' });
  });

  it('as a list, is a list a screen reader counts, without bullets or indent', () => {
    renderWithTheme(
      <Stack as="ul" aria-label="Bonuses" gap="sm">
        <li>Welcome</li>
        <li>Cashback</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Bonuses' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveStyle({ listStyle: 'none', padding: '0px', gap: baseTheme.space.sm });
  });

  it('aligns children across it when asked, and passes on attributes and ref', () => {
    let element: HTMLElement | null = null;
    renderWithTheme(<Stack as="section" aria-label="Offers" align="center" ref={(node) => void (element = node)} />);
    const section = screen.getByRole('region', { name: 'Offers' });
    expect(section).toHaveStyle({ alignItems: 'center' });
    expect(element).toBe(section);
  });
  it('lets a css prop add to its style and win where the two differ (a page centring a stack with its own margin)', () => {
    renderWithTheme(
      <Stack
        data-testid="stack"
        gap="md"
        css={css`
          gap: 3rem;
          max-inline-size: 40rem;
        `}
      />,
    );
    expect(screen.getByTestId('stack')).toHaveStyle({ gap: '3rem', display: 'flex' });
  });
});

describe('Stack as a form', () => {
  it('takes a form’s attributes, so a form validated by its own script keeps the browser’s bubbles out', () => {
    renderWithTheme(
      <Stack as="form" aria-label="Sign in" noValidate method="post" gap="md">
        <Stack as="fieldset" disabled name="credentials">
          <input aria-label="Email" />
        </Stack>
      </Stack>,
    );
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(form).toHaveAttribute('novalidate');
    expect(form).toHaveAttribute('method', 'post');
    expect(screen.getByRole('group')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  });
});

describe('Inline', () => {
  it('puts its children side by side in the reading direction, wrapping, the theme’s gap apart', () => {
    renderWithTheme(<Inline data-testid="row" gap="sm" />, { theme: roomyTheme });
    expect(screen.getByTestId('row')).toHaveStyle({
      display: 'flex',
      flexDirection: 'row',
      flexWrap: 'wrap',
      gap: '0.75rem',
      margin: '0px',
    });
  });

  it('keeps one line when wrapping is off, and shares the free space as asked', () => {
    renderWithTheme(<Inline data-testid="row" wrap={false} justify="between" align="baseline" />);
    expect(screen.getByTestId('row')).toHaveStyle({
      flexWrap: 'nowrap',
      justifyContent: 'space-between',
      alignItems: 'baseline',
    });
  });

  it('as a fieldset, loses the browser’s frame (border, padding, minimum width)', () => {
    renderWithTheme(<Inline as="fieldset" data-testid="set" />);
    expect(screen.getByTestId('set')).toHaveStyle({ borderStyle: 'none', padding: '0px', minInlineSize: '0' });
  });
});
