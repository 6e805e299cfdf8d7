import { css, type Theme } from '@emotion/react';
import { themed, themedVariants } from '../theme/themed';

export type NoticeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';
export type NoticeAppearance = 'box' | 'inline';

/** The mark a boxed notice carries at its start edge: the tone's colour, beside text in the page's own colours. */
const markColour = (t: Theme, tone: NoticeTone) => (tone === 'neutral' ? t.color.border : t.color[tone]);

/**
 * A boxed notice: a surface with a bar of the tone's colour at the start edge (the left, the right in Arabic). The text
 * keeps the surface's text colour, which every brand checks for contrast, so the tone is never carried by a colour the
 * text sits on; the words carry the meaning. An inline notice is a line of text with no box and no margin.
 */
export const noticeStyle = themedVariants(
  (t: Theme, tone: NoticeTone, appearance: NoticeAppearance) =>
    appearance === 'inline'
      ? css`
          margin: 0;
          color: ${t.color.text};
          overflow-wrap: anywhere;
        `
      : css`
          display: flex;
          flex-direction: column;
          gap: ${t.space.sm};
          margin: 0;
          padding: ${t.space.md};
          border: 1px solid ${t.color.border};
          border-inline-start: 4px solid ${markColour(t, tone)};
          border-radius: ${t.radius.md};
          background: ${t.color.surface};
          color: ${t.color.text};
          overflow-wrap: anywhere;
        `,
  [
    ['neutral', 'info', 'success', 'warning', 'danger'],
    ['box', 'inline'],
  ],
);

export const noticeTitleStyle = themed(
  (t: Theme) => css`
    margin: 0;
    font-size: ${t.typography.size.md};
    font-weight: ${t.typography.weight.bold};
    line-height: ${t.typography.lineHeight.tight};
  `,
);

export const noticeBodyStyle = themed(
  (t: Theme) => css`
    margin: 0;
    line-height: ${t.typography.lineHeight.normal};
  `,
);
