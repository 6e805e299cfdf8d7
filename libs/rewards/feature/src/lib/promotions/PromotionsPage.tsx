import { css } from '@emotion/react';
import { Link, themed, defineStyle } from '@casino/design-system';
import { usePageKey } from '@casino/page';
import { useTranslation } from '@casino/translate';
import type { ReactNode } from 'react';
import { useRewardCalendarOptOut } from '../calendar/calendarOptOut';
import { RakebackStrip } from '../calendar/RakebackSection';

const promotionsPageBox = themed(
  (th) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${th.space.lg};
  `,
);
const promotionsPageHeader = themed(
  (th) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${th.space.md};
  `,
);
const promotionsPageHeading = defineStyle(css`
  margin: 0;
`);

/**
 * /promotions: the rakeback calendar strip (view all opens `?modal=rakeback`), the promotions calendar of the week
 * (`?modal=calendar`) and the promotions themselves (`children`: the bonus list).
 */
export function PromotionsPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const page = usePageKey();
  const optedOut = useRewardCalendarOptOut();
  return (
    <div css={promotionsPageBox}>
      <header css={promotionsPageHeader}>
        <h1 css={promotionsPageHeading}>{t(`page.${page}.title`)}</h1>
        {!optedOut && (
          <Link
            to={{ search: '?modal=calendar' }}
            preventScrollReset
            appearance="secondary"
            size="sm"
            data-testid="open-promotions-calendar"
          >
            {t('rewards.calendar.open')}
          </Link>
        )}
      </header>
      <RakebackStrip />
      {children}
    </div>
  );
}
