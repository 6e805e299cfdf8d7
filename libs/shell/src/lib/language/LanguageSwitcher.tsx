import { css } from '@emotion/react';
import { media, Stack, themed, defineStyle } from '@casino/design-system';
import { localeNames, supportedLocales, type Locale } from '@casino/i18n';
import { useRef } from 'react';
import { useTranslation } from '@casino/translate';
import { useFetcher, useLocation } from 'react-router';
import { ShellIcon } from '../layout/icons';

/** Where the language form posts; the app mounts `setLocaleAction` there. */
export const SET_LOCALE_PATH = '/set-locale';

export interface LanguageSwitcherProps {
  current: string;
  /** @default every supported locale */
  locales?: readonly Locale[];
}

const languageSwitcherDetails = themed(
  (th) => css`
    position: relative;
    summary {
      list-style: none;
      display: inline-flex;
      align-items: center;
      gap: ${th.space.xs};
      min-height: 44px;
      padding-inline: ${th.space.sm};
      border: 1px solid ${th.color.border};
      border-radius: ${th.radius.md};
      cursor: pointer;
      color: inherit;
      font-size: ${th.typography.size.sm};
      &::-webkit-details-marker {
        display: none;
      }
    }
  `,
);
const languageSwitcherLabel = defineStyle(css`
  display: contents;
  ${media.mobile} {
    display: none;
  }
`);
const languageSwitcherFetcherForm = themed(
  (th) => css`
    position: absolute;
    inset-inline-end: 0;
    top: calc(100% + ${th.space.xs});
    z-index: ${th.zIndex.overlay};
    width: min(22rem, 90vw);
    max-height: 60vh;
    overflow-y: auto;
    padding: ${th.space.sm};
    background: ${th.color.surface};
    color: ${th.color.text};
    border: 1px solid ${th.color.border};
    border-radius: ${th.radius.lg};
    box-shadow: ${th.shadow.lg};
  `,
);
const languageSwitcherLegend = themed(
  (th) => css`
    font-weight: ${th.typography.weight.bold};
    padding-block-end: ${th.space.xs};
  `,
);
const languageSwitcherList = themed(
  (th) => css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${th.space.xxs};
    button {
      width: 100%;
      min-height: 40px;
      text-align: start;
      padding-inline: ${th.space.sm};
      border: 0;
      border-radius: ${th.radius.sm};
      background: transparent;
      color: inherit;
      font: inherit;
      cursor: pointer;
      &:hover {
        background: ${th.color.surfaceRaised};
      }
      &[aria-current='true'] {
        background: ${th.color.surfaceRaised};
        font-weight: ${th.typography.weight.bold};
        box-shadow: inset 3px 0 0 ${th.color.primary};
      }
    }
  `,
);

/**
 * Language choice as a disclosure of submit buttons: a plain form post that also works before hydration,
 * a fetcher (no page load) after it. The server keeps the choice in the 365-day language cookie and
 * renders the next page in that language, so there is no flash of the old one.
 */
export function LanguageSwitcher({ current, locales = supportedLocales }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const location = useLocation();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const currentName = localeNames[current as Locale] ?? current;

  return (
    <details ref={detailsRef} css={languageSwitcherDetails}>
      {/* The accessible name starts with what is shown ("EN"), so voice users can say what they see (WCAG 2.5.3). */}
      <summary aria-label={`${current.toUpperCase()}, ${t('language.current', { language: currentName })}`}>
        {/* On phones the code alone: the header keeps room for the logo. */}
        <span css={languageSwitcherLabel}>
          <ShellIcon name="globe" size={18} />
        </span>
        <span aria-hidden="true">{current.toUpperCase()}</span>
      </summary>
      <fetcher.Form
        method="post"
        action={SET_LOCALE_PATH}
        onSubmit={() => detailsRef.current?.removeAttribute('open')}
        css={languageSwitcherFetcherForm}
      >
        <Stack as="fieldset" gap="none">
          <legend css={languageSwitcherLegend}>{t('language.choose')}</legend>
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          <ul css={languageSwitcherList}>
            {locales.map((code) => (
              <li key={code}>
                {/* A form's button submits it without a type: 35 of these are in every page's header. */}
                <button name="lng" value={code} lang={code} aria-current={code === current ? 'true' : undefined}>
                  {localeNames[code]}
                </button>
              </li>
            ))}
          </ul>
        </Stack>
      </fetcher.Form>
    </details>
  );
}
