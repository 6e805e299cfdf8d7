import { css } from '@emotion/react';
import { marketRules, type AppSettings } from '@casino/api-contract';
import { Card, Link, themed, defineStyle } from '@casino/design-system';
import { useSession } from '@casino/session';
import { usePagePath } from '@casino/site';
import { useTranslation } from '@casino/translate';
import type { PageKey } from '@casino/site';
import { PreferencesForm } from '../preferences/PreferencesForm';

interface Tool {
  id: string;
  page: PageKey;
}

/** The player's tools, each with where it is set. */
const TOOLS: readonly Tool[] = [
  { id: 'deposit', page: 'limits' },
  { id: 'bet', page: 'limits' },
  { id: 'loss', page: 'limits' },
  { id: 'winnings', page: 'limits' },
  { id: 'session', page: 'limits' },
  { id: 'reality', page: 'limits' },
  { id: 'exclusion', page: 'freezeAccount' },
  { id: 'freeze', page: 'freezeAccount' },
];

const TIPS = ['budget', 'time', 'chasing', 'mood', 'balance'] as const;
const SIGNS = ['more', 'borrow', 'hide', 'neglect', 'restless'] as const;

const responsibleGamblingPageBox = themed(
  (th) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${th.space.lg};
    max-inline-size: 56rem;
  `,
);
const responsibleGamblingPageHeading = defineStyle(css`
  margin: 0;
`);
const responsibleGamblingPageText = defineStyle(css`
  margin: 0;
`);
const responsibleGamblingPageText2 = defineStyle(css`
  margin: 0;
`);
const rgToolsStyle = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.md};
  `,
);
const responsibleGamblingPageHeading2 = defineStyle(css`
  margin: 0;
`);
const responsibleGamblingPageText3 = defineStyle(css`
  margin: 0;
`);
const responsibleGamblingPageList = themed(
  (th) => css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${th.space.md};
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  `,
);
const responsibleGamblingPageCard = defineStyle(css`
  block-size: 100%;
`);
const responsibleGamblingPageText4 = defineStyle(css`
  margin: 0;
`);
const responsibleGamblingPageText5 = defineStyle(css`
  margin: 0;
`);
const responsibleGamblingPageText6 = defineStyle(css`
  margin: 0;
`);

/**
 * /responsible-gambling: how to keep play safe, the signs of a problem, and the tools section: every limit, the reality
 * check (where the market has one), self-exclusion and the freeze, each with the page where it is set, and, for a
 * signed-in player, ghost mode and the reward-calendar opt-out saved right here. Public and server-rendered.
 */
export function ResponsibleGamblingPage({ settings }: { settings: AppSettings | undefined }) {
  const { t } = useTranslation();
  const pagePath = usePagePath();
  const status = useSession((s) => s.status);
  const market = settings?.responsibleGamingMarket ?? 'default';
  // The brand's market decides whether the reality check is offered (a player's own market may differ: the limits page says).
  const tools = TOOLS.filter((tool) => tool.id !== 'reality' || marketRules(market).realityCheckMinutes.length > 0);
  const ghostMode = settings?.ghostModeEnabled ?? false;
  const calendars = Boolean(settings?.calendarEnabled || settings?.rakebackEnabled);
  const list = css`
    margin: 0;
    padding-inline-start: 1.25rem;
    display: grid;
    gap: 0.25rem;
  `;

  return (
    <div css={responsibleGamblingPageBox}>
      <h1 css={responsibleGamblingPageHeading}>{t('page.responsibleGambling.title')}</h1>
      <p css={responsibleGamblingPageText}>{t('rg.page.intro')}</p>

      <Card as="section" title={t('rg.page.tipsTitle')} titleAs="h2">
        <ul css={list}>
          {TIPS.map((tip) => (
            <li key={tip}>{t(`rg.page.tip.${tip}`)}</li>
          ))}
        </ul>
      </Card>

      <Card as="section" title={t('rg.page.signsTitle')} titleAs="h2">
        <ul css={list}>
          {SIGNS.map((sign) => (
            <li key={sign}>{t(`rg.page.sign.${sign}`)}</li>
          ))}
        </ul>
        <p css={responsibleGamblingPageText2}>
          {t('rg.page.help')} <Link to={pagePath('contacts')}>{t('rg.page.contact')}</Link>
        </p>
      </Card>

      <section aria-labelledby="rg-tools-title" id="tools" data-testid="rg-tools" css={rgToolsStyle}>
        <h2 id="rg-tools-title" css={responsibleGamblingPageHeading2}>
          {t('rg.page.toolsTitle')}
        </h2>
        <p css={responsibleGamblingPageText3}>
          {t(status === 'signedIn' ? 'rg.page.toolsIntro' : 'rg.page.toolsIntroGuest')}
        </p>
        <ul css={responsibleGamblingPageList}>
          {tools.map((tool) => (
            <li key={tool.id} data-testid={`rg-tool-${tool.id}`}>
              <Card
                as="article"
                title={t(`rg.page.tool.${tool.id}.title`)}
                titleAs="h3"
                css={responsibleGamblingPageCard}
              >
                <p css={responsibleGamblingPageText4}>{t(`rg.page.tool.${tool.id}.about`)}</p>
                <p css={responsibleGamblingPageText5}>
                  <Link
                    to={pagePath(tool.page)}
                    aria-label={t('rg.page.setUpNamed', { name: t(`rg.page.tool.${tool.id}.title`) })}
                  >
                    {t('rg.page.setUp')}
                  </Link>
                </p>
              </Card>
            </li>
          ))}
        </ul>
        {(ghostMode || calendars) && (
          <Card as="section" title={t('rg.preferences.title')} titleAs="h3" data-testid="rg-privacy">
            {status === 'signedIn' ? (
              <PreferencesForm ghostMode={ghostMode} calendars={calendars} />
            ) : (
              <p css={responsibleGamblingPageText6}>
                {t('rg.preferences.signIn')}{' '}
                <Link to={{ search: '?modal=login' }} preventScrollReset>
                  {t('shell.header.login')}
                </Link>
              </p>
            )}
          </Card>
        )}
      </section>
    </div>
  );
}
