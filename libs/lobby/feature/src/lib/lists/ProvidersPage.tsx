import { css } from '@emotion/react';
import { Skeleton, themed, defineStyle } from '@casino/design-system';
import { LoadFailure } from '@casino/page-ui';
import { useTranslation } from '@casino/translate';
import { Link, useSearchParams } from 'react-router';
import { useProviders } from '../../api/get-providers';
import { GameListRoutePage } from './GameListPage';

const providerGridList = defineStyle(css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: 0.75rem;
`);
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
const providerGridLabel = themed(
  (th) => css`
    color: ${th.color.textMuted};
    font-size: ${th.typography.size.sm};
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
    <ul aria-label={t('page.providers.title')} css={providerGridList}>
      {providers.data.map((provider) => (
        <li key={provider.slug}>
          <Link to={`?provider=${encodeURIComponent(provider.slug)}`} css={providerGridLink}>
            <strong>{provider.name}</strong>
            <span css={providerGridLabel}>{t('lobby.count', { count: provider.gameCount })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

const providersPageBox = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.lg};
  `,
);
const providersPageHeading = themed(
  (th) => css`
    margin: 0;
    font-family: ${th.typography.headingFontFamily};
    text-transform: ${th.typography.headingTransform};
  `,
);
const providersPageLink = themed(
  (th) => css`
    color: ${th.color.link};
    justify-self: start;
  `,
);

/** /providers: the providers, or one provider's games with the list's filters. */
export function ProvidersPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const slug = search.get('provider');
  const provider = useProviders().data?.find((p) => p.slug === slug);
  if (!slug) {
    return (
      <div css={providersPageBox}>
        <h1 css={providersPageHeading}>{t('page.providers.title')}</h1>
        <ProviderGrid />
      </div>
    );
  }
  return (
    <GameListRoutePage
      title={provider?.name ?? slug}
      intro={
        <Link to="?" css={providersPageLink}>
          {t('lobby.allProviders')}
        </Link>
      }
    />
  );
}
