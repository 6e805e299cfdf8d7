import { css } from '@emotion/react';
import { Heading, Link, Stack, Text, themed, defineStyle } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { useEffect, useId, useRef, useState } from 'react';

export interface NewReward {
  id: string;
  /** What can be claimed, translated ("Today's rakeback: €4.20"). */
  label: string;
  href: string;
}

export interface NewRewardsBoxProps {
  rewards: readonly NewReward[];
  /** Below the list, not counted: what is running rather than claimable (the active bonus's wagering). */
  note?: NewReward;
}

const newRewardsBoxBox = defineStyle(css`
  position: relative;
`);
const newRewardsStyle = themed(
  (th) => css`
    position: relative;
    display: inline-grid;
    place-items: center;
    min-width: 2.75rem;
    min-height: 2.75rem;
    border: 0;
    border-radius: ${th.radius.pill};
    background: transparent;
    color: inherit;
    font-size: 1.25rem;
    cursor: pointer;
    &:focus-visible {
      outline: 2px solid ${th.color.focusRing};
    }
  `,
);
const newRewardsCountStyle = themed(
  (th) => css`
    position: absolute;
    inset-block-start: 0.125rem;
    inset-inline-end: 0.125rem;
    min-width: 1.125rem;
    padding: 0 0.25rem;
    border-radius: ${th.radius.pill};
    background: ${th.color.danger};
    color: ${th.color.onDanger};
    font-size: 0.6875rem;
    font-weight: ${th.typography.weight.bold};
    line-height: 1.125rem;
  `,
);
const newRewardsBoxBox2 = themed(
  (th) => css`
    position: absolute;
    inset-inline-end: 0;
    inset-block-start: calc(100% + ${th.space.xs});
    z-index: 20;
    width: min(18rem, 90vw);
    padding: ${th.space.md};
    border-radius: ${th.radius.md};
    background: ${th.color.surface};
    color: ${th.color.text};
    border: 1px solid ${th.color.border};
    box-shadow: ${th.shadow.md};
  `,
);
const newRewardsBoxText2 = themed(
  (th) => css`
    margin: 0;
    padding-block-start: ${th.space.sm};
    border-block-start: 1px solid ${th.color.border};
  `,
);

/**
 * The new-rewards box of the header or panel navigation: a button with the count of what the player can claim now,
 * opening the list (a disclosure: Escape and a click outside close it, focus returns to the button).
 */
export function NewRewardsBox({ rewards, note }: NewRewardsBoxProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  const count = rewards.length;
  return (
    <div ref={root} css={newRewardsBoxBox}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('rewards.box.label', { count })}
        data-testid="new-rewards"
        onClick={() => setOpen((value) => !value)}
        css={newRewardsStyle}
      >
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <rect x="3" y="8" width="18" height="4" rx="1" />
          <path d="M12 8v13M19 12v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8M7.5 8a2.5 2.5 0 0 1 0-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 0 1 0 5" />
        </svg>
        {count > 0 && (
          <span aria-hidden="true" data-testid="new-rewards-count" css={newRewardsCountStyle}>
            {count}
          </span>
        )}
      </button>
      <div id={panelId} hidden={!open} css={newRewardsBoxBox2}>
        <Stack gap="sm">
          <Heading level={2} size="md">
            {t('rewards.box.title')}
          </Heading>
          {count === 0 ? (
            <Text>{t('rewards.box.empty')}</Text>
          ) : (
            <Stack as="ul" gap="xs">
              {rewards.map((reward) => (
                <li key={reward.id}>
                  <Link to={reward.href} preventScrollReset onClick={() => setOpen(false)}>
                    {reward.label}
                  </Link>
                </li>
              ))}
            </Stack>
          )}
          {note && (
            <p css={newRewardsBoxText2}>
              <Link to={note.href} onClick={() => setOpen(false)} data-testid="rewards-box-note">
                {note.label}
              </Link>
            </p>
          )}
        </Stack>
      </div>
    </div>
  );
}
