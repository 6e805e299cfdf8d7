import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/renderWithTheme';
import { baseTheme } from '../theme/baseTheme';
import type { ThemeTokens } from '../theme/tokens';
import { Heading, Text } from './Text';

/** A brand with uppercase headings and a heading face of its own, to show both come from the theme. */
const loudTheme: ThemeTokens = {
  ...baseTheme,
  id: 'loud',
  typography: { ...baseTheme.typography, headingTransform: 'uppercase', headingFontFamily: 'Loud Sans, sans-serif' },
};

describe('Heading', () => {
  it('is a heading of the level given, in the outline a screen reader lists', () => {
    renderWithTheme(<Heading level={2}>Promotions</Heading>);
    expect(screen.getByRole('heading', { level: 2, name: 'Promotions' })).toBeInTheDocument();
  });

  it('takes its size from the level by default, and another step of the type scale when asked', () => {
    renderWithTheme(
      <>
        <Heading level={1}>Page</Heading>
        <Heading level={3}>Section</Heading>
        <Heading level={2} size="sm">
          Small section
        </Heading>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Page' })).toHaveStyle({
      fontSize: baseTheme.typography.size.xxl,
      margin: '0px',
    });
    expect(screen.getByRole('heading', { name: 'Section' })).toHaveStyle({ fontSize: baseTheme.typography.size.lg });
    expect(screen.getByRole('heading', { level: 2, name: 'Small section' })).toHaveStyle({
      fontSize: baseTheme.typography.size.sm,
    });
  });

  it('draws in the brand’s heading face and case', () => {
    renderWithTheme(<Heading level={2}>Promotions</Heading>, { theme: loudTheme });
    expect(screen.getByRole('heading')).toHaveStyle({
      textTransform: 'uppercase',
      fontFamily: 'Loud Sans, sans-serif',
    });
  });

  it('can take focus when a page gives it a tabIndex (where focus goes after a dialog closes)', () => {
    renderWithTheme(
      <Heading level={1} tabIndex={-1}>
        Deposit
      </Heading>,
    );
    const heading = screen.getByRole('heading');
    heading.focus();
    expect(heading).toHaveFocus();
  });
});

describe('Text', () => {
  it('is a paragraph in the theme’s text colour and no margin by default', () => {
    renderWithTheme(<Text>Deposit in seconds.</Text>);
    const text = screen.getByText('Deposit in seconds.');
    expect(text.tagName).toBe('P');
    expect(text).toHaveStyle({ color: baseTheme.color.text, fontSize: baseTheme.typography.size.md, margin: '0px' });
  });

  it('is muted in the colour every brand checks for contrast on its background and surfaces', () => {
    renderWithTheme(
      <Text tone="muted" size="sm">
        Terms apply
      </Text>,
    );
    expect(screen.getByText('Terms apply')).toHaveStyle({
      color: baseTheme.color.textMuted,
      fontSize: baseTheme.typography.size.sm,
    });
  });

  it('renders as the element asked for, bold for importance', () => {
    renderWithTheme(
      <p>
        Balance <Text as="strong">€20.00</Text>
      </p>,
    );
    const amount = screen.getByText('€20.00');
    expect(amount.tagName).toBe('STRONG');
    expect(amount).toHaveStyle({ fontWeight: String(baseTheme.typography.weight.bold) });
  });

  it('aligns in the reading direction and takes tabular figures when asked, and neither by default', () => {
    renderWithTheme(
      <>
        <Text align="end" numeric>
          €1,250.00
        </Text>
        <Text>Plain</Text>
      </>,
    );
    expect(screen.getByText('€1,250.00')).toHaveStyle({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
    const plain = getComputedStyle(screen.getByText('Plain'));
    expect(plain.fontVariantNumeric).not.toBe('tabular-nums');
    expect(plain.textAlign).not.toBe('end');
  });

  it('with size inherit, takes its parent’s font size (a panel sized by the player’s setting), and names a control as a label', () => {
    renderWithTheme(
      <div style={{ fontSize: '18px' }}>
        <Text as="label" size="inherit" htmlFor="message" data-testid="label">
          Message
        </Text>
        <input id="message" />
      </div>,
    );
    const label = screen.getByTestId('label');
    expect(label.style.fontSize).toBe('');
    expect(getComputedStyle(label).fontSize).not.toBe(baseTheme.typography.size.md);
    expect(screen.getByLabelText('Message').tagName).toBe('INPUT');
  });
});
