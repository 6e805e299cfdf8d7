import { Card, Link, Stack, Text } from '@casino/design-system';
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

/** The account settings the profile page leads to: each page's name with a line on what it is for. */
export function ProfileSettingsCard({ links }: ProfileSettingsCardProps) {
  const { t } = useTranslation();
  return (
    <Card as="section" title={t('profile.overview.settingsTitle')} titleAs="h2" data-testid="profile-settings">
      <Stack as="ul" gap="md">
        {links.map((link) => (
          <li key={link.href}>
            <Stack gap="xxs">
              <Link to={link.href}>{link.label}</Link>
              <Text as="span" size="sm" tone="muted">
                {link.description}
              </Text>
            </Stack>
          </li>
        ))}
      </Stack>
    </Card>
  );
}
