import { css } from '@emotion/react';
import { Button, defineStyle, Heading, Link, media, Stack, Text, themed } from '@casino/design-system';
import { usePagePath } from '@casino/site';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@casino/translate';
import { useLocation } from 'react-router';
import { consentAcceptedInBrowser, rememberConsent, shouldShowCookieBanner } from './consentRules';

export interface CookieConsentBannerProps {
  /** Settings `cookiesPopup`. @default true */
  cookiesPopup?: boolean;
  /** The server saw a crawler. @default false */
  isBot?: boolean;
  /** The server saw the consent cookie. @default false */
  acceptedOnServer?: boolean;
}

const cookieBannerStyle = themed(
  (th) => css`
    position: fixed;
    inset-inline: ${th.space.md};
    bottom: ${th.space.md};
    z-index: ${th.zIndex.overlay - 1};
    max-width: 44rem;
    margin-inline: auto;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${th.space.md};
    padding: ${th.space.md} ${th.space.lg};
    background: ${th.color.surfaceRaised};
    color: ${th.color.text};
    border: 1px solid ${th.color.border};
    border-radius: ${th.radius.lg};
    box-shadow: ${th.shadow.lg};
    ${media.shellMobile} {
      inset-inline: ${th.space.xs};
      bottom: ${th.space.xs};
      padding: ${th.space.md};
    }
  `,
);
/** The title and text take the row's room; the button wraps under them on a phone. */
const cookieBannerWords = defineStyle(css`
  flex: 1 1 18rem;
  min-width: 0;
`);

/**
 * The cookie banner: server-rendered (no pop-in), fixed over the bottom of the page so nothing below moves,
 * gone once accepted and on game pages. A region, not a modal: the page stays usable.
 */
export function CookieConsentBanner({
  cookiesPopup = true,
  isBot = false,
  acceptedOnServer = false,
}: CookieConsentBannerProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [accepted, setAccepted] = useState(acceptedOnServer);
  const titleId = useId();
  const pagePath = usePagePath();
  // A choice kept only in storage (the cookie was cleared) is honoured once the page runs.
  useEffect(() => {
    if (!accepted && consentAcceptedInBrowser()) setAccepted(true);
  }, [accepted]);

  if (!shouldShowCookieBanner({ pathname, cookiesPopup, isBot, accepted })) return null;

  return (
    <section aria-labelledby={titleId} data-testid="cookie-banner" css={cookieBannerStyle}>
      <Stack gap="xs" css={cookieBannerWords}>
        <Heading level={2} size="md" id={titleId}>
          {t('consent.title')}
        </Heading>
        <Text size="sm" tone="muted">
          {t('consent.text')} <Link to={pagePath('cookiePolicy')}>{t('consent.policy')}</Link>
        </Text>
      </Stack>
      <Button
        onClick={() => {
          rememberConsent();
          setAccepted(true);
        }}
      >
        {t('consent.accept')}
      </Button>
    </section>
  );
}
