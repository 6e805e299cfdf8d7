import { css } from '@emotion/react';
import type { WinnerRow } from '@casino/api-contract';
import {
  defineStyle,
  DescriptionList,
  Heading,
  Link,
  renderedNearScreen,
  Section,
  Stack,
  styleParts,
  Text,
  themed,
} from '@casino/design-system';
import { GameRow, GameTile, useDrawnFirst, WinnersTable, type WinnerRowView } from '@casino/lobby-ui';
import { usePagePath } from '@casino/site';
import { formatMoney, useTranslation } from '@casino/translate';
import { useEffect, useState } from 'react';
import { HOME_ROWS, type HomeData } from './homeRows';

/** The catalogue's win of the month: a fixed amount. */
export const WIN_OF_THE_MONTH = 700;
export const WINNERS_SHOWN = 10;

// Below the first rows on a phone: laid out when they come near the screen (sizes measured on a 412px phone).
const providersBelowFold = renderedNearScreen('5rem');
const jackpotsBelowFold = renderedNearScreen('24rem');
const winnersBelowFold = renderedNearScreen('60rem');

/** Keeps a winners list live: a new win goes on top (once), the list stays at its length. */
export function addWinner(rows: readonly WinnerRow[], row: WinnerRow, max = WINNERS_SHOWN): WinnerRow[] {
  if (rows.some((r) => r.id === row.id)) return [...rows];
  return [row, ...rows].slice(0, max);
}

function useLiveWinners(initial: WinnerRow[], live: boolean): WinnerRow[] {
  const [rows, setRows] = useState(initial);
  useEffect(() => {
    if (!live) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    // After the page is interactive and idle: the socket client loads on its own.
    const start = () =>
      void import('./liveWinners').then(({ subscribeToWinners }) => {
        if (!cancelled) stop = subscribeToWinners((row) => setRows((current) => addWinner(current, row)));
      });
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(start, { timeout: 3_000 })
        : window.setTimeout(start, 1_500);
    return () => {
      cancelled = true;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      stop?.();
    };
  }, [live]);
  return rows;
}

export interface HomeSectionsProps {
  data: HomeData;
  /** Subscribe to wins over the socket (off in stories and tests). @default true */
  live?: boolean;
}

const homeSectionsList = defineStyle(css`
  list-style: none;
  margin: 0;
  padding: 0 0 0.25rem;
  display: flex;
  gap: 0.5rem;
  overflow-x: auto;
`);
/** A raised panel with the accent on its leading edge (jackpots, win of the month). */
const accentPanel = themed(
  (th) => css`
    padding: ${th.space.lg};
    border-radius: ${th.radius.lg};
    background: ${th.color.surfaceRaised};
    border: 1px solid ${th.color.border};
    border-inline-start: 4px solid ${th.color.accent};
  `,
);
const jackpotsBox = styleParts(
  jackpotsBelowFold,
  themed(
    (th) => css`
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
      gap: ${th.space.md};
    `,
  ),
);
const winnersBox = styleParts(
  winnersBelowFold,
  themed(
    (th) => css`
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(min(100%, 28rem), 1fr));
      gap: ${th.space.lg};
    `,
  ),
);

/**
 * The lobby part of the home page, from the server's data: game rows with "See all" (the first in the server HTML,
 * loaded eagerly), the providers strip, jackpots, the latest and top winners (latest live over the socket) and the
 * win of the month.
 */
export function HomeSections({ data, live = true }: HomeSectionsProps) {
  const { t, i18n } = useTranslation();
  const pagePath = usePagePath();
  const latest = useLiveWinners(data.latestWinners, live);
  const providers = useDrawnFirst(data.providers, data.drawnFirst?.providers);
  const locale = i18n.language;
  const money = (amount: number, currency = 'EUR') => formatMoney(locale, amount, currency, { fractionDigits: 0 });
  const view = (row: WinnerRow): WinnerRowView => ({
    ...row,
    gameHref: pagePath('casinoGame', { gameId: row.gameSlug }),
  });

  // Every tile leads to the one game route: the first drawn tile's link has React Router discover it (see `PathLink`),
  // the others would only repeat `data-discover` in the HTML and the paths in the route discovery's request.
  const discoveringRow = HOME_ROWS.findIndex(({ key }) => data.rows.some((r) => r.key === key && r.games.length > 0));

  return (
    <Stack gap="xl">
      {HOME_ROWS.map(({ key, seeAll }, rowIndex) => {
        const games = data.rows.find((r) => r.key === key)?.games ?? [];
        if (!games.length) return null;
        return (
          <GameRow
            key={key}
            title={t(`lobby.row.${key}`)}
            seeAllHref={`${pagePath(seeAll.page)}${seeAll.search ? `?${seeAll.search}` : ''}`}
            seeAllLabel={t('lobby.seeAll')}
            items={games}
            drawnFirst={data.drawnFirst?.tiles}
            keyOf={(g) => g.id}
            renderItem={(g, index) => (
              <GameTile
                game={g}
                href={pagePath('casinoGame', { gameId: g.slug })}
                eager={rowIndex === 0 && index < 4}
                discover={rowIndex === discoveringRow && index === 0}
              />
            )}
          />
        );
      })}

      {data.providers.length > 0 && (
        <Section
          heading={t('lobby.providers')}
          headingId="home-providers-title"
          actions={
            <Link to={pagePath('providers')} aria-label={`${t('lobby.seeAll')}: ${t('lobby.providers')}`}>
              {t('lobby.seeAll')}
            </Link>
          }
          gap="sm"
          css={providersBelowFold}
        >
          <ul css={homeSectionsList}>
            {providers.map((p) => (
              <li key={p.slug}>
                <Link
                  to={`${pagePath('providers')}?provider=${encodeURIComponent(p.slug)}`}
                  appearance="secondary"
                  size="sm"
                  // The section's "See all" link discovers the providers' route these lead to.
                  discover="none"
                >
                  {p.name}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <div css={jackpotsBox}>
        {data.jackpots.length > 0 && (
          <Stack as="section" gap="md" aria-labelledby="home-jackpots-title" css={accentPanel}>
            <Heading level={2} id="home-jackpots-title">
              {t('lobby.jackpots')}
            </Heading>
            <DescriptionList layout="rows">
              {data.jackpots.map((j) => (
                <div key={j.id}>
                  <dt>{j.name}</dt>
                  <Text as="dd" weight="bold" numeric>
                    {money(j.amount, j.currencyCode)}
                  </Text>
                </div>
              ))}
            </DescriptionList>
          </Stack>
        )}
        <Stack as="section" gap="sm" aria-labelledby="home-wotm-title" css={accentPanel}>
          <Heading level={2} id="home-wotm-title">
            {t('lobby.winOfTheMonth')}
          </Heading>
          <Text data-testid="win-of-the-month" size="xxl" weight="bold">
            {money(WIN_OF_THE_MONTH)}
          </Text>
          <Text tone="muted">{t('lobby.winOfTheMonth.text')}</Text>
        </Stack>
      </div>

      <div css={winnersBox}>
        <WinnersTable caption={t('lobby.winners.latest')} rows={latest.map(view)} locale={locale} />
        <WinnersTable caption={t('lobby.winners.top')} rows={data.topWinners.map(view)} locale={locale} />
      </div>
    </Stack>
  );
}
