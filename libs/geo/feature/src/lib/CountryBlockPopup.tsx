import { css } from '@emotion/react';
import { Button, Heading, Stack, Text, themed } from '@casino/design-system';
import { lazy, Suspense, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { dateTimeFormat, useTranslation } from '@casino/translate';
import type { CountryBlockData } from './geoBlock.server';
import { GEO_KEYS, rememberFlag } from './geoRules';
import { reverifyLocation, type ReverifyOutcome } from './reverify';

// The page behind the popup stops scrolling and goes inert with the design system's BackgroundLock (react-remove-scroll,
// aria-hidden). It loads only when a visitor is blocked, so the other pages' initial JavaScript does not carry it.
const BackgroundLock = lazy(() => import('./countryBlockLock'));

const noSubscription = () => () => undefined;

export interface CountryBlockPopupProps {
  data: CountryBlockData;
  /** Injected in tests and stories; the browser's otherwise. */
  reverify?: typeof reverifyLocation;
}

const countryBlockStyle = themed(
  (th) => css`
    position: fixed;
    inset: 0;
    z-index: ${th.zIndex.dialog + 10};
    display: grid;
    place-items: center;
    padding: ${th.space.md};
    background: ${th.color.overlay};
    overflow-y: auto;
  `,
);
const countryBlockPopupBox = themed(
  (th) => css`
    width: min(36rem, 100%);
    display: grid;
    gap: ${th.space.md};
    padding: ${th.space.lg};
    background: ${th.color.surface};
    color: ${th.color.text};
    border: 1px solid ${th.color.border};
    border-radius: ${th.radius.lg};
    box-shadow: ${th.shadow.lg};
    &:focus {
      outline: none;
    }
  `,
);
const countryBlockPopupDetails = themed(
  (th) => css`
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${th.space.xs} ${th.space.md};
    margin: 0;
    padding: ${th.space.sm} ${th.space.md};
    border-radius: ${th.radius.md};
    background: ${th.color.surfaceRaised};
    dt {
      color: ${th.color.textMuted};
    }
    dd {
      margin: 0;
      font-weight: ${th.typography.weight.bold};
      overflow-wrap: anywhere;
    }
  `,
);

/**
 * The blocked-country popup (spec section 2): server-rendered so nothing behind it can be used first, not
 * dismissible, the rest of the page inert (its code loads only for a blocked visitor: see CountryBlock). It shows the detected country, IP and date, and lets the player
 * re-verify their location with the browser; an allowed country lifts the block for good (`isVerified`).
 */
export default function CountryBlockPopup({ data, reverify = reverifyLocation }: CountryBlockPopupProps) {
  const { t, i18n } = useTranslation();
  const [blocked, setBlocked] = useState(data.blocked);
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<ReverifyOutcome | null>(null);
  const titleId = useId();
  const overlayRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // The lock is mounted after hydration (the server HTML has none); the panel takes the focus at once.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  useEffect(() => {
    if (blocked) panelRef.current?.focus();
  }, [blocked]);

  if (!blocked) return null;

  const countryName = regionName(data.country, i18n.language) ?? data.countryName ?? data.country;
  const date = dateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(data.detectedAt),
  );

  async function onReverify() {
    setChecking(true);
    setOutcome(null);
    const result = await reverify({
      reverseGeocodeUrl: data.reverseGeocodeUrl,
      excludedCountries: data.excludedCountries,
    });
    setChecking(false);
    setOutcome(result);
    if (result.kind === 'allowed') {
      rememberFlag(GEO_KEYS.isVerified, 'true');
      setBlocked(false);
    }
  }

  return (
    <div ref={overlayRef} data-testid="country-block" css={countryBlockStyle}>
      {/* Everything else on the page (layout, banners, toasts, other layers) is out of reach while blocked. */}
      {hydrated && (
        <Suspense fallback={null}>
          <BackgroundLock layerRef={overlayRef} keepToasts={false} />
        </Suspense>
      )}
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        css={countryBlockPopupBox}
      >
        <section>
          <Heading level={2} id={titleId}>
            {t('blocked.popup.title1')}
          </Heading>
          <Text tone="muted">{t('blocked.popup.text1')}</Text>
        </section>
        <dl css={countryBlockPopupDetails}>
          <dt>{t('blocked.popup.country')}</dt>
          <dd data-testid="blocked-country">{countryName}</dd>
          <dt>{t('blocked.popup.ip')}</dt>
          <dd data-testid="blocked-ip">
            {/* an IP reads left to right in every language (IPv6 "::1" must not turn into "1::"): bdi isolates it */}
            <bdi dir="ltr">{data.ip}</bdi>
          </dd>
          <dt>{t('blocked.popup.date')}</dt>
          <dd>{date}</dd>
        </dl>
        <section>
          <Heading level={3}>{t('blocked.popup.title2')}</Heading>
          <Text tone="muted">{t('blocked.popup.text2')}</Text>
        </section>
        <Stack as="section" gap="sm" align="start">
          <Heading level={3}>{t('blocked.popup.title3')}</Heading>
          <Button onClick={onReverify} loading={checking} loadingLabel={t('blocked.reverify.checking')}>
            {t('reverifyLocation')}
          </Button>
          <Text tone="muted" role="status">
            {outcome && outcome.kind !== 'allowed'
              ? t(`blocked.reverify.${outcome.kind}`, {
                  country: 'country' in outcome ? regionName(outcome.country, i18n.language) : '',
                })
              : ''}
          </Text>
        </Stack>
      </div>
    </div>
  );
}

function regionName(code: string, locale: string): string | undefined {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code);
  } catch {
    return undefined;
  }
}
