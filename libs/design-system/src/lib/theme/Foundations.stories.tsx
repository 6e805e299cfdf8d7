import { useTheme } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline, Stack } from '../layout/Stack';
import { Heading, Text } from '../typography/Text';
import { contrastRatio } from './contrast';

/**
 * The brand's colour and radius tokens, as every component reads them (switch brands and direction in the toolbar):
 * the names are the contract (`ThemeTokens`), the values the brand's. The type scale and the spacing scale are under
 * Foundations/Typography and Foundations/Layout.
 */
const meta = {
  title: 'Foundations/Colours and radii',
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const swatch = (value: string) =>
  ({
    inlineSize: '3rem',
    blockSize: '3rem',
    borderRadius: '8px',
    background: value,
    border: '1px solid currentColor',
    flex: 'none',
  }) as const;

function Colours() {
  const theme = useTheme();
  const entries = Object.entries(theme.color) as [string, string][];
  return (
    <Stack gap="lg">
      <Heading level={2}>Colours of {theme.id}</Heading>
      <Stack as="ul" gap="sm" aria-label="Colour tokens">
        {entries.map(([name, value]) => {
          // Its contrast on the page's background, where the value is a plain colour (the pairs every brand must meet are
          // checked in contrast.test.ts).
          const onBackground =
            /^#[0-9a-f]{6}$/i.test(value) && /^#[0-9a-f]{6}$/i.test(theme.color.background)
              ? contrastRatio(value, theme.color.background)
              : null;
          return (
            <li key={name}>
              <Inline gap="md" wrap={false}>
                <span aria-hidden="true" style={swatch(value)} />
                <Stack gap="xxs">
                  <Text weight="bold">{name}</Text>
                  <Text size="sm" tone="muted">
                    <bdi>{value}</bdi>
                    {onBackground ? ` · ${onBackground.toFixed(2)}:1 on background` : ''}
                  </Text>
                </Stack>
              </Inline>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}

function Radii() {
  const theme = useTheme();
  return (
    <Stack gap="lg">
      <Heading level={2}>Radii of {theme.id}</Heading>
      <Inline as="ul" gap="lg" aria-label="Radius tokens">
        {(Object.entries(theme.radius) as [string, string][]).map(([name, value]) => (
          <li key={name}>
            <Stack gap="xs" align="center">
              <span
                aria-hidden="true"
                style={{
                  inlineSize: '6rem',
                  blockSize: '4rem',
                  borderRadius: value,
                  background: theme.color.surfaceRaised,
                  border: `1px solid ${theme.color.border}`,
                }}
              />
              <Text size="sm">
                {name} · <bdi>{value}</bdi>
              </Text>
            </Stack>
          </li>
        ))}
      </Inline>
    </Stack>
  );
}

/** Every colour token of the brand with its value, and the contrast of each against the page's background. */
export const ColourTokens: Story = { render: () => <Colours /> };

/** The brand's corner radii, on a raised surface as cards and fields draw them. */
export const RadiusTokens: Story = { render: () => <Radii /> };
