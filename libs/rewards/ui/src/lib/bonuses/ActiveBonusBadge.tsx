import { css } from '@emotion/react';
import { Link, media, VisuallyHidden, themed } from '@casino/design-system';
import { formatMoney, useTranslation } from '@casino/translate';

export interface ActiveBonusBadgeProps {
  name: string;
  wagerLeft: number;
  currencyCode: string;
  /** The player's bonuses page. */
  href: string;
}

const activeBonusBadgeStyle = themed(
  (th) => css`
    display: inline-flex;
    flex-direction: column;
    align-items: flex-end;
    line-height: 1.1;
    padding-inline: ${th.space.xs};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    ${media.shellMobile} {
      display: none;
    }
  `,
);
const activeBonusBadgeLabel = themed(
  (th) => css`
    font-size: ${th.typography.size.xs};
    color: ${th.color.navText};
  `,
);

/**
 * Next to the balance while a bonus is active, in the balance's shape: "To wager" over the amount, linking to the whole
 * explanation. The bonus name starts the accessible name and is the tooltip. Phones, whose header has no room, find the
 * same line in the new-rewards box.
 */
export function ActiveBonusBadge({ name, wagerLeft, currencyCode, href }: ActiveBonusBadgeProps) {
  const { t, i18n } = useTranslation();
  const left = formatMoney(i18n.language, wagerLeft, currencyCode);
  const label =
    wagerLeft > 0 ? t('rewards.activeBonus.label', { name, left }) : t('rewards.activeBonus.done', { name });
  return (
    <Link to={href} appearance="subtle" title={label} data-testid="active-bonus-badge" css={activeBonusBadgeStyle}>
      <VisuallyHidden>{t('rewards.activeBonus.namePrefix', { name })}</VisuallyHidden>{' '}
      <span css={activeBonusBadgeLabel}>{t('rewards.activeBonus.short')}</span>{' '}
      <strong>{wagerLeft > 0 ? left : t('rewards.activeBonus.shortDone')}</strong>
    </Link>
  );
}
