import { css } from '@emotion/react';
import {
  CardGrid,
  defineStyle,
  Heading,
  Inline,
  Link,
  media,
  renderedNearScreen,
  Section,
  Stack,
  styleParts,
  Text,
  themed,
} from '@casino/design-system';
import { useSession } from '@casino/session';
import { usePagePath, type PageKey } from '@casino/site';
import { useTranslation } from '@casino/translate';
import type { ReactNode } from 'react';

const categories: Array<{ key: string; page: PageKey; glyph: string }> = [
  { key: 'slots', page: 'slots', glyph: '7' },
  { key: 'live', page: 'liveCasino', glyph: '♠' },
  { key: 'popular', page: 'popular', glyph: '★' },
  { key: 'tournaments', page: 'tournaments', glyph: '♛' },
];

// After the lobby's rows on a phone: laid out when they come near the screen (sizes measured on a 412px phone).
const categoriesBelowFold = renderedNearScreen('30rem');
const promoBelowFold = renderedNearScreen('12rem');

const heroTitle = themed(
  (th) => css`
    font-size: clamp(${th.typography.size.xl}, 5vw, ${th.typography.size.display});
    max-width: 20ch;
  `,
);
const promoSection = styleParts(
  promoBelowFold,
  themed(
    (th) => css`
      padding: ${th.space.lg};
      border-radius: ${th.radius.lg};
      border: 1px dashed ${th.color.accent};
      background: ${th.color.surface};
    `,
  ),
);

const homePageSection = themed(
  (th) => css`
    position: relative;
    overflow: hidden;
    border-radius: ${th.radius.lg};
    padding: ${th.space.xxl} ${th.space.xl};
    background:
      radial-gradient(circle at 85% 20%, ${th.color.accent}55 0, transparent 45%),
      linear-gradient(135deg, ${th.color.surfaceRaised}, ${th.color.surface});
    border: 1px solid ${th.color.border};
    box-shadow: ${th.shadow.md};
    ${media.mobile} {
      padding: ${th.space.xl} ${th.space.md};
    }
  `,
);
const homePageText = themed(
  (th) => css`
    margin: 0;
    color: ${th.color.accent};
    font-weight: ${th.typography.weight.bold};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    font-size: ${th.typography.size.sm};
  `,
);
const heroText = defineStyle(css`
  max-width: 48ch;
`);
const homePageLink = themed(
  (th) => css`
    display: grid;
    grid-template-columns: auto 1fr;
    align-items: center;
    gap: ${th.space.md};
    padding: ${th.space.md};
    min-height: 5.5rem;
    border-radius: ${th.radius.lg};
    background: ${th.color.surface};
    border: 1px solid ${th.color.border};
    text-decoration: none !important;
    transition: transform ${th.motion.fast}ms ${th.motion.easing};
    &:hover {
      transform: translateY(-2px);
      border-color: ${th.color.primary};
    }
  `,
);
const homePageLabel = themed(
  (th) => css`
    display: grid;
    place-items: center;
    width: 3rem;
    height: 3rem;
    border-radius: ${th.radius.md};
    background: ${th.color.primary};
    color: ${th.color.onPrimary};
    font-size: ${th.typography.size.xl};
    font-weight: ${th.typography.weight.bold};
  `,
);

/**
 * The lobby's front page: the welcome package, the lobby's rows and tables (`lobby`, from the server's data), the game
 * categories and the daily rewards teaser.
 * Text only and CSS shapes: nothing here waits for an image on a slow connection.
 */
export function HomePage({ lobby }: { lobby?: ReactNode } = {}) {
  const { t } = useTranslation();
  const pagePath = usePagePath();
  const signedOut = useSession((s) => s.status === 'signedOut');
  return (
    <Stack gap="xl">
      <Stack as="section" gap="lg" aria-labelledby="home-hero-title" css={homePageSection}>
        <Stack gap="sm">
          <p css={homePageText}>{t('home.hero.eyebrow')}</p>
          <Heading level={1} id="home-hero-title" css={heroTitle}>
            {t('home.hero.title')}
          </Heading>
          <Text tone="muted" css={heroText}>
            {t('home.hero.text')}
          </Text>
        </Stack>
        <Inline gap="sm">
          {/* A player has an account already: the welcome package is claimed where the promotions are. */}
          <Link
            to={signedOut ? { search: '?modal=signup' } : pagePath('promotions')}
            appearance="primary"
            size="lg"
            preventScrollReset={signedOut}
          >
            {t('home.hero.cta')}
          </Link>
          <Link to={pagePath('casino')} appearance="ghost" size="lg">
            {t('home.hero.secondary')}
          </Link>
        </Inline>
      </Stack>

      {lobby}

      <Section
        heading={t('home.categories.title')}
        headingId="home-categories-title"
        gap="sm"
        css={categoriesBelowFold}
      >
        <CardGrid as="ul" min="lg" gap="md">
          {categories.map((category) => (
            <li key={category.key}>
              <Link to={pagePath(category.page)} appearance="subtle" css={homePageLink}>
                <span aria-hidden="true" css={homePageLabel}>
                  {category.glyph}
                </span>
                <Stack as="span" gap="none">
                  <Text as="strong" size="lg">
                    {t(`home.category.${category.key}`)}
                  </Text>
                  <Text as="span" size="sm" tone="muted">
                    {t(`home.category.${category.key}.text`)}
                  </Text>
                </Stack>
              </Link>
            </li>
          ))}
        </CardGrid>
      </Section>

      <Inline as="section" gap="md" justify="between" aria-labelledby="home-promo-title" css={promoSection}>
        <Stack gap="sm">
          <Heading level={2} id="home-promo-title">
            {t('home.promo.title')}
          </Heading>
          <Text tone="muted">{t('home.promo.text')}</Text>
        </Stack>
        <Link to={pagePath('promotions')} appearance="secondary">
          {t('home.promo.cta')}
        </Link>
      </Inline>
    </Stack>
  );
}
