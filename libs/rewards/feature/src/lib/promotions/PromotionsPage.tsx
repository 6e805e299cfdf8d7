import { css } from '@emotion/react';
import { Link } from '@casino/design-system';
import { usePageKey } from '@casino/page';
import { useTranslation } from '@casino/translate';
import { lazy, Suspense, type ReactNode } from 'react';
import { useRewardCalendarOptOut } from '../calendar/calendarOptOut';

// The strip's code is not on the page's first download (/promotions was at its 200 KiB budget): the server renders it
// into the HTML, and the browser hydrates it once its chunk is here (the rest of the page does not wait for it).
const RakebackStrip = lazy(() => import('../calendar/RakebackSection').then((m) => ({ default: m.RakebackStrip })));

/**
 * /promotions: the rakeback calendar strip (view all opens `?modal=rakeback`), the promotions calendar of the week
 * (`?modal=calendar`) and the promotions themselves (`children`: the bonus list).
 */
export function PromotionsPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const page = usePageKey();
  const optedOut = useRewardCalendarOptOut();
  return (
    <div css={(th) => css`display: grid; grid-template-columns: minmax(0, 1fr); gap: ${th.space.lg};`}>
      <header css={(th) => css`display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${th.space.md};`}>
        <h1 css={css`margin: 0;`}>{t(`page.${page}.title`)}</h1>
        {!optedOut && (
          <Link to={{ search: '?modal=calendar' }} preventScrollReset appearance="secondary" size="sm" data-testid="open-promotions-calendar">
            {t('rewards.calendar.open')}
          </Link>
        )}
      </header>
      <Suspense fallback={null}>
        <RakebackStrip />
      </Suspense>
      {children}
    </div>
  );
}
