import { css } from '@emotion/react';
import type { ReactNode } from 'react';

/** The centred message block the 404, error and coming-soon pages share. */
export function MessagePage({ eyebrow, title, text, actions }: { eyebrow?: ReactNode; title: string; text: string; actions: ReactNode }) {
  return (
    <section
      aria-labelledby="message-page-title"
      css={(t) => css`
        display: grid;
        justify-items: center;
        text-align: center;
        gap: ${t.space.md};
        padding: ${t.space.xxl} ${t.space.md};
        max-width: 40rem;
        margin-inline: auto;
      `}
    >
      {eyebrow && (
        <p
          css={(t) => css`
            margin: 0;
            font-size: ${t.typography.size.display};
            font-weight: ${t.typography.weight.bold};
            color: ${t.color.accent};
            font-family: ${t.typography.headingFontFamily};
          `}
        >
          {eyebrow}
        </p>
      )}
      <h1
        id="message-page-title"
        css={(t) => css`
          font-size: ${t.typography.size.xxl};
          text-transform: ${t.typography.headingTransform};
        `}
      >
        {title}
      </h1>
      <p css={(t) => css`margin: 0; color: ${t.color.textMuted};`}>{text}</p>
      <div css={(t) => css`display: flex; flex-wrap: wrap; gap: ${t.space.sm}; justify-content: center;`}>{actions}</div>
    </section>
  );
}
