import { css } from '@emotion/react';
import { marketRules, type AppSettings } from '@casino/api-contract';
import { Card, CardGrid, Heading, Link, Stack, Text, defineStyle } from '@casino/design-system';
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

const responsibleGamblingPageBox = defineStyle(css`
  max-inline-size: 56rem;
`);
const responsibleGamblingPageCard = defineStyle(css`
  block-size: 100%;
`);
/** A bulleted list inside a card, its bullets kept. */
const bulletList = defineStyle(css`
  margin: 0;
  padding-inline-start: 1.25rem;
  display: grid;
  gap: 0.25rem;
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

  return (
    <Stack gap="lg" css={responsibleGamblingPageBox}>
      <Heading level={1}>{t('page.responsibleGambling.title')}</Heading>
      <Text>{t('rg.page.intro')}</Text>

      <Card as="section" title={t('rg.page.tipsTitle')} titleAs="h2">
        <ul css={bulletList}>
          {TIPS.map((tip) => (
            <li key={tip}>{t(`rg.page.tip.${tip}`)}</li>
          ))}
        </ul>
      </Card>

      <Card as="section" title={t('rg.page.signsTitle')} titleAs="h2">
        <ul css={bulletList}>
          {SIGNS.map((sign) => (
            <li key={sign}>{t(`rg.page.sign.${sign}`)}</li>
          ))}
        </ul>
        <Text tone="inherit">
          {t('rg.page.help')} <Link to={pagePath('contacts')}>{t('rg.page.contact')}</Link>
        </Text>
      </Card>

      <Stack as="section" gap="md" aria-labelledby="rg-tools-title" id="tools" data-testid="rg-tools">
        <Heading level={2} id="rg-tools-title">
          {t('rg.page.toolsTitle')}
        </Heading>
        <Text>{t(status === 'signedIn' ? 'rg.page.toolsIntro' : 'rg.page.toolsIntroGuest')}</Text>
        <CardGrid as="ul" min="xl">
          {tools.map((tool) => (
            <li key={tool.id} data-testid={`rg-tool-${tool.id}`}>
              <Card
                as="article"
                title={t(`rg.page.tool.${tool.id}.title`)}
                titleAs="h3"
                css={responsibleGamblingPageCard}
              >
                <Text tone="inherit">{t(`rg.page.tool.${tool.id}.about`)}</Text>
                <Text tone="inherit">
                  <Link
                    to={pagePath(tool.page)}
                    aria-label={t('rg.page.setUpNamed', { name: t(`rg.page.tool.${tool.id}.title`) })}
                  >
                    {t('rg.page.setUp')}
                  </Link>
                </Text>
              </Card>
            </li>
          ))}
        </CardGrid>
        {(ghostMode || calendars) && (
          <Card as="section" title={t('rg.preferences.title')} titleAs="h3" data-testid="rg-privacy">
            {status === 'signedIn' ? (
              <PreferencesForm ghostMode={ghostMode} calendars={calendars} />
            ) : (
              <Text tone="inherit">
                {t('rg.preferences.signIn')}{' '}
                <Link to={{ search: '?modal=login' }} preventScrollReset>
                  {t('shell.header.login')}
                </Link>
              </Text>
            )}
          </Card>
        )}
      </Stack>
    </Stack>
  );
}
