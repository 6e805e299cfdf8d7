import { css } from '@emotion/react';
import { Link, media, renderedNearScreen, styleParts, themed } from '@casino/design-system';
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

const heading = themed(
  (t) => css`
    font-family: ${t.typography.headingFontFamily};
    text-transform: ${t.typography.headingTransform};
    letter-spacing: ${t.typography.headingLetterSpacing};
  `,
);
const heroTitle = styleParts(
  heading,
  themed(
    (th) => css`
      font-size: clamp(${th.typography.size.xl}, 5vw, ${th.typography.size.display});
      max-width: 20ch;
    `,
  ),
);
const promoSection = styleParts(
  promoBelowFold,
  themed(
    (th) => css`
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: ${th.space.md};
      padding: ${th.space.lg};
      border-radius: ${th.radius.lg};
      border: 1px dashed ${th.color.accent};
      background: ${th.color.surface};
    `,
  ),
);

const homePageBox = themed(
  (th) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${th.space.xl};
  `,
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
    margin: 0 0 ${th.space.sm};
    color: ${th.color.accent};
    font-weight: ${th.typography.weight.bold};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    font-size: ${th.typography.size.sm};
  `,
);
const homePageText2 = themed(
  (th) => css`
    max-width: 48ch;
    color: ${th.color.textMuted};
    margin: 0 0 ${th.space.lg};
  `,
);
const homePageBox2 = themed(
  (th) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${th.space.sm};
  `,
);
const homePageList = themed(
  (th) => css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${th.space.md};
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  `,
);
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
const homePageStrong = themed(
  (th) => css`
    display: block;
    font-size: ${th.typography.size.lg};
  `,
);
const homePageLabel2 = themed(
  (th) => css`
    color: ${th.color.textMuted};
    font-size: ${th.typography.size.sm};
  `,
);
const homePageText3 = themed(
  (th) => css`
    margin: 0;
    color: ${th.color.textMuted};
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
  return (
    <div css={homePageBox}>
      <section aria-labelledby="home-hero-title" css={homePageSection}>
        <p css={homePageText}>{t('home.hero.eyebrow')}</p>
        <h1 id="home-hero-title" css={heroTitle}>
          {t('home.hero.title')}
        </h1>
        <p css={homePageText2}>{t('home.hero.text')}</p>
        <div css={homePageBox2}>
          <Link to={{ search: '?modal=signup' }} appearance="primary" size="lg" preventScrollReset>
            {t('home.hero.cta')}
          </Link>
          <Link to={pagePath('casino')} appearance="ghost" size="lg">
            {t('home.hero.secondary')}
          </Link>
        </div>
      </section>

      {lobby}

      <section aria-labelledby="home-categories-title" css={categoriesBelowFold}>
        <h2 id="home-categories-title" css={heading}>
          {t('home.categories.title')}
        </h2>
        <ul css={homePageList}>
          {categories.map((category) => (
            <li key={category.key}>
              <Link to={pagePath(category.page)} appearance="subtle" css={homePageLink}>
                <span aria-hidden="true" css={homePageLabel}>
                  {category.glyph}
                </span>
                <span>
                  <strong css={homePageStrong}>{t(`home.category.${category.key}`)}</strong>
                  <span css={homePageLabel2}>{t(`home.category.${category.key}.text`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-promo-title" css={promoSection}>
        <div>
          <h2 id="home-promo-title" css={heading}>
            {t('home.promo.title')}
          </h2>
          <p css={homePageText3}>{t('home.promo.text')}</p>
        </div>
        <Link to={pagePath('promotions')} appearance="secondary">
          {t('home.promo.cta')}
        </Link>
      </section>
    </div>
  );
}
