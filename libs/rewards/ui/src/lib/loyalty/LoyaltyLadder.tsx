import { css } from '@emotion/react';
import type { LoyaltyLevel } from '@casino/api-contract';
import {
  Badge,
  Card,
  CardGrid,
  DescriptionList,
  Heading,
  ProgressBar,
  Stack,
  Text,
  themed,
} from '@casino/design-system';
import { formatMoney, numberFormat, useTranslation } from '@casino/translate';
import { groupLevels, loyaltyStanding } from './loyalty';

export interface LoyaltyLadderProps {
  levels: readonly LoyaltyLevel[];
  /** How many levels form one step of the display (settings `loyaltyLevelGroupSteps`). */
  groupSteps: number;
  /** The signed-in player's standing; absent for a guest. */
  player?: { level: number; points: number; xp: number };
  /** The currency of the weekly gift amounts. */
  currencyCode: string;
}

/** The player's own level, outlined. */
const loyaltyMine = themed(
  (th) => css`
    outline: 2px solid ${th.color.primary};
    outline-offset: 2px;
  `,
);
const loyaltyLadderList2 = themed(
  (th) => css`
    margin: 0;
    padding-inline-start: ${th.space.lg};
  `,
);

/**
 * The loyalty levels with points and xp: the player's level, points and progress to the next level, then every level in
 * the settings' groups with what it gives (rakeback, cashback, points per 10 staked, a weekly gift, a personal manager,
 * bet limits removable through support).
 */
export function LoyaltyLadder({ levels, groupSteps, player, currencyCode }: LoyaltyLadderProps) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => numberFormat(i18n.language, { maximumFractionDigits: 2 }).format(n);
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  const standing = player ? loyaltyStanding(sorted, player.xp) : undefined;
  const percent = standing ? Math.floor(standing.share * 100) : 0;
  return (
    <Stack gap="lg">
      {player && standing && (
        <Card
          as="section"
          title={t('rewards.loyalty.yourLevel', { name: standing.current?.name ?? '' })}
          titleAs="h2"
          data-testid="loyalty-standing"
        >
          <DescriptionList>
            <div>
              <dt>{t('rewards.loyalty.points')}</dt>
              <dd data-testid="loyalty-points">{number(player.points)}</dd>
            </div>
            <div>
              <dt>{t('rewards.loyalty.xp')}</dt>
              <dd data-testid="loyalty-xp">{number(player.xp)}</dd>
            </div>
          </DescriptionList>
          <Text data-testid="loyalty-next">
            {standing.next
              ? t('rewards.loyalty.toNext', { xp: number(standing.xpToNext), name: standing.next.name })
              : t('rewards.loyalty.top')}
          </Text>
          <ProgressBar value={percent} label={t('rewards.loyalty.progressLabel')} />
        </Card>
      )}
      <Heading level={2}>{t('rewards.loyalty.levels')}</Heading>
      {groupLevels(sorted, groupSteps).map((group, index) => (
        <section
          key={group[0]?.level ?? index}
          aria-label={t('rewards.loyalty.group', {
            from: group[0]?.name ?? '',
            to: group[group.length - 1]?.name ?? '',
          })}
        >
          <CardGrid as="ol" min="lg">
            {group.map((level) => {
              const mine = standing?.current?.level === level.level;
              return (
                <li
                  key={level.level}
                  data-testid="loyalty-level"
                  data-level={level.level}
                  aria-current={mine ? 'true' : undefined}
                >
                  <Card
                    as="article"
                    title={t('rewards.loyalty.levelTitle', { level: level.level, name: level.name })}
                    header={mine ? <Badge tone="success">{t('rewards.loyalty.current')}</Badge> : undefined}
                    css={mine ? loyaltyMine : undefined}
                  >
                    <Text tone="muted">{t('rewards.loyalty.from', { xp: number(level.xp) })}</Text>
                    <ul css={loyaltyLadderList2}>
                      <li>{t('rewards.loyalty.perk.rakeback', { percent: level.rakebackPercent })}</li>
                      <li>{t('rewards.loyalty.perk.cashback', { percent: level.cashbackPercent })}</li>
                      <li>
                        {t('rewards.loyalty.perk.points', {
                          points: number(level.pointsPerTen),
                          stake: formatMoney(i18n.language, 10, currencyCode),
                        })}
                      </li>
                      {level.weeklyGift !== null && (
                        <li>
                          {t('rewards.loyalty.perk.weeklyGift', {
                            amount: formatMoney(i18n.language, level.weeklyGift, currencyCode),
                          })}
                        </li>
                      )}
                      {level.personalManager && <li>{t('rewards.loyalty.perk.manager')}</li>}
                      {level.betLimitRemovalViaSupport && <li>{t('rewards.loyalty.perk.betLimits')}</li>}
                    </ul>
                  </Card>
                </li>
              );
            })}
          </CardGrid>
        </section>
      ))}
    </Stack>
  );
}
