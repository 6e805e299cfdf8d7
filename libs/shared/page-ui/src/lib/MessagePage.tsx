import { themed } from '@casino/design-system';
import { css } from '@emotion/react';
import type { ReactNode } from 'react';

const messagePageSection = themed((t) => css`
  display: grid;
  justify-items: center;
  text-align: center;
  gap: ${t.space.md};
  padding: ${t.space.xxl} ${t.space.md};
  max-width: 40rem;
  margin-inline: auto;
`);
const messagePageText = themed((t) => css`
  margin: 0;
  font-size: ${t.typography.size.display};
  font-weight: ${t.typography.weight.bold};
  color: ${t.color.accent};
  font-family: ${t.typography.headingFontFamily};
`);
const messagePageHeading = themed((t) => css`
  font-size: ${t.typography.size.xxl};
  text-transform: ${t.typography.headingTransform};
`);
const messagePageText2 = themed((t) => css`margin: 0; color: ${t.color.textMuted};`);
const messagePageBox = themed((t) => css`display: flex; flex-wrap: wrap; gap: ${t.space.sm}; justify-content: center;`);

/** The centred message block the 404, error and coming-soon pages share. */
export function MessagePage({ eyebrow, title, text, actions }: { eyebrow?: ReactNode; title: string; text: string; actions: ReactNode }) {
  return (
    <section
      aria-labelledby="message-page-title"
      css={messagePageSection}
    >
      {eyebrow && (
        <p
          css={messagePageText}
        >
          {eyebrow}
        </p>
      )}
      <h1
        id="message-page-title"
        css={messagePageHeading}
      >
        {title}
      </h1>
      <p css={messagePageText2}>{text}</p>
      <div css={messagePageBox}>{actions}</div>
    </section>
  );
}
