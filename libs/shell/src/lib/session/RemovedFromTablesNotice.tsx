import { css } from '@emotion/react';
import { Button, Text, themed } from '@casino/design-system';
import { useTranslation } from '@casino/translate';

const removedFromTablesStyle = themed(
  (th) => css`
    position: fixed;
    inset-block-end: ${th.space.md};
    inset-inline-start: ${th.space.md};
    z-index: ${th.zIndex.toast};
    max-inline-size: min(24rem, calc(100vw - 2 * ${th.space.md}));
    display: flex;
    align-items: start;
    gap: ${th.space.sm};
    padding: ${th.space.sm} ${th.space.md};
    border-radius: ${th.radius.md};
    background: ${th.color.warning};
    color: ${th.color.onWarning};
    box-shadow: ${th.shadow.lg};
  `,
);

/**
 * The one-time notice that the player, away for 30 minutes, was taken off multiplayer tables (turns skipped, hands
 * folded; catalogue sections 4 and 9). Shown on whatever page the player comes back to, announced politely, kept until
 * dismissed; focus stays where the player is.
 */
export function RemovedFromTablesNotice({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid="removed-from-tables" css={removedFromTablesStyle}>
      <Text tone="inherit">{t('shell.presence.removedFromTables')}</Text>
      <Button size="sm" variant="secondary" onClick={onDismiss}>
        {t('common.dismiss')}
      </Button>
    </div>
  );
}
