import { css } from '@emotion/react';
import { CardGrid, Heading, Skeleton, Stack, Text, themed } from '@casino/design-system';
import { LoadFailure } from '@casino/page-ui';
import { useTranslation } from '@casino/translate';
import { Link, useSearchParams } from 'react-router';
import { useProviders } from '../../api/get-providers';
import { GameListRoutePage } from './GameListPage';

const providerGridLink = themed(
  (th) => css`
    display: grid;
    gap: 0.25rem;
    padding: ${th.space.md};
    border-radius: ${th.radius.md};
    border: 1px solid ${th.color.border};
    background: ${th.color.surfaceRaised};
    color: ${th.color.text};
    text-decoration: none;
    &:hover {
      border-color: ${th.color.accent};
    }
    &:focus-visible {
      outline: 2px solid ${th.color.focusRing};
      outline-offset: 2px;
    }
  `,
);

/** Every provider, as a link to its games (`/providers?provider=<slug>`: shareable, server-rendered). */
function ProviderGrid() {
  const { t } = useTranslation();
  const providers = useProviders();
  if (providers.isPending) return <Skeleton variant="rect" height="12rem" />;
  if (providers.isError)
    return (
      <LoadFailure
        message={t('lobby.error')}
        onRetry={() => void providers.refetch()}
        retrying={providers.isFetching}
      />
    );
  return (
    <CardGrid as="ul" min="sm" gap="sm" aria-label={t('page.providers.title')}>
      {providers.data.map((provider) => (
        <li key={provider.slug}>
          <Link to={`?provider=${encodeURIComponent(provider.slug)}`} css={providerGridLink}>
            <strong>{provider.name}</strong>
            <Text as="span" size="sm" tone="muted">
              {t('lobby.count', { count: provider.gameCount })}
            </Text>
          </Link>
        </li>
      ))}
    </CardGrid>
  );
}

/** /providers: the providers, or one provider's games with the list's filters. */
export function ProvidersPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const slug = search.get('provider');
  const provider = useProviders().data?.find((p) => p.slug === slug);
  if (!slug) {
    return (
      <Stack gap="lg">
        <Heading level={1}>{t('page.providers.title')}</Heading>
        <ProviderGrid />
      </Stack>
    );
  }
  return (
    <GameListRoutePage
      title={provider?.name ?? slug}
      intro={
        <Stack align="start">
          <Link to="?">{t('lobby.allProviders')}</Link>
        </Stack>
      }
    />
  );
}
