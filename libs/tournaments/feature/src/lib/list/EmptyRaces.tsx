import { css } from '@emotion/react';
import { ExternalLink, Stack, Text, VisuallyHidden, themed } from '@casino/design-system';
import { useTranslation } from '@casino/translate';

const emptyRacesStyle = themed(
  (th) => css`
    padding: ${th.space.md};
    border: 1px dashed ${th.color.border};
    border-radius: ${th.radius.md};
    background: ${th.color.surface};
  `,
);
/**
 * Catalogue section 2: no race is running; the brand's channel on a messaging service (setting `racesChannelUrl`)
 * tells when the next one starts. Without the setting, the sentence stands alone.
 */
export function EmptyRaces({ channelUrl }: { channelUrl: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="start" role="note" data-testid="empty-races" css={emptyRacesStyle}>
      <Text>{t('tournaments.emptyRaces.text')}</Text>
      {channelUrl && (
        <ExternalLink href={channelUrl} target="_blank" data-testid="races-channel-link">
          {t('tournaments.emptyRaces.link')} <VisuallyHidden>{t('tournaments.newTab')}</VisuallyHidden>
        </ExternalLink>
      )}
    </Stack>
  );
}
