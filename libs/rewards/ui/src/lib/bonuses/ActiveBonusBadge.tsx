import { css } from '@emotion/react';
import { Link, VisuallyHidden } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { formatMoney } from '../calendar/format';

export interface ActiveBonusBadgeProps {
  name: string;
  wagerLeft: number;
  currencyCode: string;
  /** The player's bonuses page. */
  href: string;
}

/**
 * Next to the balance while a bonus is active: what is left to wager, a link to the whole explanation. The bonus name
 * is in the accessible name and the tooltip.
 */
export function ActiveBonusBadge({ name, wagerLeft, currencyCode, href }: ActiveBonusBadgeProps) {
  const { t, i18n } = useTranslation();
  const left = formatMoney(wagerLeft, currencyCode, i18n.language);
  const label = wagerLeft > 0 ? t('rewards.activeBonus.label', { name, left }) : t('rewards.activeBonus.done', { name });
  return (
    <Link to={href} appearance="secondary" size="sm" title={label} data-testid="active-bonus-badge">
      {/* The accessible name starts with the bonus and contains the visible words. */}
      <VisuallyHidden>{t('rewards.activeBonus.namePrefix', { name })}</VisuallyHidden>{' '}
      <span css={css`white-space: nowrap;`}>{wagerLeft > 0 ? t('rewards.activeBonus.short', { left }) : t('rewards.activeBonus.shortDone')}</span>
    </Link>
  );
}
