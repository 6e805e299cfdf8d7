import { Heading, Inline, Stack, Text, themed } from '@casino/design-system';
import { css } from '@emotion/react';
import type { ReactNode } from 'react';

const messagePageSection = themed(
  (t) => css`
    text-align: center;
    padding: ${t.space.xxl} ${t.space.md};
    max-width: 40rem;
    margin-inline: auto;
  `,
);
const messagePageEyebrow = themed(
  (t) => css`
    margin: 0;
    font-size: ${t.typography.size.display};
    font-weight: ${t.typography.weight.bold};
    color: ${t.color.accent};
    font-family: ${t.typography.headingFontFamily};
  `,
);

/** The centred message block the 404, error and coming-soon pages share. */
export function MessagePage({
  eyebrow,
  title,
  text,
  actions,
}: {
  eyebrow?: ReactNode;
  title: string;
  text: string;
  actions: ReactNode;
}) {
  return (
    <Stack as="section" align="center" gap="md" aria-labelledby="message-page-title" css={messagePageSection}>
      {eyebrow && <p css={messagePageEyebrow}>{eyebrow}</p>}
      <Heading level={1} id="message-page-title">
        {title}
      </Heading>
      <Text tone="muted">{text}</Text>
      <Inline gap="sm" justify="center">
        {actions}
      </Inline>
    </Stack>
  );
}
