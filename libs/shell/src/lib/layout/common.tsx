import { css } from '@emotion/react';
import { media, NavLink, Text, themed, defineStyle, PathLink, isCurrentPath } from '@casino/design-system';
import type { ReactNode } from 'react';
import { useTranslation } from '@casino/translate';
import { useLocation } from 'react-router';
import type { NavItem } from './types';

export const MAIN_CONTENT_ID = 'main-content';

const skipLinkAnchor = themed(
  (th) => css`
    position: absolute;
    inset-inline-start: ${th.space.sm};
    top: -4rem;
    z-index: ${th.zIndex.toast};
    padding: ${th.space.sm} ${th.space.md};
    background: ${th.color.primary};
    color: ${th.color.onPrimary};
    border-radius: ${th.radius.md};
    font-weight: ${th.typography.weight.bold};
    &:focus {
      top: ${th.space.sm};
    }
  `,
);

/** First focusable element of every page: jumps keyboard users past the navigation. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} css={skipLinkAnchor}>
      {t('shell.skipToContent')}
    </a>
  );
}

const mainContentMain = themed(
  (t) => css`
    flex: 1;
    width: 100%;
    max-width: ${t.layout.maxContentWidth};
    margin-inline: auto;
    padding: ${t.space.lg} ${t.space.md} ${t.space.xxl};
    &:focus {
      outline: none;
    }
  `,
);

export function MainContent({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} css={mainContentMain}>
      {children}
    </main>
  );
}

/** The copyright year the product shows (feature catalogue section 1). */
export const COPYRIGHT_YEAR = 2024;

const footerFooter = themed(
  (th) => css`
    background: ${th.color.footerBackground};
    color: ${th.color.footerText};
    padding: ${th.space.xl} ${th.space.md};
    font-size: ${th.typography.size.sm};
  `,
);
const footerBox = themed(
  (th) => css`
    max-width: ${th.layout.maxContentWidth};
    margin-inline: auto;
    display: grid;
    gap: ${th.space.md};
  `,
);
const footerList = themed(
  (th) => css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${th.space.xs} ${th.space.lg};
    a {
      color: ${th.color.footerText};
      display: inline-block;
      padding-block: ${th.space.xs};
    }
  `,
);

export function Footer({ items, brandName }: { items: NavItem[]; brandName: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <footer css={footerFooter}>
      <div css={footerBox}>
        <nav aria-label={t('shell.nav.footer')}>
          <ul css={footerList}>
            {items.map((item) => (
              <li key={item.key}>
                <PathLink href={item.to} appearance="subtle" current={isCurrentPath(pathname, item.to)}>
                  {item.label}
                </PathLink>
              </li>
            ))}
          </ul>
        </nav>
        <Text size="sm" tone="inherit">
          <strong>{t('shell.footer.ageNotice')}</strong>
        </Text>
        <Text size="sm" tone="inherit">
          {t('shell.footer.licence')}
        </Text>
        <Text size="sm" tone="inherit">
          {t('shell.footer.copyright', { year: COPYRIGHT_YEAR, brand: brandName })}
        </Text>
      </div>
    </footer>
  );
}

const homeLinkNavLink = defineStyle(css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  text-decoration: none !important;
`);

/** A home link around the brand logo; the logo carries the brand name as text, so the link is named by it. */
export function HomeLink({ logo }: { logo: ReactNode }) {
  return (
    <NavLink to="/" end css={homeLinkNavLink}>
      {logo}
    </NavLink>
  );
}

/**
 * The header's actions (search, language, rewards, balance, deposit, account) in both layouts: at the inline end, each
 * at its own size (an icon button is never squeezed to a sliver), closer together on phones, and wrapping onto a
 * second line on the narrowest screens rather than clipping or pushing the logo out.
 */
export const headerActionsStyles = themed(
  (th) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: ${th.space.xs} ${th.space.sm};
    min-inline-size: 0;
    /* Zero specificity: a child's own flex-shrink wins, whatever the stylesheet's order. */
    *:where(&) > * {
      flex-shrink: 0;
    }
    ${media.mobile} {
      gap: ${th.space.xs};
    }
  `,
);
