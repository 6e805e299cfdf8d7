import { css } from '@emotion/react';
import { Card, Link, Stack, themed } from '@casino/design-system';
import { useTranslation } from '@casino/translate';

export interface SettingsLink {
  /** Translated name of the link. */
  label: string;
  /** Translated line under it: what the page is for. */
  description: string;
  href: string;
}

export interface ProfileSettingsCardProps {
  links: readonly SettingsLink[];
}

const settingsItem = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.xxs};
  `,
);
const settingsDescription = themed(
  (th) => css`
    color: ${th.color.textMuted};
    font-size: ${th.typography.size.sm};
  `,
);

/** The account settings the profile page leads to: each page's name with a line on what it is for. */
export function ProfileSettingsCard({ links }: ProfileSettingsCardProps) {
  const { t } = useTranslation();
  return (
    <Card as="section" title={t('profile.overview.settingsTitle')} titleAs="h2" data-testid="profile-settings">
      <Stack as="ul" gap="md">
        {links.map((link) => (
          <li key={link.href} css={settingsItem}>
            <Link to={link.href}>{link.label}</Link>
            <span css={settingsDescription}>{link.description}</span>
          </li>
        ))}
      </Stack>
    </Card>
  );
}
