import type { ElementType, HTMLAttributes, ReactNode, Ref } from 'react';
import { Inline } from '../layout/Stack';
import {
  noticeBodyStyle,
  noticeStyle,
  noticeTitleStyle,
  type NoticeAppearance,
  type NoticeTone,
} from './Notice.styles';

/**
 * How a notice reaches a screen reader the moment it appears or changes: `assertive` interrupts (role `alert`: a
 * failure the player must act on), `polite` waits for a pause (role `status`: saved, sent, a result), `none` is read
 * in its place like any text (a standing explanation).
 */
export type NoticeUrgency = 'assertive' | 'polite' | 'none';

/** By default a failure interrupts, a result waits its turn, and neutral text is not announced. */
const urgencyByTone: Record<NoticeTone, NoticeUrgency> = {
  danger: 'assertive',
  warning: 'polite',
  success: 'polite',
  info: 'polite',
  neutral: 'none',
};
const roleByUrgency = { assertive: 'alert', polite: 'status', none: undefined } as const;

export interface NoticeProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'role'> {
  /** @default 'info' */
  tone?: NoticeTone;
  /** How it is announced; by default from the tone (danger interrupts, the others but neutral wait their turn). */
  urgency?: NoticeUrgency;
  /** `box` on a surface with the tone's mark at the start edge; `inline` a line of text in its place. @default 'box' */
  appearance?: NoticeAppearance;
  /** A short summary in bold above the message, already translated. */
  title?: ReactNode;
  /** The message, already translated: what happened, and what the player can do. */
  children?: ReactNode;
  /** Buttons or links that answer it (Try again, Verify now), in a row that wraps. */
  actions?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * A message about the page's state: a failure, a result, a warning. Its live-region role follows its urgency, so a
 * screen reader hears it when it appears; the words carry its tone (colour alone would not reach everyone). Built once
 * per theme (decision 0015).
 */
export function Notice({
  tone = 'info',
  urgency = urgencyByTone[tone],
  appearance = 'box',
  title,
  children,
  actions,
  ...rest
}: NoticeProps) {
  const role = roleByUrgency[urgency];
  if (appearance === 'inline') {
    // A line of text: a paragraph (buttons after the words, if any, are phrasing content too).
    const Paragraph = 'p' as ElementType;
    return (
      <Paragraph css={noticeStyle(tone, appearance)} role={role} data-tone={tone} {...rest}>
        {title && <strong>{title} </strong>}
        {children}
        {actions && <> {actions}</>}
      </Paragraph>
    );
  }
  const Box = 'div' as ElementType;
  return (
    <Box css={noticeStyle(tone, appearance)} role={role} data-tone={tone} {...rest}>
      {title && <p css={noticeTitleStyle}>{title}</p>}
      {children && <div css={noticeBodyStyle}>{children}</div>}
      {actions && <Inline gap="sm">{actions}</Inline>}
    </Box>
  );
}
